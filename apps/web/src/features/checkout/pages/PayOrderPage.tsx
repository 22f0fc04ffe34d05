import { useState, type ReactNode } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { BankAccountCard } from '../components/BankAccountCard';
import { TransferWaiting } from '../components/TransferWaiting';
import { CheckoutHeader } from '../components/CheckoutSteps';
import { OnlinePayBox } from '../components/OnlinePayBox';
import { Panel } from '../../../components/common/Panel';
import { PayMethods } from '../components/PayMethods';
import { PayOrderSummary } from '../components/PayOrderSummary';
import { usePayFlow } from '../lib/usePayFlow';

const toId = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * /cart/step3/:id 支付订单 and /cart/hm?id= (the ephedrine order, with its purchaser record):
 * balance, bank transfer or the online gateway's QR.
 */
export default function PayOrderPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = toId(params.id ?? search.get('id'));
  const hmId = toId(search.get('hm')) || null;
  const flow = usePayFlow(id, hmId);
  // A buyer who chose 对公转账 may still pay another way before the transfer is confirmed.
  const [switching, setSwitching] = useState(false);
  const info = flow.data;

  const frame = (body: ReactNode) => (
    <div style={{ width: 1200, margin: '0 auto 24px' }}>
      <CheckoutHeader title="支付订单" current={3} />
      {body}
    </div>
  );

  if (!id)
    return frame(<Result status="404" title="订单不存在" extra={<Link to="/order">查看我的订单</Link>} />);
  if (flow.info.isPending) return frame(<Skeleton active paragraph={{ rows: 8 }} />);
  if (!info) {
    return frame(
      <Result
        status="warning"
        title="订单信息加载失败"
        extra={<Button onClick={() => void flow.info.refetch()}>重新加载</Button>}
      />,
    );
  }
  if (info.status === 'cancelled') {
    return frame(
      <Result
        status="warning"
        title="订单已取消"
        subTitle={`订单号 ${info.order_no} 已取消（超时未支付或已手动取消），可再次购买。`}
        extra={<Link to={`/order/info/${info.id}`}>查看订单详情</Link>}
      />,
    );
  }

  const offline = flow.payType === 'offline';
  const awaiting = info.status === 'awaiting_transfer';
  return frame(
    <>
      <PayOrderSummary info={info} onExpired={() => void flow.info.refetch()} />
      {awaiting && !switching ? (
        <TransferWaiting info={info} onSwitch={() => setSwitching(true)} />
      ) : (
        <Panel title="选择支付方式">
          <PayMethods info={info} value={flow.payType} onChange={flow.choose} />
          {offline && (
            <div style={{ marginTop: 12 }}>
              <BankAccountCard account={info.bank_account} orderNo={info.order_no} payable={info.payable} />
            </div>
          )}
          {flow.openOnline ? (
            <div style={{ marginTop: 12 }}>
              <OnlinePayBox
                payType={flow.openOnline.pay_type}
                cashierUrl={flow.openOnline.cashier_url}
                payable={info.payable}
              />
            </div>
          ) : (
            <div style={{ marginTop: 16, textAlign: 'right' }}>
              <Button
                type="primary"
                danger
                size="large"
                style={{ width: 180 }}
                loading={flow.paying}
                disabled={!flow.payType}
                onClick={() => void flow.payNow()}
              >
                {offline ? '我已了解，去转账' : '立即支付'}
              </Button>
            </div>
          )}
        </Panel>
      )}
      {hmId && (
        <Alert
          type="warning"
          showIcon
          title="本次还生成了一个含麻黄碱类药品订单，需单独支付。"
          action={<Link to={`/cart/hm?id=${hmId}`}>去支付含麻订单</Link>}
        />
      )}
    </>,
  );
}
