/**
 * 领券中心 (/lqzx). A claim is three conditional writes in one transaction: the batch counter
 * (`claimed + 1 <= total`), the buyer's tally (`number + 1 <= per_buyer`) and the wallet coupon.
 * Whatever fails rolls the others back, so there is never a coupon without its claim record nor
 * a counted claim without a coupon, and concurrent claims can never exceed the batch.
 */
import type { ClaimResult, CouponCampaign } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { findBuyer } from '../cart/cart.load';
import { ruleText, valueText } from '../wallet/wallet.service';
import {
  addWalletCoupon,
  campaignFor,
  countClaim,
  shownCampaigns,
  takeFromBatch,
  type CampaignRow,
} from './coupon-center.repo';

function stateOf(r: CampaignRow, now: Date): CouponCampaign['state'] {
  if (r.starts_at && new Date(r.starts_at) > now) return 'upcoming';
  if (!r.is_active || (r.ends_at && new Date(r.ends_at) <= now)) return 'ended';
  return r.claimed >= r.total ? 'sold_out' : 'active';
}

function view(r: CampaignRow, now: Date): CouponCampaign {
  return {
    id: r.id,
    title: r.title,
    kind: r.coupon.kind,
    rule_text: ruleText(r.coupon),
    value_text: valueText(r.coupon),
    total: r.total,
    remaining: Math.max(r.total - r.claimed, 0),
    per_buyer: r.per_buyer,
    claimed_by_me: r.mine,
    valid_days: r.valid_days,
    state: stateOf(r, now),
  };
}

/** Batches on show to this buyer: meant for them, not ended and switched on, by the operators' sort. */
export async function listCampaigns(
  db: Db,
  userId: number | null,
  now = new Date(),
): Promise<CouponCampaign[]> {
  const rows = await shownCampaigns(db, userId ?? 0, now);
  return rows.map((r) => view(r, now));
}

export async function claimCoupon(
  db: Db,
  userId: number,
  campaignId: number,
  now = new Date(),
): Promise<ClaimResult> {
  const buyer = await findBuyer(db, userId);
  if (!buyer?.is_passed) throw refused('您的资质尚未审核通过，暂不能领取优惠券');
  const campaign = await campaignFor(db, userId, campaignId);
  if (!campaign) throw notFound('领券活动不存在');
  if (!campaign.eligible) throw refused('该优惠券仅限指定客户领取');
  const state = stateOf(campaign, now);
  if (state === 'upcoming') throw refused('领券活动尚未开始');
  if (state === 'ended') throw refused('领券活动已结束');

  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const taken = await takeFromBatch(tx, campaignId, at);
    if (!taken) throw refused('来晚了，优惠券已被领完');
    if (!(await countClaim(tx, campaignId, userId, campaign.per_buyer)))
      throw refused(`每人限领${campaign.per_buyer}张，您已领满`);
    const endsAt = new Date(now.getTime() + taken.valid_days * 86_400_000);
    const couponId = await addWalletCoupon(tx, userId, taken.coupon_id, at, endsAt.toISOString());
    return {
      user_coupon_id: couponId ?? 0,
      ends_at: endsAt.toISOString(),
      remaining: taken.total - taken.claimed,
    };
  });
}
