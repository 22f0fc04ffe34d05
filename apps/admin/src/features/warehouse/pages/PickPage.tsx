import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ModalForm,
  PageContainer,
  ProFormDateTimePicker,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Alert, App, Button, Space, Tag } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useCan } from '../../../lib/session';
import { createPickList, deliveryNotesPdf, fetchQueue, pickListPdf, type QueueRow } from '../api/warehouse';

type View = 'pickable' | 'picking' | 'checked';
const VIEWS: { key: View; label: string }[] = [
  { key: 'pickable', label: '待拣货' },
  { key: 'picking', label: '拣货中（待复核）' },
  { key: 'checked', label: '已复核待发货' },
];

const columns = (view: View): ProColumns<QueueRow>[] => [
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 190,
    render: (_, r) => <Link to={`/orders/${r.id}`}>{r.order_no}</Link>,
  },
  { title: '客户', dataIndex: 'company', ellipsis: true },
  {
    title: '付款时间',
    dataIndex: 'paid_at',
    width: 140,
    render: (_, r) => dayjs(r.paid_at).format('MM-DD HH:mm'),
  },
  { title: '品种', dataIndex: 'goods_count', width: 60, align: 'right' },
  { title: '件数', dataIndex: 'units', width: 70, align: 'right' },
  { title: '状态', dataIndex: 'status_text', width: 100, render: (_, r) => <Tag>{r.status_text}</Tag> },
  { title: '拣货单', dataIndex: 'pick_no', width: 150, hideInTable: view === 'pickable' },
  { title: '拣货员', dataIndex: 'picker', width: 90, hideInTable: view === 'pickable' },
  { title: '复核人', dataIndex: 'checker', width: 90, hideInTable: view !== 'checked' },
  {
    title: '操作',
    valueType: 'option',
    width: 110,
    render: (_, r) =>
      view === 'picking' ? (
        <Link to={`/warehouse/check/${r.id}`}>复核</Link>
      ) : view === 'checked' ? (
        <Link to={`/orders/${r.id}`}>发货</Link>
      ) : (
        <Link to={`/orders/${r.id}`}>详情</Link>
      ),
  },
];

/** 拣货单: paid orders (chosen, or a wave up to a time) become one pick list PDF; then 复核 and 发货. */
export function PickPage() {
  const [view, setView] = useState<View>('pickable');
  const [selected, setSelected] = useState<number[]>([]);
  const [last, setLast] = useState<{ id: number; pick_no: string; count: number } | null>(null);
  const ref = useRef<ActionType>(undefined);
  const can = useCan();
  const { message } = App.useApp();

  const created = (r: { id: number; pick_no: string; order_ids: number[] }) => {
    setLast({ id: r.id, pick_no: r.pick_no, count: r.order_ids.length });
    setSelected([]);
    message.success(`拣货单 ${r.pick_no} 已生成（${r.order_ids.length} 个订单）`);
    window.open(pickListPdf(r.id), '_blank', 'noopener');
    void ref.current?.reload();
  };

  return (
    <PageContainer title="拣货与复核">
      {last && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            <Space>
              拣货单 {last.pick_no}（{last.count} 个订单）已生成
              <a href={pickListPdf(last.id)} target="_blank" rel="noreferrer">
                <FilePdfOutlined /> 打开拣货单PDF
              </a>
            </Space>
          }
        />
      )}
      <ProTable<QueueRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={columns(view)}
        params={{ view }}
        request={async ({ current, pageSize }) => {
          const res = await fetchQueue({ view, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true }}
        rowSelection={
          view === 'picking'
            ? false
            : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
        }
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: view,
            items: VIEWS.map((v) => ({ key: v.key, label: v.label })),
            onChange: (k) => {
              setSelected([]);
              setView(k as View);
            },
          },
        }}
        toolBarRender={() =>
          view === 'pickable' && can('order.ship')
            ? [
                <Button
                  key="pick"
                  type="primary"
                  disabled={selected.length === 0}
                  onClick={() => void createPickList({ order_ids: selected }).then(created)}
                >
                  生成拣货单（{selected.length}）
                </Button>,
                <ModalForm<{ until: string }>
                  key="wave"
                  title="按波次生成拣货单"
                  width={420}
                  modalProps={{ destroyOnHidden: true }}
                  trigger={<Button>按波次</Button>}
                  onFinish={async (v) => {
                    created(await createPickList({ until: dayjs(v.until).toISOString() }));
                    return true;
                  }}
                >
                  <ProFormDateTimePicker
                    name="until"
                    label="付款截止时间（含）"
                    initialValue={dayjs()}
                    rules={[{ required: true, message: '请选择波次截止时间' }]}
                    extra="截止时间前付款、尚未拣货的订单全部进入本波次"
                  />
                </ModalForm>,
              ]
            : view === 'checked'
              ? [
                  <Button
                    key="notes"
                    icon={<PrinterOutlined />}
                    disabled={selected.length === 0}
                    href={deliveryNotesPdf(selected)}
                    target="_blank"
                  >
                    打印随货同行单（{selected.length}）
                  </Button>,
                ]
              : []
        }
      />
    </PageContainer>
  );
}
