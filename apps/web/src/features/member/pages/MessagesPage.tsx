import { useEffect, useState } from 'react';
import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useMessagesQuery } from '../api/messages';
import { useReadMessage } from '../api/readMessage';
import type { MemberMessage } from '@shop/shared';
import { MessageTable } from '../components/MessageTable';
import '../member.css';

const PAGE_SIZE = 10;

/** /zhzx/wdxx 我的消息: click a message to read it; an unread one is marked read on the server. */
export default function MessagesPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = useMessagesQuery(page, PAGE_SIZE);
  const read = useReadMessage();
  // ?open=<id> (from the member home's message list) starts with that message open.
  const wanted = Number(search.get('open')) || 0;
  const [openIds, setOpenIds] = useState<number[]>(() => (wanted ? [wanted] : []));

  const open = (m: MemberMessage) => {
    setOpenIds((ids) => (ids.includes(m.id) ? ids.filter((i) => i !== m.id) : [...ids, m.id]));
    if (!m.is_read) read.mutate(m.id);
  };

  // …and marks it read once the page holding it has loaded, as a click would.
  const { mutate } = read;
  const target = q.data?.list.find((m) => m.id === wanted);
  const unreadTarget = target && !target.is_read ? target.id : 0;
  useEffect(() => {
    if (unreadTarget) mutate(unreadTarget);
  }, [unreadTarget, mutate]);

  return (
    <MemberFrame>
      <Panel
        title={
          <>
            我的消息
            {q.data && (
              <span style={{ fontWeight: 400, fontSize: 12, color: '#999', marginLeft: 8 }}>
                共 {q.data.total} 条，未读 <b style={{ color: '#d4282d' }}>{q.data.unread}</b> 条
              </span>
            )}
          </>
        }
      >
        <MessageTable messages={q.data?.list ?? []} loading={q.isLoading} openIds={openIds} onOpen={open} />
        {(q.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={page}
            pageSize={PAGE_SIZE}
            total={q.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(p) => setSearch(p > 1 ? `?page=${p}` : '')}
          />
        )}
      </Panel>
    </MemberFrame>
  );
}
