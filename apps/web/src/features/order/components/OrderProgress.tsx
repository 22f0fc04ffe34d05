import { Steps, Timeline } from 'antd';
import type { OrderDetail, OrderStatus } from '@shop/shared';

const fmt = (iso: string) => iso.replace('T', ' ').slice(0, 19);

const STEP_TITLES = ['提交订单', '付款', '商品出库', '确认收货'] as const;
/** How far along the four steps each status is (index of the step in progress; 4 = all done). */
const STEP_OF: Record<OrderStatus, number> = {
  unpaid: 1,
  awaiting_transfer: 1,
  paid: 2,
  shipped: 3,
  done: 4,
  cancelled: 1,
};

/** The order's progress at a glance, then every recorded event with its time (newest last). */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const current = STEP_OF[order.status];
  const cancelled = order.status === 'cancelled';
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      <div style={{ flex: 3, paddingTop: 8 }}>
        <Steps
          size="small"
          current={current}
          status={cancelled ? 'error' : current >= 4 ? 'finish' : 'process'}
          items={STEP_TITLES.map((title, i) => ({
            title:
              cancelled && i === 1
                ? '已取消'
                : order.status === 'awaiting_transfer' && i === 1
                  ? '待确认到账'
                  : title,
            content:
              i === 0 ? fmt(order.created_at) : i === 1 && order.paid_at ? fmt(order.paid_at) : undefined,
          }))}
        />
      </div>
      <div style={{ flex: 2, maxHeight: 180, overflow: 'auto', paddingTop: 8 }}>
        <Timeline
          items={order.timeline.map((e, i) => ({
            color: i === order.timeline.length - 1 ? 'green' : 'gray',
            content: (
              <div style={{ fontSize: 12 }}>
                <strong>{e.text}</strong>
                {e.note && <span style={{ color: '#666', marginLeft: 6 }}>{e.note}</span>}
                <div style={{ color: '#999' }}>{fmt(e.at)}</div>
              </div>
            ),
          }))}
        />
      </div>
    </div>
  );
}
