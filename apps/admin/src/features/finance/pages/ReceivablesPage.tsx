import { useState } from 'react';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Statistic, Space, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { AdminReceivableRow } from '@shop/shared';
import { download } from '../../../lib/api';
import { fetchReceivables } from '../api/finance';

type Ageing = Awaited<ReturnType<typeof fetchReceivables>>['ageing'];

const columns: ProColumns<AdminReceivableRow>[] = [
  { title: '客户名称', dataIndex: 'keyword', hideInTable: true },
  { title: '客户', dataIndex: 'company', search: false, ellipsis: true, width: 240 },
  { title: '订单号', dataIndex: 'order_no', search: false, width: 190 },
  { title: '应收', dataIndex: 'amount', search: false, align: 'right', width: 100 },
  { title: '未收', dataIndex: 'outstanding', search: false, align: 'right', width: 100 },
  { title: '到期日', dataIndex: 'due_on', search: false, width: 110 },
  { title: '账龄（天）', dataIndex: 'age_days', search: false, align: 'right', width: 90 },
  {
    title: '逾期',
    dataIndex: 'overdue_days',
    search: false,
    width: 90,
    render: (_, r) => (r.overdue_days > 0 ? <Tag color="red">{r.overdue_days} 天</Tag> : '—'),
  },
  {
    title: '范围',
    dataIndex: 'scope',
    hideInTable: true,
    valueEnum: { open: { text: '未结清' }, all: { text: '全部' } },
  },
];

/** 应收账款: credit orders not yet paid, oldest due first, with the ageing buckets over the filter. */
export function ReceivablesPage() {
  const [ageing, setAgeing] = useState<Ageing>([]);
  const [params, setParams] = useState<Record<string, unknown>>({});
  return (
    <PageContainer>
      <Space size={48} style={{ marginBottom: 12 }}>
        {ageing.map((a) => (
          <Statistic key={a.bucket} title={`账龄 ${a.label}`} value={a.outstanding} prefix="¥" />
        ))}
      </Space>
      <ProTable<AdminReceivableRow>
        rowKey="id"
        size="small"
        columns={columns}
        request={async (p) => {
          const q = {
            page: p.current,
            page_size: p.pageSize,
            keyword: p.keyword,
            scope: (p.scope as 'open' | 'all' | undefined) ?? 'open',
          };
          setParams(q);
          const r = await fetchReceivables(q);
          setAgeing(r.ageing);
          return { data: r.list, total: r.total, success: true };
        }}
        toolBarRender={() => [
          <Button
            key="x"
            icon={<DownloadOutlined />}
            onClick={() => void download('/finance/receivables/export', params)}
          >
            导出Excel
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
