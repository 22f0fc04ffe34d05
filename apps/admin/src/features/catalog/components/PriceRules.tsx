import { Tooltip, Typography } from 'antd';
import { COMPANY_KINDS, type AdminGoodsRow } from '@shop/shared';

type Rules = Pick<AdminGoodsRow, 'bzdw' | 'ladder_price_type' | 'ladders' | 'customer_prices'>;

/** Who a customer price is for: 诊所·浙江, 全部客户. */
export function customerLabel(c: { company_kind: string; province: string }): string {
  const kind = COMPANY_KINDS[c.company_kind as keyof typeof COMPANY_KINDS] ?? '';
  return [kind, c.province].filter(Boolean).join('·') || '全部客户';
}

/** One line per rule: the ladder tiers, then the prices per customer type / region. */
export function priceRuleLines(r: Rules): string[] {
  const ladders = r.ladders.map(
    (l) => `${r.ladder_price_type === 1 ? '≤' : '满'}${l.number}${r.bzdw} ¥${l.price}`,
  );
  const customers = r.customer_prices.map((c) => `${customerLabel(c)} ¥${c.price}`);
  return [...ladders, ...customers];
}

/** The goods list's 阶梯/客户价 cell: the first two rules, all of them on hover. */
export function PriceRules({ row }: { row: Rules }) {
  const lines = priceRuleLines(row);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tooltip
      title={lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    >
      <div style={{ fontSize: 12, lineHeight: '18px' }}>
        {lines.slice(0, 2).map((l) => (
          <div key={l} style={{ whiteSpace: 'nowrap' }}>
            {l}
          </div>
        ))}
        {lines.length > 2 && <Typography.Text type="secondary">等{lines.length}条</Typography.Text>}
      </div>
    </Tooltip>
  );
}
