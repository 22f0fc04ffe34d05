import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { usePayInfoQuery } from '../api/payInfo';
import { CheckoutHeader } from '../components/CheckoutSteps';
import { isPaidStatus } from '../lib/paidTarget';

const toId = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** /cart/step4 支付完成 (?id= the order just paid, &hm= an ephedrine order still to pay). */
export default function PaidPage() {
  const [search] = useSearchParams();
  const id = toId(search.get('id'));
  const hmId = toId(search.get('hm'));
  const info = usePayInfoQuery(id, false);
  const d = info.data;

  let body;
  if (id && info.isPending) body = <Skeleton active />;
  else if (!d) {
    body = <Result status="success" title="支付完成" extra={<Link to="/order">查看我的订单</Link>} />;
  } else {
    const paid = isPaidStatus(d.status);
    body = (
      <Result
        status={paid ? 'success' : 'info'}
        title={paid ? '支付成功，我们将尽快为您安排发货！' : `订单状态：${d.status_text}`}
        subTitle={
          <span>
            订单号：<strong data-testid="paid-order-no">{d.order_no}</strong>
            {'\u3000'}实付金额：
            <strong style={{ color: '#d4282d' }}>¥{d.payable}</strong>
          </span>
        }
        extra={
          <Space>
            <Link to={`/order/info/${d.id}`}>
              <Button type="primary">查看订单详情</Button>
            </Link>
            <Link to="/order">
              <Button>我的订单</Button>
            </Link>
            <Link to="/">
              <Button>继续采购</Button>
            </Link>
          </Space>
        }
      />
    );
  }

  return (
    <div style={{ width: 1200, margin: '0 auto 24px' }}>
      <CheckoutHeader title="支付完成" current={4} />
      <div style={{ background: '#fff', border: '1px solid #e5e5e5', padding: 12 }}>
        {hmId > 0 && (
          <Alert
            type="warning"
            showIcon
            title="您还有一个含麻黄碱类药品订单待支付，超时未支付将被自动取消。"
            action={<Link to={`/cart/hm?id=${hmId}`}>立即支付</Link>}
          />
        )}
        {body}
      </div>
    </div>
  );
}
