import { ClockCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { UserCoupon } from '@shop/shared';

const day = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

function validity(c: UserCoupon): string {
  if (!c.starts_at && !c.ends_at) return '长期有效';
  if (!c.ends_at) return `${day(c.starts_at)} 起`;
  return `${c.starts_at ? `${day(c.starts_at)} 至 ` : '至 '}${day(c.ends_at)}`;
}

/** One coupon or cash voucher: face value left, rule and validity right; greyed once used or expired. */
export function CouponCard({ c }: { c: UserCoupon }) {
  const cls = ['ky-mc-coupon', c.kind === 'voucher' ? 'is-voucher' : '', c.status === 1 ? '' : 'is-off']
    .filter(Boolean)
    .join(' ');
  const money = !c.value_text.includes('折');
  return (
    <div className={cls} data-testid="coupon">
      <div className="ky-mc-coupon-value">
        <strong>
          {money && <small style={{ fontSize: 13 }}>¥</small>}
          {c.value_text.replace(/^¥/, '')}
        </strong>
        <span style={{ fontSize: 12 }}>{c.rule_text}</span>
      </div>
      <div className="ky-mc-coupon-body">
        <b title={c.name}>{c.name}</b>
        <div style={{ whiteSpace: 'nowrap' }}>
          <ClockCircleOutlined /> {validity(c)}
        </div>
        <div>
          状态：{c.status_text}
          {c.order_no && <span style={{ marginLeft: 6 }}>订单 {c.order_no}</span>}
        </div>
      </div>
    </div>
  );
}
