import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Image, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminFeedbackRow } from '@shop/shared';
import { fetchFeedback, replyFeedback } from '../api/service';
import { ReplyModal } from '../components/ReplyModal';
import { useUrlFilters } from '../../../lib/url-filters';

/** 意见反馈: every buyer's feedback, unanswered first; one reply each, sent to the buyer as a message. */
export default function FeedbackPage() {
  const urlFilters = useUrlFilters();
  const ref = useRef<ActionType>(null);
  const columns: ProColumns<AdminFeedbackRow>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      valueEnum: { pending: { text: '待回复' }, replied: { text: '已回复' } },
      render: (_, r) => (r.reply ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>),
    },
    { title: '客户', dataIndex: 'company', search: false, width: 220, ellipsis: true },
    { title: '类型', dataIndex: 'type_text', search: false, width: 90 },
    {
      title: '内容',
      dataIndex: 'content',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: r.content }}>
            {r.content}
          </Typography.Paragraph>
          {r.image_urls.length > 0 && (
            <Image.PreviewGroup>
              {r.image_urls.map((u) => (
                <Image key={u} src={u} width={40} height={40} style={{ objectFit: 'cover' }} />
              ))}
            </Image.PreviewGroup>
          )}
        </Space>
      ),
    },
    {
      title: '回复',
      dataIndex: 'reply',
      search: false,
      width: 240,
      ellipsis: true,
      render: (_, r) => r.reply ?? '—',
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      search: false,
      width: 140,
      render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 70,
      render: (_, r) =>
        !r.reply && (
          <ReplyModal
            title={`回复 ${r.company} 的反馈`}
            quote={r.content}
            send={(v) => replyFeedback(r.id, v.reply)}
            onDone={() => ref.current?.reload()}
          />
        ),
    },
  ];
  return (
    <PageContainer title="意见反馈">
      <ProTable<AdminFeedbackRow>
        rowKey="id"
        size="small"
        actionRef={ref}
        columns={columns}
        scroll={{ x: 1100 }}
        request={async ({ current, pageSize, ...rest }) => {
          const res = await fetchFeedback({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        form={{ initialValues: urlFilters }}
      />
    </PageContainer>
  );
}
