import type { Amounts } from '@shop/shared';
import { signedYuan, yuan } from '../../../lib/yuan';

const ROWS: Array<{ key: keyof Amounts; label: string; sign: '-' | '+' | '' }> = [
  { key: 'goods_amount', label: '商品金额', sign: '' },
  { key: 'manjian_amount', label: '满减', sign: '-' },
  { key: 'coupon_amount', label: '优惠券', sign: '-' },
  { key: 'shipping_fee', label: '运费', sign: '+' },
];

/** 费用明细: every figure is the server's engine result; nothing is added up in the browser. */
export function AmountsPanel({ amounts }: { amounts: Amounts }) {
  return (
    <dl aria-label="费用明细" style={{ margin: 0, width: 300, marginLeft: 'auto' }}>
      {ROWS.map((r) => (
        <div key={r.key} style={{ display: 'flex', justifyContent: 'space-between', padding: '3px 0' }}>
          <dt style={{ color: '#666' }}>{r.label}：</dt>
          <dd style={{ margin: 0 }} data-testid={`amount-${r.key}`}>
            {r.sign ? signedYuan(r.sign, amounts[r.key]) : yuan(amounts[r.key])}
          </dd>
        </div>
      ))}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          padding: '6px 0 0',
          borderTop: '1px dashed #ddd',
          marginTop: 4,
        }}
      >
        <dt style={{ fontWeight: 600 }}>应付金额：</dt>
        <dd
          style={{ margin: 0, color: '#d4282d', fontSize: 20, fontWeight: 700 }}
          data-testid="amount-payable"
        >
          {yuan(amounts.payable)}
        </dd>
      </div>
    </dl>
  );
}
