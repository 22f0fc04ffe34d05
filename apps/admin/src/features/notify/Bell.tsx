import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Badge, Button, Dropdown } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardQueue } from '@shop/shared';

/** Standing conditions, not new work: shown in the list but not counted on the badge. */
const STANDING = new Set(['low_stock', 'near_expiry']);

interface StreamData {
  queue: string | null;
  queues: DashboardQueue[];
}

/**
 * The bell: the operator's queues, live from the server's event stream. When new work enters one
 * of them it rings (a notice naming the queue) and the dashboard's figures refresh.
 */
export function Bell() {
  const [queues, setQueues] = useState<DashboardQueue[]>([]);
  const { notification } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  // The stream is opened once per mount: these change identity between renders, and an effect
  // depending on them reopened the stream each time, missing an event sent in between.
  const ring = useRef({ notification, qc, navigate });
  useEffect(() => {
    ring.current = { notification, qc, navigate };
  });
  useEffect(() => {
    // EventSource reconnects by itself after a network drop or a server restart.
    const source = new EventSource('/api/admin/notifications/stream');
    const read = (e: Event) => JSON.parse(String((e as MessageEvent<unknown>).data)) as StreamData;
    source.addEventListener('queues', (e) => setQueues(read(e).queues));
    source.addEventListener('work', (e) => {
      const data = read(e);
      setQueues(data.queues);
      const q = data.queues.find((x) => x.key === data.queue);
      if (q) {
        ring.current.notification.info({
          key: q.key,
          title: `新的${q.label}`,
          // The notice renders outside the router (antd's App holder), so it navigates by hand, not <Link>.
          description: (
            <a onClick={() => void ring.current.navigate(q.to)}>
              {q.label}：现有 {q.count} 项，点击处理
            </a>
          ),
          placement: 'bottomRight',
        });
      }
      void ring.current.qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    });
    return () => source.close();
  }, []);
  const total = queues.filter((q) => !STANDING.has(q.key)).reduce((n, q) => n + q.count, 0);
  return (
    <Dropdown
      menu={{
        items:
          queues.length > 0
            ? queues.map((q) => ({ key: q.key, label: <Link to={q.to}>{`${q.label}（${q.count}）`}</Link> }))
            : [{ key: 'none', label: '暂无待办', disabled: true }],
      }}
    >
      <Button type="text" aria-label={`待办 ${total}`} style={{ color: '#fff' }}>
        <Badge count={total} size="small" overflowCount={999}>
          <BellOutlined style={{ color: '#fff', fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
