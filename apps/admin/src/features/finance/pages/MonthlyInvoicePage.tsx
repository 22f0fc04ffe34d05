import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { PageContainer, ProForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Space, Table, Typography, message } from 'antd';
import { monthlyInvoiceAskedText, type Invoice, type MonthlyInvoicePreview } from '@shop/shared';
import { fetchMonthlyPreview, requestMonthlyInvoice } from '../api/finance-extra';
import { BuyerPicker } from '../components/BuyerPicker';

type Fields = Omit<MonthlyInvoicePreview['profile'], 'special_ready'> & { type: 1 | 2 };

/**
 * 代客开票: finance asks a buyer's monthly merged invoice (as the buyer would on /dzfp/hb), the
 * 开票资料 prefilled from the buyer's profile and editable for this request only.
 */
export function MonthlyInvoicePage() {
  const [userId, setUserId] = useState<number>();
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const [preview, setPreview] = useState<MonthlyInvoicePreview>();
  const [done, setDone] = useState<Invoice>();
  const [loading, setLoading] = useState(false);
  const ym = month.format('YYYY-MM');

  const load = async (id = userId) => {
    if (!id) return;
    setLoading(true);
    try {
      setPreview(await fetchMonthlyPreview(id, ym));
    } finally {
      setLoading(false);
    }
  };
  const submit = async (v: Fields) => {
    if (!userId) return false;
    const inv = await requestMonthlyInvoice(userId, { ...v, month: ym });
    void message.success(`已提交 ${ym} 月度合并开票申请：${inv.order_count} 笔订单，¥${inv.amount}`);
    setDone(inv);
    await load();
    return true;
  };
  const { special_ready: specialReady, ...profile } = preview?.profile ?? { special_ready: false };

  return (
    <PageContainer>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <span>客户</span>
          <BuyerPicker
            value={userId}
            onChange={(id) => {
              setUserId(id);
              setDone(undefined);
              setPreview(undefined);
            }}
          />
          <span>开票月份</span>
          <DatePicker
            picker="month"
            allowClear={false}
            value={month}
            onChange={(d) => {
              if (d) setMonth(d);
              setPreview(undefined);
            }}
            disabledDate={(d) => d.isAfter(dayjs(), 'month')}
          />
          <Button type="primary" disabled={!userId} loading={loading} onClick={() => void load()}>
            查询可开票订单
          </Button>
        </Space>
      </Card>
      {done && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${done.title} ${done.month ?? ''} 月度合并${done.type === 2 ? '专票' : '普票'}已申请：${done.order_count} 笔订单，¥${done.amount}，${done.status_text}`}
        />
      )}
      {preview?.invoice && !done && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${monthlyInvoiceAskedText(preview.invoice)}；每月只能申请一次`}
        />
      )}
      {preview && (
        <Row gutter={12}>
          <Col span={11}>
            <Card size="small" title={`${preview.month} 可开票订单`} extra={`合计 ¥${preview.amount}`}>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ y: 420 }}
                dataSource={preview.orders}
                locale={{ emptyText: <Empty description="该月没有已完成且尚未开票的订单" /> }}
                columns={[
                  { title: '订单号', dataIndex: 'order_no', width: 230 },
                  {
                    title: '完成时间',
                    dataIndex: 'done_at',
                    render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm'),
                  },
                  { title: '开票金额（元）', dataIndex: 'amount', align: 'right' },
                ]}
              />
            </Card>
          </Col>
          <Col span={13}>
            <Card size="small" title="开票资料（取自客户资料，可修改，仅对本次申请生效）">
              <ProForm<Fields>
                key={`${userId}-${preview.month}-${done?.id ?? 0}`}
                layout="horizontal"
                labelCol={{ span: 6 }}
                initialValues={{ ...profile, type: specialReady ? 2 : 1 }}
                onFinish={submit}
                submitter={{
                  searchConfig: { submitText: '提交开票申请' },
                  resetButtonProps: false,
                  submitButtonProps: { disabled: preview.orders.length === 0 || preview.invoice !== null },
                }}
              >
                <ProFormRadio.Group
                  name="type"
                  label="发票类型"
                  options={[
                    { value: 1, label: '普通发票' },
                    { value: 2, label: '增值税专用发票' },
                  ]}
                />
                <ProFormText
                  name="title"
                  label="发票抬头"
                  rules={[{ required: true, message: '请填写发票抬头' }]}
                />
                <ProFormText
                  name="tax_no"
                  label="纳税人识别号"
                  rules={[{ required: true, message: '请填写纳税人识别号' }]}
                />
                <ProFormText name="reg_address" label="注册地址" />
                <ProFormText name="reg_phone" label="注册电话" />
                <ProFormText name="bank_name" label="开户银行" />
                <ProFormText name="bank_account" label="银行账号" />
              </ProForm>
              {!specialReady && (
                <Typography.Text type="secondary">
                  客户开票资料不全：开具专票须补全注册地址、电话、开户银行与账号。
                </Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
