import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProFormCheckbox,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Alert, App, Button, Descriptions, Skeleton, Table, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import type { AdminOrderDetail, ShipBody } from '@shop/shared';
import { fileUrl } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { cancelOrder, confirmTransfer, shipOrder, useOrder } from '../api/orders';

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '德邦快递', '九州通医药物流'].map((v) => ({
  label: v,
  value: v,
}));
type Line = AdminOrderDetail['lines'][number];

export function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: o } = useOrder(id);
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  if (!o)
    return (
      <PageContainer title="订单详情">
        <Skeleton active />
      </PageContainer>
    );
  const done = async (msg: string) => {
    message.success(msg);
    await qc.invalidateQueries({ queryKey: ['admin', 'order', id] });
  };
  const actions = [
    o.actions.can_confirm_transfer && can('order.confirm_transfer') && (
      <ModalForm<{ amount: string; bank_serial: string; note: string }>
        key="t"
        title="确认对公转账到账"
        trigger={<Button type="primary">确认到账</Button>}
        onFinish={async (v) => (await confirmTransfer(id, v), await done('已确认到账'), true)}
      >
        <p>
          应收金额 ¥{o.payable}，已收 ¥{o.paid}
          。按银行流水填写实收金额：少于应收的部分仍待支付，多出的部分转入客户余额。
        </p>
        <ProFormText
          name="amount"
          label="实收金额（元）"
          rules={[{ required: true, message: '请填写到账金额' }]}
        />
        <ProFormText
          name="bank_serial"
          label="银行流水号"
          rules={[{ required: true, message: '请填写银行流水号' }]}
        />
        <ProFormText name="note" label="内部备注（客户不可见）" placeholder="如：工行 11-22 到账" />
      </ModalForm>
    ),
    o.actions.can_ship && can('order.ship') && (
      <ModalForm<ShipBody>
        key="s"
        title="拣货发货"
        trigger={<Button type="primary">发货</Button>}
        onFinish={async (v) => (
          await shipOrder(id, { ...v, id_checked: Boolean(v.id_checked) }),
          await done('已发货'),
          true
        )}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="按下单时分配的批次（近效期先出）拣货，批号见商品明细。"
        />
        <ProFormSelect
          name="company"
          label="物流公司"
          options={CARRIERS}
          rules={[{ required: true, message: '请选择物流公司' }]}
        />
        <ProFormText
          name="tracking_no"
          label="运单号"
          rules={[{ required: true, message: '请填写运单号' }]}
        />
        {o.purchaser && (
          <ProFormCheckbox name="id_checked" rules={[{ required: true, message: '请先核对身份证' }]}>
            已核对购买人 {o.purchaser.name}（{o.purchaser.id_no}）的身份证原件
          </ProFormCheckbox>
        )}
      </ModalForm>
    ),
    // Shipping waits for the second-person check; the 复核 screen is one click from here.
    o.status === 'picking' && can('warehouse.check') && (
      <Link key="c" to={`/warehouse/check/${id}`}>
        <Button type="primary">复核</Button>
      </Link>
    ),
    o.actions.can_print && (
      <Button key="p" href={fileUrl(`/orders/${id}/delivery-note.pdf`)} target="_blank">
        打印随货同行单
      </Button>
    ),
    o.actions.can_cancel && can('order.cancel') && (
      <ModalForm<{ reason: string }>
        key="c"
        title="取消订单"
        trigger={<Button danger>取消订单</Button>}
        onFinish={async (v) => (await cancelOrder(id, v.reason), await done('订单已取消'), true)}
      >
        <p>取消后库存退回原批次；已付款 ¥{o.paid} 将退回客户余额。</p>
        <ProFormTextArea
          name="reason"
          label="取消原因"
          rules={[{ required: true, message: '请填写取消原因' }]}
        />
      </ModalForm>
    ),
  ].filter(Boolean);

  return (
    <PageContainer
      title={`订单 ${o.order_no}`}
      tags={<Tag color="blue">{o.status_text}</Tag>}
      extra={actions}
    >
      {o.purchaser && (
        <Alert
          style={{ marginBottom: 12 }}
          type={o.purchaser.id_valid ? 'warning' : 'error'}
          showIcon
          title={`含麻黄碱订单：发货前须核对购买人 ${o.purchaser.name} 身份证 ${o.purchaser.id_no}${o.purchaser.id_valid ? '' : '（号码无效）'}`}
        />
      )}
      <ProCard split="vertical" variant="outlined">
        <ProCard title="客户与收货" colSpan="50%">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="客户">
              {o.buyer.company}（{o.buyer_username}）
            </Descriptions.Item>
            <Descriptions.Item label="许可证号">{o.buyer.drug_license_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="收货人">
              {o.address.consignee} {o.address.phone}
            </Descriptions.Item>
            <Descriptions.Item label="地址">
              {o.address.province}
              {o.address.city}
              {o.address.district}
              {o.address.detail}
            </Descriptions.Item>
            <Descriptions.Item label="备注">{o.remark || '—'}</Descriptions.Item>
          </Descriptions>
        </ProCard>
        <ProCard title="金额与物流">
          <Descriptions column={2} size="small">
            <Descriptions.Item label="商品金额">¥{o.goods_amount}</Descriptions.Item>
            <Descriptions.Item label="优惠">-¥{o.discount}</Descriptions.Item>
            <Descriptions.Item label="运费">¥{o.shipping_fee}</Descriptions.Item>
            <Descriptions.Item label="应付">¥{o.payable}</Descriptions.Item>
            <Descriptions.Item label="支付方式">{o.pay_type_text}</Descriptions.Item>
            <Descriptions.Item label="已付">¥{o.paid}</Descriptions.Item>
            <Descriptions.Item label="物流" span={2}>
              {o.logistics.tracking_no ? `${o.logistics.company} ${o.logistics.tracking_no}` : '未发货'}
            </Descriptions.Item>
          </Descriptions>
        </ProCard>
      </ProCard>
      <ProCard title="商品明细（批号按近效期先出分配）" style={{ marginTop: 12 }} variant="outlined">
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={o.lines}
          columns={[
            { title: '品名', dataIndex: 'name' },
            { title: '规格', dataIndex: 'ypgg', width: 140 },
            { title: '生产企业', dataIndex: 'sccj' },
            { title: '批准文号', dataIndex: 'approval_no', width: 150 },
            {
              title: '批号 / 有效期 / 数量',
              render: (_, l) =>
                l.lots.map((x) => (
                  <div key={x.batch_no}>
                    {x.batch_no} / {x.expires_on} / {x.number}
                  </div>
                )),
            },
            { title: '数量', dataIndex: 'number', width: 60, align: 'right' },
            { title: '单价', dataIndex: 'price', width: 80, align: 'right' },
            {
              title: '金额',
              width: 260,
              align: 'right',
              // Above a 秒杀 cap: the flash part and the part at the normal price, summing to the line.
              render: (_, l) => (
                <>
                  {l.total}
                  {l.parts.length > 1 &&
                    l.parts.map((p) => (
                      <div key={`${p.reason ?? ''}-${p.price}`} style={{ fontSize: 12, color: '#595959' }}>
                        {p.number}
                        {l.bzdw} × {p.price}
                        {p.reason ? ` ${p.reason}` : ''} = {p.total}
                      </div>
                    ))}
                </>
              ),
            },
          ]}
        />
      </ProCard>
      <ProCard title="订单进度" style={{ marginTop: 12 }} variant="outlined">
        <Timeline
          items={o.events.map((e) => ({
            content: `${dayjs(e.at).format('YYYY-MM-DD HH:mm')}  ${e.text}${e.note ? `（${e.note}）` : ''}`,
          }))}
        />
      </ProCard>
    </PageContainer>
  );
}
