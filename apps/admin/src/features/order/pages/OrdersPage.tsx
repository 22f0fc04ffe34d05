import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PageContainer,
  ProTable,
  type ActionType,
  type ProColumns,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Button, Tag, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { ORDER_STATUS_TEXT, PAY_TYPE_TEXT, type AdminOrderRow } from '@shop/shared';
import { BulkActions, type BulkAction, type BulkDialogProps } from '../../../components/BulkActions';
import { BulkShipDialog } from '../components/BulkShipDialog';
import { SavedFilters } from '../../../components/SavedFilters';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { WIDE_SCREEN, useMinWidth } from '../../../lib/use-min-width';
import { bulkPickOrders, bulkPrintableOrders, fetchOrders } from '../api/orders';
import { deliveryNotesPdf, pickListPdf } from '../../warehouse';

const STATUS_COLOR: Record<string, string> = {
  unpaid: 'default',
  awaiting_transfer: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  done: 'green',
  cancelled: 'default',
};
const enumOf = (m: Record<string, string>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { text: v }]));

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Widths chosen so the table fits at 1280 px without scrolling sideways (order number on one line,
 * 下单时间 whole, 操作 fixed right); 收货地区 and 品种 join where the screen has room (1440 px).
 */
const columnsFor = (wide: boolean): ProColumns<AdminOrderRow>[] => [
  {
    title: '关键词',
    dataIndex: 'keyword',
    hideInTable: true,
    fieldProps: { placeholder: '订单号/客户名称/账号/手机' },
  },
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 215,
    fixed: 'left',
    search: false,
    render: (_, r) => (
      <Link to={`/orders/${r.id}`} style={nowrap}>
        {r.order_no}
      </Link>
    ),
  },
  {
    title: '下单时间',
    dataIndex: 'created_at',
    width: 140,
    valueType: 'dateRange',
    render: (_, r) => <span style={nowrap}>{dayjs(r.created_at).format('YYYY-MM-DD HH:mm')}</span>,
    search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
  },
  { title: '客户', dataIndex: 'buyer_company', ellipsis: true, search: false },
  { title: '收货地区', dataIndex: 'region', width: 110, ellipsis: true, search: false, hideInTable: !wide },
  {
    title: '状态',
    dataIndex: 'status',
    width: 92,
    valueEnum: enumOf(ORDER_STATUS_TEXT),
    render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>,
  },
  { title: '支付方式', dataIndex: 'pay_type', width: 84, valueEnum: enumOf(PAY_TYPE_TEXT) },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 64,
    valueEnum: { normal: { text: '普通' }, ephedrine: { text: '含麻黄碱' } },
    render: (_, r) =>
      r.kind === 'ephedrine' ? (
        <Tooltip title="含麻黄碱类复方制剂">
          <Tag color="red">含麻</Tag>
        </Tooltip>
      ) : (
        '普通'
      ),
  },
  { title: '品种', dataIndex: 'goods_count', width: 52, search: false, align: 'right', hideInTable: !wide },
  {
    title: '应付金额',
    dataIndex: 'payable',
    width: 100,
    search: false,
    align: 'right',
    render: (_, r) => <span style={nowrap}>¥{r.payable}</span>,
  },
  {
    title: '操作',
    valueType: 'option',
    width: 56,
    fixed: 'right',
    render: (_, r) => <Link to={`/orders/${r.id}`}>详情</Link>,
  },
];

/** 订单管理: every order, filtered on the server, with an Excel export of the same filter. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const can = useCan();
  const wide = useMinWidth(WIDE_SCREEN);
  const ref = useRef<ActionType>(null);
  const form = useRef<ProFormInstance>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  // The rows seen on any page: a refused row is named by its number, 批量发货 lists each chosen row.
  const seen = useRef(new Map<number, AdminOrderRow>());
  const actions: BulkAction[] = [
    ...(can('order.ship')
      ? [
          {
            key: 'pick',
            label: '生成拣货单',
            run: async (ids: number[]) => {
              const r = await bulkPickOrders(ids);
              if (r.pick_list) window.open(pickListPdf(r.pick_list.id), '_blank');
              return r;
            },
          },
          {
            key: 'ship',
            label: '批量发货',
            dialog: (p: BulkDialogProps) => <BulkShipDialog {...p} rows={[...seen.current.values()]} />,
          },
        ]
      : []),
    {
      key: 'print',
      label: '打印随货同行单',
      run: async (ids: number[]) => {
        const r = await bulkPrintableOrders(ids);
        if (r.done.length) window.open(deliveryNotesPdf(r.done), '_blank');
        return r;
      },
    },
  ];
  return (
    <PageContainer title="订单管理">
      <ProTable<AdminOrderRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        columns={columnsFor(wide)}
        scroll={{ x: wide ? 1100 : 940 }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected,
          onChange: (k) => setSelected(k as number[]),
        }}
        tableAlertRender={false}
        form={{ initialValues: { status: params.get('status') ?? undefined } }}
        request={async ({ current, pageSize, ...rest }) => {
          setFilters(rest);
          const res = await fetchOrders({ ...rest, page: current, page_size: pageSize });
          for (const r of res.list) seen.current.set(r.id, r);
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        formRef={form}
        toolBarRender={() => [
          <SavedFilters key="saved" table="orders" form={form} />,
          <BulkActions
            key="bulk"
            selected={selected}
            actions={actions}
            rowName={(id) => `订单 ${seen.current.get(id)?.order_no ?? `#${id}`}`}
            onDone={(done) => {
              setSelected((s) => s.filter((id) => !done.includes(id)));
              void ref.current?.reload();
            }}
          />,
          can('order.export') && (
            <Button
              key="x"
              icon={<DownloadOutlined />}
              onClick={() => void download('/orders/export', filters)}
            >
              导出Excel
            </Button>
          ),
        ]}
      />
    </PageContainer>
  );
}
