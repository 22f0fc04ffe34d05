import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { Address, Amounts } from '@shop/shared';
import { AmountsPanel } from './AmountsPanel';

interface Props {
  amounts: Amounts;
  address: Address | undefined;
  orderCount: number;
  disabled: boolean;
  submitting: boolean;
  onSubmit: () => void;
  /** Shown left of the figures (the order remark), so the closing block stays compact. */
  side?: ReactNode;
}

/** The closing block: figures, where it ships, and 提交订单. */
export function SubmitBar({ amounts, address, orderCount, disabled, submitting, onSubmit, side }: Props) {
  return (
    <section
      aria-label="结算"
      style={{ border: '1px solid #e5e5e5', background: '#fff', padding: '12px 14px' }}
    >
      <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>{side}</div>
        <AmountsPanel amounts={amounts} />
      </div>
      <div style={{ textAlign: 'right', color: '#555', margin: '8px 0' }}>
        {address ? (
          <>
            寄送至：{address.full_address}
            {'\u3000'}收货人：{address.consignee} {address.phone}
          </>
        ) : (
          <span style={{ color: '#d4282d' }}>请选择收货地址</span>
        )}
        {orderCount > 1 && <div style={{ color: '#fa8c16' }}>本次将生成 {orderCount} 个订单，请分别支付</div>}
      </div>
      <div style={{ textAlign: 'right' }}>
        <Button
          type="primary"
          danger
          size="large"
          style={{ width: 180, height: 44, fontSize: 18 }}
          disabled={disabled}
          loading={submitting}
          onClick={onSubmit}
        >
          提交订单
        </Button>
      </div>
    </section>
  );
}
