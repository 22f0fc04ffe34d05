import { Link } from 'react-router';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { AFTERSALE_STATUS_TEXT } from '@shop/shared';
import { fetchAftersales, type AftersaleRow } from '../api/aftersales';
import { useUrlFilters } from '../../../lib/url-filters';

export const AFTERSALE_COLOR: Record<string, string> = {
  pending: 'orange',
  approved: 'blue',
  shipped: 'cyan',
  received: 'geekblue',
  refunded: 'green',
  rejected: 'red',
};

const columns: ProColumns<AftersaleRow>[] = [
  {
    title: '售后单',
    dataIndex: 'id',
    width: 80,
    search: false,
    render: (_, r) => <Link to={`/aftersales/${r.id}`}>#{r.id}</Link>,
  },
  { title: '订单号', dataIndex: 'order_no', width: 190, search: false },
  { title: '客户', dataIndex: 'buyer_company', width: 240, ellipsis: true, search: false },
  { title: '类型', dataIndex: 'kind_text', width: 90, search: false },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    valueEnum: Object.fromEntries(Object.entries(AFTERSALE_STATUS_TEXT).map(([k, v]) => [k, { text: v }])),
    render: (_, r) => <Tag color={AFTERSALE_COLOR[r.status]}>{r.status_text}</Tag>,
  },
  {
    title: '退款金额',
    dataIndex: 'refund',
    width: 110,
    align: 'right',
    search: false,
    render: (_, r) => `¥${r.refund}`,
  },
  {
    title: '申请时间',
    dataIndex: 'created_at',
    width: 150,
    search: false,
    render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD HH:mm'),
  },
  {
    title: '操作',
    valueType: 'option',
    width: 70,
    render: (_, r) => <Link to={`/aftersales/${r.id}`}>处理</Link>,
  },
];

/** 退货与售后: every request, filtered by status on the server. */
export function AftersalesPage() {
  const urlFilters = useUrlFilters();
  return (
    <PageContainer title="退货与售后">
      <ProTable<AftersaleRow>
        rowKey="id"
        size="small"
        columns={columns}
        request={async ({ current, pageSize, ...rest }) => {
          const res = await fetchAftersales({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ initialValues: urlFilters }}
      />
    </PageContainer>
  );
}
