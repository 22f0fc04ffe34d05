import { Radio } from 'antd';
import type { PayType } from '@shop/shared';
import type { ConfirmResponse } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { yuan } from '../../../lib/yuan';

const HINT: Record<PayType, string> = {
  balance: '使用账户余额立即支付',
  offline: '转账至公司对公账户，到账确认后发货',
  wechat: '微信扫码支付',
  alipay: '支付宝扫码支付',
  credit: '先发货，按账期到期付款',
};

/** 支付方式 chosen here is the default of the pay page; it can still be changed there. */
export function PayTypeSection({
  options,
  value,
  onChange,
}: {
  options: ConfirmResponse['pay_types'];
  value: PayType | undefined;
  onChange: (t: PayType) => void;
}) {
  return (
    <Panel title="支付方式">
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value as PayType)} aria-label="支付方式">
        {options.map((o) => (
          <Radio key={o.type} value={o.type} disabled={o.disabled === true} style={{ marginRight: 24 }}>
            <strong>{o.label}</strong>
            <span style={{ color: o.disabled ? '#d4282d' : '#888', marginLeft: 6 }}>
              {o.type === 'balance' && o.balance !== null
                ? `可用余额 ${yuan(o.balance)}`
                : (o.note ?? HINT[o.type])}
            </span>
            {o.type === 'balance' && o.enough === false && (
              <span style={{ color: '#d4282d', marginLeft: 6 }}>（余额不足）</span>
            )}
          </Radio>
        ))}
      </Radio.Group>
    </Panel>
  );
}
