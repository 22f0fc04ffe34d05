import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Image, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminFeedbackRow } from '@shop/shared';
import { fetchFeedback, replyFeedback } from '../api/service';
import { ReplyModal } from '../components/ReplyModal';
import { ReplyQueueTable } from '../components/ReplyQueueTable';
import { dateRangeSearch, keywordSearch } from '../../../lib/table-search';

const columns = (reload: () => void): ProColumns<AdminFeedbackRow>[] => [
  keywordSearch('客户名称/账号'),
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
    width: 140,
    render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm'),
    ...dateRangeSearch,
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
          onDone={reload}
        />
      ),
  },
];

/** 意见反馈: every buyer's feedback, unanswered first; one reply each, sent to the buyer as a message. */
export default function FeedbackPage() {
  return (
    <PageContainer title="意见反馈">
      <ReplyQueueTable<AdminFeedbackRow>
        what="feedback"
        columns={columns}
        fetch={fetchFeedback}
        placeholder="您的反馈已收到并处理，感谢您的支持！"
        rowName={(r, id) => `${r?.company ?? ''} 反馈 #${id}`}
        scrollX={1100}
      />
    </PageContainer>
  );
}
