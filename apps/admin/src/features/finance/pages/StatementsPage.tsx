import { useState } from 'react';
import dayjs from 'dayjs';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { DatePicker, Tag } from 'antd';
import { fetchStatements } from '../api/finance';

type Row = Awaited<ReturnType<typeof fetchStatements>>['list'][number];
const COLOR = { open: 'default', confirmed: 'green', disputed: 'red' } as const;

/** 对账单: every buyer with money activity in a month and whether they confirmed or disputed it. */
export function StatementsPage() {
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const columns: ProColumns<Row>[] = [
    { title: '客户', dataIndex: 'company', ellipsis: true, width: 260 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, r) => <Tag color={COLOR[r.status]}>{r.status_text}</Tag>,
    },
    { title: '客户说明', dataIndex: 'note', ellipsis: true },
    { title: '确认时期末余额', dataIndex: 'closing_balance', align: 'right', width: 130 },
    { title: '确认时期末欠款', dataIndex: 'closing_owed', align: 'right', width: 130 },
    { title: '回复时间', dataIndex: 'replied_at', valueType: 'dateTime', width: 160 },
  ];
  return (
    <PageContainer>
      <DatePicker
        picker="month"
        value={dayjs(`${month}-01`)}
        onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
        allowClear={false}
        style={{ marginBottom: 12 }}
      />
      <ProTable<Row>
        rowKey="user_id"
        size="small"
        search={false}
        columns={columns}
        params={{ month }}
        request={async (p) => {
          const r = await fetchStatements({ page: p.current, page_size: p.pageSize, month });
          return { data: r.list, total: r.total, success: true };
        }}
      />
    </PageContainer>
  );
}
