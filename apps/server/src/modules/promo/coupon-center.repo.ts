/**
 * SQL of 领券中心: the batches on show to a buyer, and the three conditional writes of a claim
 * (batch counter, buyer's tally, wallet coupon), each run in the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { WalletCouponRow } from '../wallet/wallet.service';

export interface CampaignRow {
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

/** Batches on show to this buyer: meant for them, not ended and switched on, by the operators' sort. */
export function shownCampaigns(db: Db, userId: number, now: Date) {
  return queryRows<CampaignRow>(
    db,
    sql`${SELECT(userId)} WHERE cc.is_active AND (cc.ends_at IS NULL OR cc.ends_at > ${now.toISOString()})
          AND ${eligibleFor(userId)}
        ORDER BY cc.sort DESC, cc.id`,
  );
}

export async function campaignFor(
  db: Db,
  userId: number,
  campaignId: number,
): Promise<CampaignRow | undefined> {
  const [campaign] = await queryRows<CampaignRow>(db, sql`${SELECT(userId)} WHERE cc.id = ${campaignId}`);
  return campaign;
}

/** One coupon off the batch while it runs and has any left (`claimed + 1 <= total`). */
export async function takeFromBatch(tx: Tx, campaignId: number, at: string) {
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
  return taken;
}

/** Counts the claim against the buyer's tally; false when it would pass `perBuyer`. */
export async function countClaim(
  tx: Tx,
  campaignId: number,
  userId: number,
  perBuyer: number,
): Promise<boolean> {
  const tally = await queryRows<{ number: number }>(
    tx,
    sql`INSERT INTO coupon_claims AS cl (campaign_id, user_id, number) VALUES (${campaignId}, ${userId}, 1)
        ON CONFLICT (campaign_id, user_id) DO UPDATE SET number = cl.number + 1
          WHERE cl.number + 1 <= ${perBuyer}
        RETURNING number`,
  );
  return tally.length > 0;
}

/** Puts the coupon in the buyer's wallet, valid from `startsAt` to `endsAt`; returns its id. */
export async function addWalletCoupon(
  tx: Tx,
  userId: number,
  couponId: number,
  startsAt: string,
  endsAt: string,
): Promise<number | undefined> {
  const [coupon] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO user_coupons (user_id, coupon_id, starts_at, ends_at)
        VALUES (${userId}, ${couponId}, ${startsAt}, ${endsAt}) RETURNING id`,
  );
  return coupon?.id;
}
