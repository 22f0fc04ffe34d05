import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { useCouponNumQuery } from '../api/couponNum';
import { useUserMoneyQuery } from '../api/userMoney';

/** 我的钱包 at a glance: balance, points, usable coupons and cash vouchers. */
export function WalletStats() {
  const money = useUserMoneyQuery().data;
  const num = useCouponNumQuery().data;
  return (
    <Panel title="我的钱包" extra={<Link to="/wdqb/yegl">余额明细 &gt;</Link>}>
      <div className="ky-mc-stats">
        <Link className="ky-mc-stat" to="/wdqb/yegl">
          <strong>¥{money?.balance ?? '—'}</strong>账户余额
        </Link>
        <Link className="ky-mc-stat" to="/wdqb/jfgl">
          <strong>{money?.points ?? '—'}</strong>积分
        </Link>
        <Link className="ky-mc-stat" to="/wdqb/yhq">
          <strong>{num?.coupon ?? '—'}</strong>可用优惠券(张)
        </Link>
        <Link className="ky-mc-stat" to="/wdqb/xjq">
          <strong>{num?.voucher ?? '—'}</strong>可用现金券(张)
        </Link>
      </div>
    </Panel>
  );
}
