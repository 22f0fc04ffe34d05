import { useEffect, useRef, useState } from 'react';
import { PageContainer, ProCard, ProTable, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Empty, Input, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminChatRow } from '@shop/shared';
import { fetchChats, sendChat, useChatCustomer, useChatThread } from '../api/service';
import { CustomerPanel } from '../components/CustomerPanel';
import { useUrlFilters } from '../../../lib/url-filters';

const columns: ProColumns<AdminChatRow>[] = [
  { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '企业名称/账号' } },
  {
    title: '客户',
    dataIndex: 'company',
    search: false,
    ellipsis: true,
    render: (_, r) => (
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        <Space>
          {r.waiting && <Tag color="red">待回复</Tag>}
          <Typography.Text strong ellipsis style={{ maxWidth: 190 }}>
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
    title: '时间',
    dataIndex: 'last_at',
    search: false,
    width: 90,
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

/** Answers a service desk gives many times a day; one click puts the text in the reply box. */
export const QUICK_REPLIES = [
  '您好，我是康源医药客服，请问有什么可以帮您？',
  '已为您查询，订单今天下午发出，发货后可在“我的订单”查看物流。',
  '对公转账到账后财务会在1个工作日内确认，请耐心等待。',
  '退货请在“售后服务”中提交申请，审核通过后按退货地址寄回。',
  '该品种暂时缺货，已为您登记求购，到货后第一时间通知您。',
];

function Thread({ userId }: { userId: number }) {
  const { data, refetch } = useChatThread(userId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const end = useRef<HTMLDivElement>(null);
  // A block body: an effect's return value is its cleanup, and some browsers' scrollIntoView
  // returns a Promise, which React then called as a function ("l is not a function").
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [data?.list.length]);
  const send = async () => {
    if (!text.trim()) return;
    setSending(true);
    try {
      await sendChat(userId, text.trim());
      setText('');
      message.success('已发送');
      await refetch();
    } finally {
      setSending(false);
    }
  };
  return (
    <ProCard title={data ? `${data.company}（${data.username}）` : '会话'} variant="outlined">
      <div style={{ height: 460, overflowY: 'auto', background: '#f7f8fa', padding: 12, borderRadius: 6 }}>
        {data?.list.map((m) => (
          <div key={m.id} style={{ textAlign: m.from === 'agent' ? 'right' : 'left', marginBottom: 10 }}>
            <div style={{ fontSize: 12, color: '#999' }}>
              {m.from === 'agent' ? '客服' : '客户'} {dayjs(m.created_at).format('MM-DD HH:mm')}
            </div>
            <div
              style={{
                display: 'inline-block',
                maxWidth: '70%',
                padding: '6px 10px',
                borderRadius: 6,
                whiteSpace: 'pre-wrap',
                textAlign: 'left',
                background: m.from === 'agent' ? '#0b7a4b' : '#fff',
                color: m.from === 'agent' ? '#fff' : 'inherit',
              }}
            >
              {m.content}
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <Space wrap size={4} style={{ marginTop: 8 }}>
        {QUICK_REPLIES.map((q) => (
          <Tag key={q} style={{ cursor: 'pointer' }} onClick={() => setText(q)}>
            {q.length > 14 ? `${q.slice(0, 14)}…` : q}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          value={text}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={data && !data.is_can_chat ? '该客户未开通在线客服' : '输入回复，Ctrl+Enter 发送'}
          disabled={data ? !data.is_can_chat : true}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.ctrlKey && void send()}
        />
        <Button type="primary" loading={sending} onClick={() => void send()} style={{ height: 'auto' }}>
          发送
        </Button>
      </Space.Compact>
    </ProCard>
  );
}

/** 在线客服: the buyers' conversations (waiting ones first) and the open one answered here. */
export default function ChatsPage() {
  const urlFilters = useUrlFilters();
  const [open, setOpen] = useState<number | null>(null);
  const customer = useChatCustomer(open);
  return (
    <PageContainer title="在线客服">
      <ProCard gutter={12} ghost>
        <ProCard colSpan="400px" ghost>
          <ProTable<AdminChatRow>
            rowKey="user_id"
            size="small"
            columns={columns}
            options={false}
            search={{ labelWidth: 'auto', span: 24, defaultCollapsed: false }}
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
          {open ? <Thread userId={open} /> : <Empty description="从左侧选择一个会话" />}
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
