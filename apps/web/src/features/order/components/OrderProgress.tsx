import { Steps, Timeline } from 'antd';
import type { OrderDetail, OrderStatus } from '@shop/shared';
import { fmtTime } from '../lib/time';

const STEP_TITLES = ['提交订单', '付款', '商品出库', '确认收货'] as const;
/** How far along the four steps each status is (index of the step in progress; 4 = all done). */
const STEP_OF: Record<OrderStatus, number> = {
  unpaid: 1,
  awaiting_transfer: 1,
  paid: 2,
  picking: 2,
  shipped: 3,
  done: 4,
  cancelled: 1,
};

/** The status whose event closes each step, to print its time under the step. */
const STEP_EVENT = ['unpaid', 'paid', 'shipped', 'done'] as const;
function stepTime(order: OrderDetail, i: number): string | undefined {
  if (i === 0) return fmtTime(order.created_at);
  if (i === 1 && order.paid_at) return fmtTime(order.paid_at);
  const at = order.timeline.find((e) => e.status === STEP_EVENT[i])?.at;
  return at ? fmtTime(at) : undefined;
}

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
            content: stepTime(order, i),
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
                <div style={{ color: '#999' }}>{fmtTime(e.at)}</div>
              </div>
            ),
          }))}
        />
      </div>
    </div>
  );
}
