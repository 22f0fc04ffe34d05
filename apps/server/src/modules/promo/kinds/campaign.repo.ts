import { sql } from 'drizzle-orm';
import { COMPANY_KINDS, type CampaignInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { invalid } from '../../../lib/errors';
import { checkRegionCodes, regionName } from '../../address/regions';
import { intArray, listOf, saveRow, textArray, windowOf, type KindDef } from './common.repo';

/** The named buyers' ids; an unknown username is refused by name, so a typo never narrows to nobody. */
async function buyerIds(tx: Tx, usernames: string[]): Promise<number[]> {
  if (usernames.length === 0) return [];
  const rows = await queryRows<{ id: number; username: string }>(
    tx,
    sql`SELECT id, username FROM users WHERE username IN (${sql.join(
      usernames.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  );
  const missing = usernames.find((u) => !rows.some((r) => r.username === u));
  if (missing !== undefined) throw invalid(`客户账号 ${missing} 不存在`);
  return rows.map((r) => r.id);
}

/** Orders paid with a coupon of this campaign's kind since the campaign began. */
const itsOrders = sql`FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
  WHERE u.coupon_id = k.coupon_id AND o.status <> 'cancelled' AND o.created_at >= k.created_at`;

/** 领券中心: claims counted by the campaign itself; orders and money by the coupons used. */
export const campaign: KindDef<z.output<typeof CampaignInputSchema>> = {
  table: 'coupon_campaigns',
  label: '领券中心',
  list: listOf({
    from: sql`coupon_campaigns k JOIN coupons c ON c.id = k.coupon_id`,
    order: sql`k.id`,
    name: sql`k.title`,
    window: 'k',
    claims: sql`k.claimed`,
    orders: sql`(SELECT count(*)::int ${itsOrders})`,
    given: sql`coalesce((SELECT sum(o.coupon_fen)::bigint ${itsOrders}), 0)`,
    input: sql`json_build_object('coupon_id', k.coupon_id, 'title', k.title, 'total', k.total, 'claimed', k.claimed,
        'per_buyer', k.per_buyer, 'valid_days', k.valid_days, 'sort', k.sort, 'coupon', c.name,
        'company_kinds', k.company_kinds, 'provinces', k.provinces,
        'buyers', coalesce((SELECT json_agg(u.username ORDER BY u.username) FROM users u WHERE u.id = ANY(k.user_ids)), '[]'))`,
  }),
  write: async (tx, id, k) => {
    checkRegionCodes(k.provinces, '领券地区');
    return saveRow(
      tx,
      'coupon_campaigns',
      id,
      {
        coupon_id: k.coupon_id,
        title: k.title,
        total: k.total,
        per_buyer: k.per_buyer,
        valid_days: k.valid_days,
        sort: k.sort,
        company_kinds: textArray(k.company_kinds),
        provinces: textArray(k.provinces),
        user_ids: intArray(await buyerIds(tx, k.buyers), true),
        ...windowOf(k),
      },
      // The stock can shrink only down to what buyers already claimed (the table's check says so too).
      { where: sql`claimed <= ${k.total}`, msg: '发放总量不能少于已领取的数量' },
    );
  },
  summary: (r) => {
    const i = r.input as {
      coupon: string;
      total: number;
      claimed: number;
      per_buyer: number;
      company_kinds: (keyof typeof COMPANY_KINDS)[];
      provinces: string[];
      buyers: string[];
    };
    const who = [
      i.company_kinds.map((c) => COMPANY_KINDS[c]).join('、'),
      i.provinces.map(regionName).join('、'),
      i.buyers.length ? `指定${i.buyers.length}个客户` : '',
    ].filter(Boolean);
    return `${i.coupon}：已领 ${i.claimed}/${i.total}，每人限领${i.per_buyer}张，${who.length ? `限${who.join('；')}` : '所有客户可领'}`;
  },
};
