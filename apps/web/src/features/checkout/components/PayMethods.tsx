import { Radio } from 'antd';
import type { PayInfo, PayType } from '@shop/shared';
import { yuanToFen } from '@shop/shared/money';

const HINT: Record<PayType, string> = {
  balance: '使用账户余额立即支付',
  offline: '转账到公司对公账户，财务确认到账后发货',
  wechat: '微信扫码支付',
  alipay: '支付宝扫码支付',
  credit: '先发货，按账期到期付款',
};

/** Is the balance short of the payable? A comparison for the hint only; the server decides. */
export const balanceShort = (info: PayInfo): boolean =>
  (yuanToFen(info.balance) ?? 0) < (yuanToFen(info.payable) ?? 0);

export function PayMethods({
  info,
  value,
  onChange,
}: {
  info: PayInfo;
  value: PayType | null;
  onChange: (t: PayType) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as PayType)}
      aria-label="支付方式"
      style={{ display: 'flex', flexDirection: 'column', gap: 0 }}
    >
      {info.pay_types.map((p) => (
        <Radio
          key={p.type}
          value={p.type}
          disabled={p.disabled === true}
          style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0', margin: 0, width: '100%' }}
        >
          <strong style={{ display: 'inline-block', width: 90 }}>{p.label}</strong>
          <span style={{ color: p.disabled ? '#d4282d' : '#888' }}>{p.note ?? HINT[p.type]}</span>
          {p.type === 'balance' && (
            <span style={{ marginLeft: 12 }}>
              可用余额 <strong>¥{info.balance}</strong>
              {balanceShort(info) && (
                <span style={{ color: '#d4282d', marginLeft: 6 }}>余额不足，请选择其他支付方式或先充值</span>
              )}
            </span>
          )}
        </Radio>
      ))}
    </Radio.Group>
  );
}
