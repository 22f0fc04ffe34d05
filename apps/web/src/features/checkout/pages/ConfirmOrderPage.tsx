import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useConfirmQuery } from '../api/confirm';
import { AddressSection } from '../components/AddressSection';
import { CheckoutHeader } from '../components/CheckoutSteps';
import { ConfirmLines } from '../components/ConfirmLines';
import { CouponSection } from '../components/CouponSection';
import { InvoiceSection } from '../components/InvoiceSection';
import { Panel } from '../../../components/common/Panel';
import { PayTypeSection } from '../components/PayTypeSection';
import { PurchaserForm, type PurchaserValues } from '../components/PurchaserForm';
import { SubmitBar } from '../components/SubmitBar';
import { useConfirmChoices } from '../lib/useConfirmChoices';
import { useSubmitOrder } from '../lib/useSubmitOrder';

export const REMARK_MAX = 200;

/** /cart/step2 确认订单信息: the cart's selection (?ids=) priced by the server, ready to place. */
export default function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').trim();
  const [couponId, setCouponId] = useState<number | null>(null);
  const confirm = useConfirmQuery(ids, couponId);
  const data = confirm.data;
  const c = useConfirmChoices(data, couponId);
  const [purchaserForm] = Form.useForm<PurchaserValues>();
  const { submit, submitting } = useSubmitOrder(ids, data);

  const frame = (body: ReactNode) => (
    <div style={{ width: 1200, margin: '0 auto 24px' }}>
      <CheckoutHeader title="确认订单信息" current={2} />
      {body}
    </div>
  );

  if (!ids) {
    return frame(
      <Result
        status="info"
        title="请先在购物车中选择要结算的商品"
        extra={<Link to="/cart">返回购物车</Link>}
      />,
    );
  }
  if (confirm.isPending) return frame(<Skeleton active paragraph={{ rows: 12 }} />);
  if (!data) {
    return frame(
      <Result
        status="warning"
        title="订单信息加载失败"
        extra={[
          <Button key="r" type="primary" onClick={() => void confirm.refetch()}>
            重新加载
          </Button>,
          <Link key="c" to="/cart">
            返回购物车
          </Link>,
        ]}
      />,
    );
  }

  const address = data.addresses.find((a) => a.id === c.choices.addressId);
  const onSubmit = async () => {
    let purchaser: PurchaserValues | null = null;
    if (data.needs_purchaser) purchaser = await purchaserForm.validateFields().catch(() => null);
    if (data.needs_purchaser && !purchaser) return;
    await submit(c.choices, purchaser);
  };

  return frame(
    <>
      {data.blockers.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="当前选择的商品暂不能下单"
          description={data.blockers.map((b) => (
            <div key={b}>{b}</div>
          ))}
          action={<Link to="/cart">返回购物车修改</Link>}
        />
      )}
      <AddressSection addresses={data.addresses} selectedId={c.choices.addressId} onSelect={c.setAddressId} />
      <PayTypeSection options={data.pay_types} value={c.choices.payType} onChange={c.setPayType} />
      <InvoiceSection invoice={data.invoice} value={c.choices.invoiceType} onChange={c.setInvoiceType} />
      <Panel title="商品清单" extra={<Link to="/cart">返回购物车修改</Link>}>
        {data.groups.map((g) => (
          <ConfirmLines key={g.kind} group={g} />
        ))}
      </Panel>
      {data.needs_purchaser && <PurchaserForm form={purchaserForm} />}
      <CouponSection
        coupons={data.coupons}
        value={c.choices.couponId}
        bestId={data.best_coupon_id}
        loading={confirm.isFetching}
        onChange={setCouponId}
      />
      <SubmitBar
        amounts={data.amounts}
        address={address}
        orderCount={data.groups.length}
        disabled={data.blockers.length > 0 || !address || confirm.isFetching}
        submitting={submitting}
        onSubmit={() => void onSubmit()}
        side={
          <div>
            <div style={{ fontWeight: 600, marginBottom: 6 }}>订单备注</div>
            <Input.TextArea
              aria-label="订单备注"
              value={c.choices.remark}
              onChange={(e) => c.setRemark(e.target.value)}
              maxLength={REMARK_MAX}
              showCount
              rows={2}
              placeholder="选填：对本次订单的说明，如送货时间要求（最多200字）"
            />
          </div>
        }
      />
    </>,
  );
}
