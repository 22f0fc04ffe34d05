/**
 * 领券中心 (/lqzx). A claim is three conditional writes in one transaction: the batch counter
 * (`claimed + 1 <= total`), the buyer's tally (`number + 1 <= per_buyer`) and the wallet coupon.
 * Whatever fails rolls the others back, so there is never a coupon without its claim record nor
 * a counted claim without a coupon, and concurrent claims can never exceed the batch.
 */
import { sql } from 'drizzle-orm';
import type { ClaimResult, CouponCampaign } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound, refused } from '../../lib/errors';
import { findBuyer } from '../cart/cart.load';
import { ruleText, valueText, type WalletCouponRow } from '../wallet/wallet.service';

interface CampaignRow {
  id: number;
  title: string;
  total: number;
  claimed: number;
  per_buyer: number;
  valid_days: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  mine: number;
  /** The buyer is one the campaign is for (its kinds, provinces or named buyers). */
  eligible: boolean;
  coupon: WalletCouponRow;
}

/**
 * Whether buyer `userId` may claim from campaign `cc`: named, or in every list that is set
 * (regions as GB/T 2260 codes of a province, city or district, against the company's three codes). A
 * visitor (0) is only offered campaigns open to all.
 */
const eligibleFor = (userId: number) => sql`(
  (cardinality(cc.company_kinds) = 0 AND cardinality(cc.provinces) = 0 AND cardinality(cc.user_ids) = 0)
  OR ${userId} = ANY(cc.user_ids)
  OR ((cardinality(cc.company_kinds) > 0 OR cardinality(cc.provinces) > 0) AND EXISTS (
    SELECT 1 FROM users u JOIN companies co ON co.id = u.company_id WHERE u.id = ${userId}
      AND (cardinality(cc.company_kinds) = 0 OR co.kind = ANY(cc.company_kinds))
      AND (cardinality(cc.provinces) = 0
        OR cc.provinces && ARRAY[co.province_code, co.city_code, co.district_code]))))`;

const SELECT = (userId: number) => sql`
  SELECT cc.id, cc.title, cc.total, cc.claimed, cc.per_buyer, cc.valid_days, cc.starts_at, cc.ends_at,
         cc.is_active, coalesce(cl.number, 0) AS mine, ${eligibleFor(userId)} AS eligible,
         json_build_object('name', c.name, 'kind', c.kind, 'rule_type', c.rule_type,
           'threshold_fen', c.threshold_fen::int, 'amount_fen', c.amount_fen::int,
           'rate_permille', c.rate_permille, 'max_discount_fen', c.max_discount_fen::int) AS coupon
    FROM coupon_campaigns cc
    JOIN coupons c ON c.id = cc.coupon_id
    LEFT JOIN coupon_claims cl ON cl.campaign_id = cc.id AND cl.user_id = ${userId}`;

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
  const rows = await queryRows<CampaignRow>(
    db,
    sql`${SELECT(userId ?? 0)} WHERE cc.is_active AND (cc.ends_at IS NULL OR cc.ends_at > ${now.toISOString()})
          AND ${eligibleFor(userId ?? 0)}
        ORDER BY cc.sort DESC, cc.id`,
  );
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
  const [campaign] = await queryRows<CampaignRow>(db, sql`${SELECT(userId)} WHERE cc.id = ${campaignId}`);
  if (!campaign) throw notFound('领券活动不存在');
  if (!campaign.eligible) throw refused('该优惠券仅限指定客户领取');
  const state = stateOf(campaign, now);
  if (state === 'upcoming') throw refused('领券活动尚未开始');
  if (state === 'ended') throw refused('领券活动已结束');

  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [taken] = await queryRows<{
      claimed: number;
      total: number;
      coupon_id: number;
      valid_days: number;
    }>(
      tx,
      sql`UPDATE coupon_campaigns SET claimed = claimed + 1
          WHERE id = ${campaignId} AND is_active AND claimed + 1 <= total
            AND (starts_at IS NULL OR starts_at <= ${at}) AND (ends_at IS NULL OR ends_at > ${at})
          RETURNING claimed, total, coupon_id, valid_days`,
    );
    if (!taken) throw refused('来晚了，优惠券已被领完');
    const tally = await queryRows<{ number: number }>(
      tx,
      sql`INSERT INTO coupon_claims AS cl (campaign_id, user_id, number) VALUES (${campaignId}, ${userId}, 1)
          ON CONFLICT (campaign_id, user_id) DO UPDATE SET number = cl.number + 1
            WHERE cl.number + 1 <= ${campaign.per_buyer}
          RETURNING number`,
    );
    if (tally.length === 0) throw refused(`每人限领${campaign.per_buyer}张，您已领满`);
    const endsAt = new Date(now.getTime() + taken.valid_days * 86_400_000);
    const [coupon] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO user_coupons (user_id, coupon_id, starts_at, ends_at)
          VALUES (${userId}, ${taken.coupon_id}, ${at}, ${endsAt.toISOString()}) RETURNING id`,
    );
    return {
      user_coupon_id: coupon?.id ?? 0,
      ends_at: endsAt.toISOString(),
      remaining: taken.total - taken.claimed,
    };
  });
}
