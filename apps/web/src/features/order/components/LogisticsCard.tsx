import { Empty, Timeline } from 'antd';
import { useLogisticsQuery } from '../api/orderDetail';
import { fmtTime } from '../lib/time';

/** 物流信息: carrier, tracking number and traces (newest first), once the order has shipped. */
export function LogisticsCard({ orderId, shipped }: { orderId: number; shipped: boolean }) {
  const q = useLogisticsQuery(orderId, shipped);
  if (!shipped)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="订单尚未出库，暂无物流信息" />;
  if (!q.data)
    return <span style={{ color: '#999' }}>{q.isPending ? '物流信息加载中…' : '暂无物流信息'}</span>;
  const l = q.data;
  return (
    <div>
      <div style={{ marginBottom: 8 }}>
        物流公司：<strong>{l.company || '—'}</strong>
        <span style={{ marginLeft: 24 }}>
          运单号：<strong>{l.tracking_no || '—'}</strong>
        </span>
        <span style={{ marginLeft: 24, color: '#0b7a4b' }}>{l.status_text}</span>
      </div>
      {l.traces.length === 0 ? (
        <span style={{ color: '#999' }}>暂无物流轨迹</span>
      ) : (
        <Timeline
          items={l.traces.map((t, i) => ({
            color: i === 0 ? 'green' : 'gray',
            content: (
              <span style={{ fontSize: 12 }}>
                <span style={{ color: '#999', marginRight: 8 }}>{fmtTime(t.at)}</span>
                {t.text}
              </span>
            ),
          }))}
        />
      )}
    </div>
  );
}
