import { useEffect, useRef, useState } from 'react';
import {
  PageContainer,
  ProCard,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Badge, Empty, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AdminChatRow } from '@shop/shared';
import { CHAT_UNREAD_KEY, fetchChats, useChatCustomer, useChatThread, useChatUnread } from '../api/service';
import { ChatThread } from '../components/ChatThread';
import { CustomerPanel } from '../components/CustomerPanel';
import { useUrlFilters } from '../../../lib/url-filters';
import { useCan, useMe } from '../../../lib/session';

const columns: ProColumns<AdminChatRow>[] = [
  { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '企业名称/账号' } },
  {
    title: '接待',
    dataIndex: 'assignee',
    hideInTable: true,
    valueType: 'select',
    valueEnum: { me: { text: '我接待的' }, none: { text: '未接待' } },
  },
  {
    title: '客户',
    dataIndex: 'company',
    search: false,
    ellipsis: true,
    render: (_, r) => (
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        <Space size={4}>
          <Badge count={r.unread} size="small" title={`未读 ${r.unread} 条`} />
          {r.waiting && <Tag color="red">待回复</Tag>}
          <Typography.Text strong ellipsis style={{ maxWidth: 170 }}>
            {r.company}
          </Typography.Text>
        </Space>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280, fontSize: 12 }}>
          {r.last_from === 'buyer' ? '' : '[客服] '}
          {r.last_content}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '接待人',
    dataIndex: 'assignee_name',
    search: false,
    width: 72,
    ellipsis: true,
    render: (_, r) => r.assignee_name || <Typography.Text type="secondary">未接待</Typography.Text>,
  },
  {
    title: '时间',
    dataIndex: 'last_at',
    search: false,
    width: 86,
    render: (_, r) => dayjs(r.last_at).format('MM-DD HH:mm'),
  },
  {
    title: '只看待回复',
    dataIndex: 'waiting',
    hideInTable: true,
    valueType: 'switch',
    search: { transform: (v: boolean) => (v ? { waiting: '1' } : {}) },
  },
];

/** 在线客服: the buyers' conversations (waiting ones first), the open one answered here, the customer beside it. */
export default function ChatsPage() {
  const urlFilters = useUrlFilters();
  const [open, setOpen] = useState<number | null>(null);
  const me = useMe().data;
  const can = useCan();
  const thread = useChatThread(open);
  const customer = useChatCustomer(open);
  const unread = useChatUnread(true);
  const qc = useQueryClient();
  const table = useRef<ActionType>(null);
  // A buyer wrote (the bell refreshed the unread figure) or the desk read a conversation: the
  // list's 待回复 and unread counts follow.
  useEffect(() => {
    void table.current?.reload();
  }, [unread.dataUpdatedAt]);
  // Opening a conversation reads it, and so does a new message arriving in the open one: the unread
  // figures drop once that thread has loaded (not on every 5 s poll that brings nothing new).
  const seenUpTo = thread.data ? `${thread.data.user_id}:${thread.data.list.at(-1)?.id ?? 0}` : '';
  useEffect(() => {
    if (seenUpTo) void qc.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
  }, [seenUpTo, qc]);
  const changed = () =>
    Promise.all([
      thread.refetch(),
      qc.invalidateQueries({ queryKey: CHAT_UNREAD_KEY }),
      table.current?.reload(),
    ]);
  return (
    <PageContainer
      title="在线客服"
      subTitle={unread.data ? `我接待与未接待的会话中未读 ${unread.data.unread} 条` : undefined}
    >
      <ProCard gutter={12} ghost>
        <ProCard colSpan="440px" ghost>
          <ProTable<AdminChatRow>
            rowKey="user_id"
            size="small"
            actionRef={table}
            columns={columns}
            options={false}
            search={{ labelWidth: 'auto', span: 12, defaultCollapsed: false, collapseRender: false }}
            form={{ initialValues: urlFilters }}
            request={async ({ current, pageSize, ...rest }) => {
              const res = await fetchChats({ ...rest, page: current, page_size: pageSize });
              return { data: res.list, total: res.total, success: true };
            }}
            pagination={{ defaultPageSize: 10, size: 'small' }}
            onRow={(r) => ({ onClick: () => setOpen(r.user_id), style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.user_id === open ? 'ant-table-row-selected' : '')}
          />
        </ProCard>
        <ProCard ghost>
          {open && me ? (
            <ChatThread data={thread.data} me={me.id} canAssign={can('service.assign')} onChanged={changed} />
          ) : (
            <Empty description="从左侧选择一个会话" style={{ paddingTop: 120 }} />
          )}
        </ProCard>
        {open && (
          <ProCard colSpan="300px" variant="outlined" title="客户" size="small">
            <CustomerPanel data={customer.data} />
          </ProCard>
        )}
      </ProCard>
    </PageContainer>
  );
}
