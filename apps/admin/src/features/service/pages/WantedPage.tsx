import { PageContainer, ProFormDigit, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { AdminWantedRow } from '@shop/shared';
import { answerWanted, fetchWanted } from '../api/service';
import { ReplyModal } from '../components/ReplyModal';
import { ReplyQueueTable } from '../components/ReplyQueueTable';
import { dateRangeSearch, keywordSearch } from '../../../lib/table-search';

const COLOR: Record<string, string> = { pending: 'orange', answered: 'blue', listed: 'green' };

const columns = (reload: () => void): ProColumns<AdminWantedRow>[] => [
  keywordSearch('客户名称/账号'),
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    valueEnum: { pending: { text: '待回复' }, answered: { text: '已回复' }, listed: { text: '已上架' } },
    render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>,
  },
  { title: '客户', dataIndex: 'company', search: false, width: 220, ellipsis: true },
  { title: '品名', dataIndex: 'name', search: false, width: 160, ellipsis: true },
  { title: '规格', dataIndex: 'spec', search: false, width: 110, ellipsis: true },
  { title: '厂家', dataIndex: 'maker', search: false, width: 150, ellipsis: true },
  { title: '数量', dataIndex: 'quantity', search: false, width: 60, align: 'right' },
  {
    title: '期望价',
    dataIndex: 'price',
    search: false,
    width: 80,
    align: 'right',
    render: (_, r) => r.price ?? '—',
  },
  { title: '回复', dataIndex: 'reply', search: false, ellipsis: true, render: (_, r) => r.reply ?? '—' },
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
      r.status === 'pending' && (
        <ReplyModal<{ reply: string; goods_id?: number }>
          title={`回复求购：${r.name}`}
          quote={`${r.company} 求购 ${r.name} ${r.spec} ${r.maker} × ${r.quantity}${r.remark ? `（${r.remark}）` : ''}`}
          extra={
            <ProFormDigit
              name="goods_id"
              label="已上架商品编号（可选）"
              min={1}
              fieldProps={{ precision: 0 }}
            />
          }
          send={(v) => answerWanted(r.id, { reply: v.reply, goods_id: v.goods_id || undefined })}
          onDone={reload}
        />
      ),
  },
];

/** 品种求购: what buyers asked the shop to stock; answered once, optionally with the goods now listed. */
export default function WantedPage() {
  return (
    <PageContainer title="品种求购">
      <ReplyQueueTable<AdminWantedRow>
        what="wanted"
        columns={columns}
        fetch={fetchWanted}
        placeholder="您登记的品种已收到，我们正在联系厂家采购，到货后第一时间通知您。"
        rowName={(w, id) => (w ? `${w.company}「${w.name}」` : `求购 #${id}`)}
        scrollX={1300}
      />
    </PageContainer>
  );
}
