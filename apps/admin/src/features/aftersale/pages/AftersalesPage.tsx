import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { AFTERSALE_STATUS_TEXT } from '@shop/shared';
import { bulkAftersales, fetchAftersales, type AftersaleRow } from '../api/aftersales';
import { BulkActions, type BulkAction } from '../../../components/BulkActions';
import { useCan } from '../../../lib/session';
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
  const ref = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const can = useCan();
  const actions: BulkAction[] = [
    ...(can('aftersale.handle')
      ? [{ key: 'receive', label: '批量确认收货', run: (ids: number[]) => bulkAftersales('receive', ids) }]
      : []),
    ...(can('aftersale.refund')
      ? [{ key: 'refund', label: '批量退款', run: (ids: number[]) => bulkAftersales('refund', ids) }]
      : []),
  ];
  return (
    <PageContainer title="退货与售后">
      <ProTable<AftersaleRow>
        actionRef={ref}
        rowSelection={
          actions.length > 0
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: selected,
                onChange: (k) => setSelected(k as number[]),
              }
            : false
        }
        tableAlertRender={false}
        toolBarRender={() => [
          <BulkActions
            key="bulk"
            selected={selected}
            actions={actions}
            rowName={(id) => `售后单 #${id}`}
            onDone={(done) => {
              setSelected((s) => s.filter((id) => !done.includes(id)));
              void ref.current?.reload();
            }}
          />,
        ]}
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
