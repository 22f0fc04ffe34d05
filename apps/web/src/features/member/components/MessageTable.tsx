import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MemberMessage } from '@shop/shared';
import { fmtTime } from '../../order';

interface Props {
  messages: MemberMessage[];
  loading: boolean;
  openIds: number[];
  onOpen: (m: MemberMessage) => void;
}

const columns: TableColumnsType<MemberMessage> = [
  {
    title: '状态',
    key: 'read',
    width: 76,
    align: 'center',
    render: (_v, m) =>
      m.is_read ? <span style={{ color: '#999' }}>已读</span> : <b style={{ color: '#d4282d' }}>未读</b>,
  },
  {
    title: '标题',
    key: 'title',
    render: (_v, m) => (
      <span className={m.is_read ? undefined : 'ky-mc-unread'}>
        <span className={`ky-mc-dot${m.is_read ? ' is-read' : ''}`} />
        {m.title}
      </span>
    ),
  },
  { title: '时间', key: 'at', width: 170, render: (_v, m) => fmtTime(m.created_at) },
];

/** Messages as rows; a click opens the content below the row (and the page marks it read). */
export function MessageTable({ messages, loading, openIds, onOpen }: Props) {
  return (
    <Table<MemberMessage>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={messages}
      loading={loading}
      pagination={false}
      rowClassName={() => 'ky-mc-msg-row'}
      onRow={(m) => ({ onClick: () => onOpen(m) })}
      expandable={{
        expandedRowKeys: openIds,
        showExpandColumn: false,
        expandedRowRender: (m) => (
          <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, color: '#444', padding: '4px 8px' }}>
            {m.content}
          </div>
        ),
      }}
      locale={{ emptyText: '暂无消息' }}
    />
  );
}
