import './checkout-steps.css';

const STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

const check = (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z" />
  </svg>
);

/**
 * Spec §2 / §4: the cart flow's four steps shown above every cart page. `current` is 1-based like
 * the route names (/cart = 1 ... /cart/step4 = 4). Plain elements in antd's small Steps look
 * (checkout-steps.css): antd's Steps cost ~7 KB compressed before the cart could paint.
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="checkout-steps ky-steps" aria-label={`购物流程：第${current}步，${STEPS[current - 1]}`}>
      {STEPS.map((title, i) => {
        const state = i + 1 < current ? 'finish' : i + 1 === current ? 'process' : 'wait';
        return (
          <li
            key={title}
            className={`ky-step ky-step-${state}`}
            aria-current={state === 'process' ? 'step' : undefined}
          >
            <span className="ky-step-icon">{state === 'finish' ? check : i + 1}</span>
            <span className="ky-step-title">{title}</span>
            {i < STEPS.length - 1 && <span className="ky-step-rail" />}
          </li>
        );
      })}
    </ol>
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
