import { useRef, useState } from 'react';
import {
  PageContainer,
  ProTable,
  type ActionType,
  type ProColumns,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Button, Image, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { AdminFeedbackRow } from '@shop/shared';
import { fetchFeedback, replyFeedback } from '../api/service';
import { ReplyModal } from '../components/ReplyModal';
import { BulkReplyDialog } from '../components/BulkReplyDialog';
import { BulkActions, type BulkDialogProps } from '../../../components/BulkActions';
import { SavedFilters } from '../../../components/SavedFilters';
import { download } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/url-filters';
import { dateRangeSearch, keywordSearch } from '../../../lib/table-search';

/** 意见反馈: every buyer's feedback, unanswered first; one reply each, sent to the buyer as a message. */
export default function FeedbackPage() {
  const urlFilters = useUrlFilters();
  const ref = useRef<ActionType>(null);
  const form = useRef<ProFormInstance>(undefined);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const seen = useRef(new Map<number, AdminFeedbackRow>());
  const columns: ProColumns<AdminFeedbackRow>[] = [
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
        formRef={form}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected,
          onChange: (k) => setSelected(k as number[]),
        }}
        tableAlertRender={false}
        toolBarRender={() => [
          <SavedFilters key="saved" table="feedback" form={form} />,
          <BulkActions
            key="bulk"
            selected={selected}
            actions={[
              {
                key: 'reply',
                label: '批量回复',
                dialog: (p: BulkDialogProps) => (
                  <BulkReplyDialog
                    {...p}
                    what="feedback"
                    placeholder="您的反馈已收到并处理，感谢您的支持！"
                  />
                ),
              },
            ]}
            rowName={(id) => `${seen.current.get(id)?.company ?? ''} 反馈 #${id}`}
            onDone={(done) => {
              setSelected((s) => s.filter((id) => !done.includes(id)));
              void ref.current?.reload();
            }}
          />,
          <Button
            key="x"
            icon={<DownloadOutlined />}
            onClick={() => void download('/service/feedback/export', filters)}
          >
            导出Excel
          </Button>,
        ]}
        request={async ({ current, pageSize, ...rest }) => {
          setFilters(rest);
          const res = await fetchFeedback({ ...rest, page: current, page_size: pageSize });
          for (const r of res.list) seen.current.set(r.id, r);
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        form={{ initialValues: urlFilters }}
      />
    </PageContainer>
  );
}
