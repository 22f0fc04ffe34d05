import { useRef, useState } from 'react';
import {
  PageContainer,
  ProFormDigit,
  ProTable,
  type ActionType,
  type ProColumns,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { AdminWantedRow } from '@shop/shared';
import { answerWanted, fetchWanted } from '../api/service';
import { ReplyModal } from '../components/ReplyModal';
import { BulkReplyDialog } from '../components/BulkReplyDialog';
import { BulkActions, type BulkDialogProps } from '../../../components/BulkActions';
import { SavedFilters } from '../../../components/SavedFilters';
import { download } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/url-filters';
import { dateRangeSearch, keywordSearch } from '../../../lib/table-search';

const COLOR: Record<string, string> = { pending: 'orange', answered: 'blue', listed: 'green' };

/** 品种求购: what buyers asked the shop to stock; answered once, optionally with the goods now listed. */
export default function WantedPage() {
  const urlFilters = useUrlFilters();
  const ref = useRef<ActionType>(null);
  const form = useRef<ProFormInstance>(undefined);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const seen = useRef(new Map<number, AdminWantedRow>());
  const columns: ProColumns<AdminWantedRow>[] = [
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
            onDone={() => ref.current?.reload()}
          />
        ),
    },
  ];
  return (
    <PageContainer title="品种求购">
      <ProTable<AdminWantedRow>
        rowKey="id"
        size="small"
        actionRef={ref}
        columns={columns}
        scroll={{ x: 1300 }}
        formRef={form}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected,
          onChange: (k) => setSelected(k as number[]),
        }}
        tableAlertRender={false}
        toolBarRender={() => [
          <SavedFilters key="saved" table="wanted" form={form} />,
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
                    what="wanted"
                    placeholder="您登记的品种已收到，我们正在联系厂家采购，到货后第一时间通知您。"
                  />
                ),
              },
            ]}
            rowName={(id) => {
              const w = seen.current.get(id);
              return w ? `${w.company}「${w.name}」` : `求购 #${id}`;
            }}
            onDone={(done) => {
              setSelected((s) => s.filter((id) => !done.includes(id)));
              void ref.current?.reload();
            }}
          />,
          <Button
            key="x"
            icon={<DownloadOutlined />}
            onClick={() => void download('/service/wanted/export', filters)}
          >
            导出Excel
          </Button>,
        ]}
        request={async ({ current, pageSize, ...rest }) => {
          setFilters(rest);
          const res = await fetchWanted({ ...rest, page: current, page_size: pageSize });
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
