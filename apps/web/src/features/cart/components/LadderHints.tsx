import type { CartLine } from '@shop/shared';

/** The engine's ladder rows (shared ladderText, computed on the server) and its next-step hint. */
export function LadderHints({ line }: { line: CartLine }) {
  const rows = line.ladder?.rows ?? [];
  if (rows.length === 0 && !line.next_hint) return null;
  return (
    <div className="cart-ladder">
      {rows.map((r) => (
        <span key={r.number} className={r.active ? 'cart-ladder-row is-active' : 'cart-ladder-row'}>
          {r.text}
        </span>
      ))}
      {line.next_hint && <span className="cart-hint">{line.next_hint}</span>}
    </div>
  );
}
