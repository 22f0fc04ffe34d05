import { useState } from 'react';
import {
  ModalForm,
  PageContainer,
  ProFormDatePicker,
  ProFormDateRangePicker,
  ProTable,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { LEDGER_KINDS } from '@shop/shared';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { fetchLedger, type LedgerPage } from '../api/warehouse';

type Row = LedgerPage['list'][number];
const columns: ProColumns<Row>[] = [
  { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '商品/批号/单据' } },
  {
    title: '时间',
    dataIndex: 'at',
    width: 140,
    valueType: 'dateRange',
    render: (_, r) => dayjs(r.at).format('MM-DD HH:mm:ss'),
    search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
  },
  { title: '商品', dataIndex: 'goods_name', ellipsis: true, search: false },
  { title: '批号', dataIndex: 'batch_no', width: 120, search: false },
  {
    title: '库区',
    dataIndex: 'area',
    width: 80,
    valueEnum: { saleable: { text: '可售' }, quarantine: { text: '不合格品' } },
  },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 90,
    render: (_, r) => r.kind_text,
    valueEnum: Object.fromEntries(Object.entries(LEDGER_KINDS).map(([k, text]) => [k, { text }])),
  },
  { title: '变动', dataIndex: 'delta', width: 70, align: 'right', search: false },
  { title: '变动前', dataIndex: 'qty_before', width: 70, align: 'right', search: false },
  { title: '变动后', dataIndex: 'qty_after', width: 70, align: 'right', search: false },
  // One line per movement: long operator and source texts end in an ellipsis (full text on hover).
  { title: '操作人', dataIndex: 'operator', width: 100, ellipsis: true, search: false },
  { title: '原因', dataIndex: 'reason', ellipsis: true, search: false },
  { title: '来源单据', dataIndex: 'source', width: 190, ellipsis: true, search: false },
];

/** 出入库流水: every movement of every batch; the same filter exports to Excel. GSP exports beside it. */
export function LedgerPage() {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const can = useCan();
  return (
    <PageContainer title="出入库流水">
      <ProTable<Row>
        rowKey="id"
        size="small"
        columns={columns}
        request={async ({ current, pageSize, ...rest }) => {
          setFilters(rest);
          const res = await fetchLedger({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        toolBarRender={() => [
          <Button
            key="x"
            icon={<DownloadOutlined />}
            onClick={() => void download('/warehouse/ledger/export', filters)}
          >
            导出流水
          </Button>,
          can('gsp.export') && (
            <ModalForm<{ range: [string, string] }>
              key="sales"
              title="导出GSP销售记录"
              width={420}
              trigger={<Button>GSP销售记录</Button>}
              onFinish={async (v) => {
                await download('/warehouse/sales-records/export', {
                  from: dayjs(v.range[0]).format('YYYY-MM-DD'),
                  to: dayjs(v.range[1]).format('YYYY-MM-DD'),
                });
                return true;
              }}
            >
              <ProFormDateRangePicker
                name="range"
                label="日期范围"
                rules={[{ required: true, message: '请选择日期范围' }]}
              />
            </ModalForm>
          ),
          can('gsp.export') && (
            <ModalForm<{ date: string }>
              key="codes"
              title="导出当日出库追溯码"
              width={360}
              trigger={<Button>出库追溯码</Button>}
              onFinish={async (v) => {
                await download('/warehouse/trace-codes/export', { date: dayjs(v.date).format('YYYY-MM-DD') });
                return true;
              }}
            >
              <ProFormDatePicker
                name="date"
                label="出库日期"
                initialValue={dayjs()}
                rules={[{ required: true, message: '请选择日期' }]}
              />
            </ModalForm>
          ),
        ]}
      />
    </PageContainer>
  );
}
