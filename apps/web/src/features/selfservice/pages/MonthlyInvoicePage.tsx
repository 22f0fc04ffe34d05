import '../../../lib/dayjsZh';
import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Radio, Table, message } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { monthlyInvoiceAskedText, type InvoiceProfile, type InvoiceProfileBody } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import {
  invoiceProfileKey,
  requestMonthlyInvoice,
  saveInvoiceProfile,
  useInvoiceProfile,
  useMonthlyPreview,
} from '../api/invoices';
import { InvoiceProfileFields } from '../components/InvoiceProfileFields';

const fields = (p: InvoiceProfile): InvoiceProfileBody => ({
  title: p.title,
  tax_no: p.tax_no,
  reg_address: p.reg_address,
  reg_phone: p.reg_phone,
  bank_name: p.bank_name,
  bank_account: p.bank_account,
});

/** /dzfp/hb 月度合并开票 and 开票资料: one invoice for a month's received orders, 专票 details kept on file. */
export default function MonthlyInvoicePage() {
  const qc = useQueryClient();
  const profile = useInvoiceProfile();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const preview = useMonthlyPreview(month);
  const [type, setType] = useState<1 | 2>(2);
  const [sending, setSending] = useState(false);
  const [profileForm] = Form.useForm<InvoiceProfileBody>();
  const [requestForm] = Form.useForm<InvoiceProfileBody>();
  if (!profile.data) return <MemberFrame>{null}</MemberFrame>;
  const orders = preview.data?.orders ?? [];
  const asked = preview.data?.invoice ?? null;

  const submit = async (values: InvoiceProfileBody) => {
    setSending(true);
    try {
      const inv = await requestMonthlyInvoice({ ...values, month, type });
      void message.success(`${month} 合并发票已申请（${inv.order_count} 单，¥${inv.amount}）`);
      void qc.invalidateQueries({ queryKey: ['user', 'invoices'] });
    } catch {
      // The client showed the refusal (no order left to invoice, a field wrong).
    } finally {
      setSending(false);
    }
  };

  return (
    <MemberFrame>
      <Panel title="月度合并开票" extra={<Link to="/dzfp">返回电子发票</Link>}>
        <div className="ky-mc-toolbar">
          <span>开票月份：</span>
          <DatePicker
            picker="month"
            size="small"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            aria-label="开票月份"
          />
          <span style={{ marginLeft: 16 }}>
            可开票订单 <strong>{orders.length}</strong> 单，合计{' '}
            <strong style={{ color: '#d4282d' }}>¥{preview.data?.amount ?? '0.00'}</strong>
          </span>
        </div>
        {asked && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 8 }}
            message={
              <>
                {monthlyInvoiceAskedText(asked)}。每月只能申请一次，可在<Link to="/dzfp">电子发票</Link>
                中查看和下载。
              </>
            }
          />
        )}
        <Table
          size="small"
          bordered
          rowKey="id"
          loading={preview.isLoading}
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={orders}
          locale={{ emptyText: asked ? '该月订单已合并开票' : '该月没有已完成且尚未开票的订单' }}
          columns={[
            { title: '订单号', render: (_, o) => <Link to={`/order/info/${o.id}`}>{o.order_no}</Link> },
            { title: '完成时间', width: 160, render: (_, o) => fmtTime(o.done_at) },
            { title: '开票金额', width: 120, align: 'right', render: (_, o) => `¥${o.amount}` },
          ]}
        />
        <Form
          form={requestForm}
          layout="vertical"
          size="small"
          style={{ marginTop: 12 }}
          initialValues={fields(profile.data)}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item label="发票类型">
            <Radio.Group value={type} onChange={(e) => setType(e.target.value as 1 | 2)}>
              <Radio value={1}>增值税普通发票</Radio>
              <Radio value={2}>增值税专用发票</Radio>
            </Radio.Group>
          </Form.Item>
          <InvoiceProfileFields special={type === 2} />
          <Button
            type="primary"
            htmlType="submit"
            loading={sending}
            disabled={orders.length === 0 || asked !== null}
          >
            申请合并开票
          </Button>
          <span style={{ marginLeft: 12, color: '#999' }}>
            本次修改只用于这张发票；每个订单只开一次发票。
          </span>
        </Form>
      </Panel>
      <Panel title="开票资料（专票）">
        <Form
          form={profileForm}
          layout="vertical"
          size="small"
          initialValues={fields(profile.data)}
          onFinish={async (v) => {
            try {
              await saveInvoiceProfile(v);
              void message.success('开票资料已保存');
              void qc.invalidateQueries({ queryKey: invoiceProfileKey });
            } catch {
              // The field's message was shown by the client.
            }
          }}
        >
          <InvoiceProfileFields special={false} />
          <Button htmlType="submit">保存开票资料</Button>
        </Form>
      </Panel>
    </MemberFrame>
  );
}
