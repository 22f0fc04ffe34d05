import '../../../lib/dayjsZh';
import { useState } from 'react';
import { DatePicker, Input, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import { invoicePdfUrl, useInvoices, type InvoiceFilter } from '../api/invoices';

const FIRST: InvoiceFilter = { page: 1, order_no: '', start_date: '', end_date: '' };

/** /dzfp (alias /zzfw_dzfp) 电子发票查询: invoices of received orders, each opening as a PDF. */
export default function InvoicePage() {
  const [f, setF] = useState<InvoiceFilter>(FIRST);
  const q = useInvoices(f);
  return (
    <MemberFrame>
      <Panel title="电子发票" extra={<Link to="/dzfp/hb">月度合并开票 / 开票资料</Link>}>
        <p style={{ color: '#666', marginTop: 0 }}>
          下单时选择开具发票的订单，确认收货后系统自动开具电子发票，可在此查询和下载，与纸质发票具有同等法律效力。
        </p>
        <div className="ky-mc-toolbar">
          <Input.Search
            size="small"
            allowClear
            placeholder="订单号"
            style={{ width: 220 }}
            onSearch={(v) => setF({ ...f, page: 1, order_no: v.trim() })}
            aria-label="按订单号查询"
          />
          <span style={{ marginLeft: 12 }}>开票日期：</span>
          <DatePicker.RangePicker
            size="small"
            allowEmpty={[true, true]}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) =>
              setF({
                ...f,
                page: 1,
                start_date: v?.[0]?.format('YYYY-MM-DD') ?? '',
                end_date: v?.[1]?.format('YYYY-MM-DD') ?? '',
              })
            }
            placeholder={['开始日期', '结束日期']}
          />
        </div>
        <Table
          size="small"
          bordered
          rowKey="id"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: '暂无电子发票。下单时选择开具发票，确认收货后即可在此查询' }}
          pagination={{
            current: f.page,
            pageSize: 10,
            total: q.data?.total ?? 0,
            onChange: (page) => setF({ ...f, page }),
            showSizeChanger: false,
          }}
          columns={[
            { title: '发票号码', dataIndex: 'invoice_no', width: 176, render: (n: string) => n || '—' },
            {
              title: '订单号',
              width: 210,
              render: (_, i) =>
                i.month ? i.order_no : <Link to={`/order/info/${i.order_id}`}>{i.order_no}</Link>,
            },
            { title: '发票类型', dataIndex: 'type_text', width: 118 },
            {
              title: '发票抬头 / 税号',
              ellipsis: true,
              render: (_, i) => (
                <>
                  <div>{i.title}</div>
                  <div style={{ color: '#999', fontSize: 12 }}>{i.tax_no}</div>
                </>
              ),
            },
            { title: '金额', width: 96, align: 'right', render: (_, i) => `¥${i.amount}` },
            {
              title: '状态',
              width: 80,
              render: (_, i) => <Tag color={i.status === 'issued' ? 'green' : 'orange'}>{i.status_text}</Tag>,
            },
            { title: '开票时间', width: 136, render: (_, i) => (i.issued_at ? fmtTime(i.issued_at) : '—') },
            {
              title: '操作',
              width: 72,
              render: (_, i) =>
                i.status === 'issued' ? (
                  <a href={invoicePdfUrl(i.id)} target="_blank" rel="noreferrer">
                    查看PDF
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
