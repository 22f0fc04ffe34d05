import { Descriptions } from 'antd';
import type { OrderDetail } from '@shop/shared';
import { signedYuan } from '../../../lib/yuan';
import { fmtTime } from '../lib/time';

/** Delivery, invoice, payment and purchaser facts of one order, in one bordered grid. */
export function OrderInfo({ order }: { order: OrderDetail }) {
  const p = order.payment;
  return (
    <Descriptions size="small" bordered column={2} styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}>
      <Descriptions.Item label="收货人">
        {order.address.consignee} {order.address.phone}
      </Descriptions.Item>
      <Descriptions.Item label="收货地址">{order.address.full_address}</Descriptions.Item>
      <Descriptions.Item label="支付方式">{order.pay_type_text}</Descriptions.Item>
      <Descriptions.Item label="支付时间">{fmtTime(order.paid_at)}</Descriptions.Item>
      {p && <Descriptions.Item label="支付流水号">{p.out_trade_no}</Descriptions.Item>}
      {p && <Descriptions.Item label="实付金额">¥{p.amount}</Descriptions.Item>}
      <Descriptions.Item label="发票类型">{order.invoice.type_text}</Descriptions.Item>
      <Descriptions.Item label="发票抬头">
        {order.invoice.type === 0 ? '—' : `${order.invoice.title}（税号 ${order.invoice.tax_no || '—'}）`}
      </Descriptions.Item>
      <Descriptions.Item label="优惠券">{order.coupon?.name ?? '未使用'}</Descriptions.Item>
      <Descriptions.Item label="订单备注">{order.remark || '—'}</Descriptions.Item>
      {order.purchaser && <Descriptions.Item label="购药人">{order.purchaser.name}</Descriptions.Item>}
      {order.purchaser && <Descriptions.Item label="身份证号">{order.purchaser.id_no}</Descriptions.Item>}
    </Descriptions>
  );
}

/** 金额明细 of the order as the server booked it. */
export function OrderAmounts({ amounts }: { amounts: OrderDetail['amounts'] }) {
  const rows: Array<[string, string]> = [
    ['商品金额', `¥${amounts.goods_amount}`],
    ['满减', signedYuan('-', amounts.manjian_amount)],
    ['优惠券', signedYuan('-', amounts.coupon_amount)],
    ['运费', signedYuan('+', amounts.shipping_fee)],
    ['应付金额', `¥${amounts.payable}`],
    ['实付金额', `¥${amounts.paid_amount}`],
  ];
  return (
    <dl style={{ width: 260, marginLeft: 'auto', marginBottom: 0 }} aria-label="金额明细">
      {rows.map(([k, v], i) => (
        <div key={k} style={{ display: 'flex', justifyContent: 'space-between', padding: '2px 0' }}>
          <dt style={{ color: '#666' }}>{k}：</dt>
          <dd
            style={{
              margin: 0,
              ...(i >= 4 ? { color: '#d4282d', fontWeight: 700, fontSize: i === 5 ? 16 : 13 } : {}),
            }}
          >
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}
