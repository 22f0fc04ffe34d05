import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Badge, Button, Dropdown } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardQueue } from '@shop/shared';
import { loadSeen, newWork, saveSeen, seenAll, settle, type Seen } from './new-work';
import { CHAT_UNREAD_KEY, useChatUnread } from '../service';
import { useCan } from '../../lib/session';

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
  const [seen, setSeen] = useState<Seen>(loadSeen);
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
    const update = (next: DashboardQueue[]) => {
      setQueues(next);
      setSeen((s) => {
        const settled = settle(next, s);
        saveSeen(settled);
        return settled;
      });
    };
    source.addEventListener('queues', (e) => update(read(e).queues));
    source.addEventListener('work', (e) => {
      const data = read(e);
      update(data.queues);
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
      // A buyer wrote: the desk's unread figures (menu badge, this list, the chat list) are read again.
      if (data.queue === 'chats_waiting')
        void ring.current.qc.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
    });
    return () => source.close();
  }, []);
  const total = newWork(queues, seen);
  const chatUnread = useChatUnread(useCan()('service.chat')).data?.unread ?? 0;
  const items = queues.map((q) => ({
    key: q.key,
    label: <Link to={q.to}>{`${q.label}（${q.count}）`}</Link>,
  }));
  if (chatUnread > 0)
    items.push({ key: 'chat-unread', label: <Link to="/chats">{`未读客服消息（${chatUnread}）`}</Link> });
  return (
    <Dropdown
      onOpenChange={(open) => {
        if (!open) return;
        const all = seenAll(queues);
        saveSeen(all);
        setSeen(all);
      }}
      menu={{
        items: items.length > 0 ? items : [{ key: 'none', label: '暂无待办', disabled: true }],
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
