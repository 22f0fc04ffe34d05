import { Descriptions } from 'antd';
import type { PayInfo } from '@shop/shared';
import { PayCountdown } from './PayCountdown';

/** 订单提交成功: what is being paid, and by when. */
export function PayOrderSummary({ info, onExpired }: { info: PayInfo; onExpired: () => void }) {
  return (
    <div
      style={{ padding: '14px 16px', background: '#f3faf6', border: '1px solid #cfe8da', marginBottom: 12 }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <div style={{ fontSize: 16, fontWeight: 600 }}>
          {info.status === 'awaiting_transfer'
            ? '订单已提交，等待确认转账到账'
            : '订单提交成功，请尽快付款！'}
          {info.kind === 'ephedrine' && '（含麻黄碱类药品订单）'}
        </div>
        <div>
          应付金额：<strong style={{ color: '#d4282d', fontSize: 24 }}>¥{info.payable}</strong>
        </div>
      </div>
      <Descriptions size="small" column={3} style={{ marginTop: 8 }}>
        <Descriptions.Item label="订单号">{info.order_no}</Descriptions.Item>
        <Descriptions.Item label="商品种数">{info.goods_count} 种</Descriptions.Item>
        <Descriptions.Item label="订单状态">{info.status_text}</Descriptions.Item>
        {info.purchaser && <Descriptions.Item label="购药人">{info.purchaser.name}</Descriptions.Item>}
        {info.purchaser && <Descriptions.Item label="身份证号">{info.purchaser.id_no}</Descriptions.Item>}
      </Descriptions>
      {info.status === 'unpaid' && info.pay_deadline && (
        <div style={{ marginTop: 4 }}>
          <PayCountdown deadline={info.pay_deadline} onExpired={onExpired} />
        </div>
      )}
    </div>
  );
}
