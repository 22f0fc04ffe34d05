import { Steps } from 'antd';

const STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

/**
 * Spec §2 / §4: the cart flow's four steps shown above every cart page. `current` is 1-based like
 * the route names (/cart = 1 ... /cart/step4 = 4).
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <div className="checkout-steps" style={{ width: 640, margin: '4px 0 0 auto' }}>
      <Steps
        size="small"
        current={current - 1}
        items={STEPS.map((title) => ({ title }))}
        aria-label={`购物流程：第${current}步，${STEPS[current - 1]}`}
      />
    </div>
  );
}

/** Page heading row: title on the left, progress on the right, as on every Chinese B2B cart. */
export function CheckoutHeader({ title, current }: { title: string; current: 1 | 2 | 3 | 4 }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '14px 0 10px',
        borderBottom: '2px solid #0b7a4b',
        marginBottom: 12,
      }}
    >
      <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: '#222' }}>{title}</h1>
      <CheckoutSteps current={current} />
    </div>
  );
}
