import type { LinePartWire } from '@shop/shared';

/**
 * A line above a promotion's cap as its two sub-lines, e.g. 「5盒 × ¥24.80 秒杀价 限5盒 = ¥124.00」
 * and 「3盒 × ¥28.80 超出限购按原价 = ¥86.40」; the server's totals, which sum to the line's.
 * Nothing for a line at one price.
 */
export function LineParts({ parts, unit }: { parts: readonly LinePartWire[]; unit: string }) {
  if (parts.length < 2) return null;
  return (
    <ul
      className="ky-line-parts"
      aria-label="分段计价"
      style={{ margin: '4px 0 0', padding: 0, listStyle: 'none' }}
    >
      {parts.map((p) => (
        <li key={`${p.reason ?? ''}-${p.price}`} style={{ fontSize: 12, color: '#595959' }}>
          {p.number}
          {unit} × ¥{p.price}
          {p.reason ? ` ${p.reason}` : ''} = ¥{p.total}
        </li>
      ))}
    </ul>
  );
}
