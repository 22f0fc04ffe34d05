import { Button, Empty, Progress, Spin } from 'antd';
import { Link } from 'react-router';
import type { CouponCampaign } from '@shop/shared';
import { useCurrentUser } from '../../shell';
import { isSignedIn } from '../../shell';
import { useClaimCoupon, useCouponCenter } from '../api/couponCenter';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';
import { message } from '../../../lib/feedback';

const STATE_TEXT: Record<CouponCampaign['state'], string> = {
  upcoming: '即将开始',
  active: '立即领取',
  ended: '已结束',
  sold_out: '已领完',
};

function CampaignCard({ c, signedIn }: { c: CouponCampaign; signedIn: boolean }) {
  const claim = useClaimCoupon();
  const full = c.claimed_by_me >= c.per_buyer;
  const onClaim = () =>
    claim.mutate(c.id, { onSuccess: () => message.success(`领取成功，已放入「我的优惠券」`) });
  const taken = c.total - c.remaining;
  return (
    <li className={`ky-coupon-card${c.state === 'active' && !full ? '' : ' is-done'}`}>
      <div className="ky-coupon-value">
        <strong>{c.value_text}</strong>
        <span>{c.rule_text}</span>
      </div>
      <div className="ky-coupon-body">
        <h3>{c.title}</h3>
        <div className="ky-muted">
          {c.kind === 'voucher' ? '现金券' : '优惠券'} · 领取后{c.valid_days}天内有效 · 每人限领{c.per_buyer}
          张
        </div>
        <Progress
          percent={Math.round((taken / c.total) * 100)}
          size="small"
          status="active"
          format={() => `剩余${c.remaining}张`}
        />
      </div>
      <div className="ky-coupon-action">
        {!signedIn ? (
          <Link to="/login?redirect=/lqzx">登录领取</Link>
        ) : full ? (
          <Link to="/wdqb/yhq">已领取，去查看</Link>
        ) : (
          <Button
            type="primary"
            danger
            disabled={c.state !== 'active'}
            loading={claim.isPending}
            onClick={onClaim}
          >
            {STATE_TEXT[c.state]}
          </Button>
        )}
        {c.claimed_by_me > 0 && !full && <small>已领{c.claimed_by_me}张</small>}
      </div>
    </li>
  );
}

/** /lqzx 领券中心: claim coupons before ordering; claimed ones appear in /wdqb/yhq. */
export default function CouponCentrePage() {
  const { data, isPending } = useCouponCenter();
  const signedIn = isSignedIn(useCurrentUser());
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="领券中心" description="先领券再下单 · 结算时自动推荐最优券" adSlot="lqzx" />
      {isPending ? (
        <Spin spinning tip="加载中...">
          <div style={{ height: 200 }} />
        </Spin>
      ) : data?.length ? (
        <ul className="ky-coupon-grid">
          {data.map((c) => (
            <CampaignCard key={c.id} c={c} signedIn={signedIn} />
          ))}
        </ul>
      ) : (
        <Empty description="暂无可领取的优惠券" />
      )}
    </div>
  );
}
