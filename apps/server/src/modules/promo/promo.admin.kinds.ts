/**
 * Each promotion kind the pricing engine reads: how its rows are written from the admin form, read
 * back into the form, summarised in one line, and what it achieved (claims, orders, money given).
 * Results come from what orders recorded: order_lines.line_type/promotion_id for flash sales and
 * combinations, manjian_share_fen for 满减, orders.user_coupon_id for coupons.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  fenToYuan,
  type CombinationInputSchema,
  type CouponInputSchema,
  type FlashInputSchema,
  type GiftInputSchema,
  type ManjianInputSchema,
  type PromoKind,
  type SpecialInputSchema,
  type CampaignInputSchema,
  type ZoneInputSchema,
  ZONE_TEMPLATES,
} from '@shop/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface PromoListRow {
  id: number;
  name: string;
  summary: string;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  claims: number;
  orders: number;
  given: number;
  input: Record<string, unknown>;
}

export interface KindDef<I> {
  table: string;
  label: string;
  list: SQL;
  write(tx: Tx, id: number | null, input: I): Promise<number>;
  summary(row: Record<string, unknown>): string;
}

const y = (fen: unknown) => fenToYuan(Number(fen ?? 0));
const ids = (list: number[]) =>
  sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  );
const intArray = (list: number[]) => (list.length ? sql`ARRAY[${ids(list)}]::int[]` : sql`NULL`);

async function upsert(tx: Tx, id: number | null, insert: SQL, update: SQL): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, id === null ? insert : update);
  if (!row) throw new Error('promotion write returned nothing');
  return row.id;
}

const windowCols = sql`starts_at, ends_at, is_active`;

type Coupon = z.output<typeof CouponInputSchema>;
const coupon: KindDef<Coupon> = {
  table: 'coupons',
  label: '优惠券',
  list: sql`SELECT c.id, c.name, NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at, true AS is_active,
      (SELECT count(*)::int FROM user_coupons u WHERE u.coupon_id = c.id) AS claims,
      (SELECT count(*)::int FROM user_coupons u WHERE u.coupon_id = c.id AND u.status = 'used') AS orders,
      coalesce((SELECT sum(o.coupon_fen)::bigint FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
                 WHERE u.coupon_id = c.id AND o.status <> 'cancelled'), 0) AS given,
      json_build_object('name', c.name, 'kind', c.kind, 'rule_type', c.rule_type, 'threshold', c.threshold_fen,
        'amount', c.amount_fen, 'rate_permille', c.rate_permille, 'max_discount', c.max_discount_fen) AS input
    FROM coupons c ORDER BY c.id DESC`,
  write: (tx, id, c) =>
    upsert(
      tx,
      id,
      sql`INSERT INTO coupons (name, kind, rule_type, threshold_fen, amount_fen, rate_permille, max_discount_fen)
          VALUES (${c.name}, ${c.kind}, ${c.rule_type}, ${c.threshold}, ${c.amount}, ${c.rate_permille}, ${c.max_discount ?? null}) RETURNING id`,
      sql`UPDATE coupons SET name = ${c.name}, kind = ${c.kind}, rule_type = ${c.rule_type}, threshold_fen = ${c.threshold},
            amount_fen = ${c.amount}, rate_permille = ${c.rate_permille}, max_discount_fen = ${c.max_discount ?? null}
          WHERE id = ${id} RETURNING id`,
    ),
  summary: (r) => {
    const i = r.input as Record<string, unknown>;
    if (i.rule_type === 'discount') return `满${y(i.threshold)}打${Number(i.rate_permille) / 100}折`;
    if (i.rule_type === 'cash') return `现金券 ${y(i.amount)}元`;
    return `满${y(i.threshold)}减${y(i.amount)}`;
  },
};

type Manjian = z.output<typeof ManjianInputSchema>;
const manjian: KindDef<Manjian> = {
  table: 'manjian_activities',
  label: '满减',
  list: sql`SELECT a.id, a.name, a.starts_at, a.ends_at, a.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.manjian_share_fen > 0 AND o.status <> 'cancelled'
          AND (a.all_goods OR l.goods_id IN (SELECT goods_id FROM manjian_goods g WHERE g.activity_id = a.id))
          AND o.created_at >= coalesce(a.starts_at, a.created_at) AND (a.ends_at IS NULL OR o.created_at < a.ends_at)) AS orders,
      coalesce((SELECT sum(l.manjian_share_fen)::bigint FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status <> 'cancelled'
          AND (a.all_goods OR l.goods_id IN (SELECT goods_id FROM manjian_goods g WHERE g.activity_id = a.id))
          AND o.created_at >= coalesce(a.starts_at, a.created_at) AND (a.ends_at IS NULL OR o.created_at < a.ends_at)), 0) AS given,
      json_build_object('name', a.name, 'all_goods', a.all_goods,
        'goods_ids', coalesce((SELECT json_agg(goods_id ORDER BY goods_id) FROM manjian_goods g WHERE g.activity_id = a.id), '[]'),
        'tiers', coalesce((SELECT json_agg(json_build_object('amount', t.amount_fen, 'reduce', t.reduce_fen) ORDER BY t.amount_fen)
                  FROM manjian_tiers t WHERE t.activity_id = a.id), '[]')) AS input
    FROM manjian_activities a ORDER BY a.id DESC`,
  async write(tx, id, m) {
    const aid = await upsert(
      tx,
      id,
      sql`INSERT INTO manjian_activities (name, all_goods, ${windowCols})
          VALUES (${m.name}, ${m.all_goods}, ${m.starts_at}, ${m.ends_at}, ${m.is_active}) RETURNING id`,
      sql`UPDATE manjian_activities SET name = ${m.name}, all_goods = ${m.all_goods}, starts_at = ${m.starts_at},
            ends_at = ${m.ends_at}, is_active = ${m.is_active} WHERE id = ${id} RETURNING id`,
    );
    await tx.execute(sql`DELETE FROM manjian_tiers WHERE activity_id = ${aid}`);
    for (const t of m.tiers)
      await tx.execute(
        sql`INSERT INTO manjian_tiers (activity_id, amount_fen, reduce_fen) VALUES (${aid}, ${t.amount}, ${t.reduce})`,
      );
    await tx.execute(sql`DELETE FROM manjian_goods WHERE activity_id = ${aid}`);
    if (!m.all_goods && m.goods_ids.length)
      await tx.execute(
        sql`INSERT INTO manjian_goods (activity_id, goods_id) SELECT ${aid}, id FROM goods WHERE id IN (${ids(m.goods_ids)})`,
      );
    return aid;
  },
  summary: (r) =>
    ((r.input as { tiers: { amount: number; reduce: number }[] }).tiers ?? [])
      .map((t) => `满${y(t.amount)}减${y(t.reduce)}`)
      .join('、'),
};

type Flash = z.output<typeof FlashInputSchema>;
const flash: KindDef<Flash> = {
  table: 'flash_sales',
  label: '秒杀',
  list: sql`SELECT f.id, g.name, f.starts_at, f.ends_at, f.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.line_type = 1 AND l.promotion_id = f.id AND o.status <> 'cancelled') AS orders,
      coalesce((SELECT sum(l.flash_units * greatest(g.base_price_fen - f.price_fen, 0))::bigint
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.line_type = 1 AND l.promotion_id = f.id AND o.status <> 'cancelled'), 0) AS given,
      json_build_object('goods_id', f.goods_id, 'price', f.price_fen, 'limit_per_buyer', f.limit_per_buyer) AS input
    FROM flash_sales f JOIN goods g ON g.id = f.goods_id ORDER BY f.id DESC`,
  write: (tx, id, f) =>
    upsert(
      tx,
      id,
      sql`INSERT INTO flash_sales (goods_id, price_fen, limit_per_buyer, ${windowCols})
          VALUES (${f.goods_id}, ${f.price}, ${f.limit_per_buyer}, ${f.starts_at}, ${f.ends_at}, ${f.is_active}) RETURNING id`,
      sql`UPDATE flash_sales SET goods_id = ${f.goods_id}, price_fen = ${f.price}, limit_per_buyer = ${f.limit_per_buyer},
            starts_at = ${f.starts_at}, ends_at = ${f.ends_at}, is_active = ${f.is_active} WHERE id = ${id} RETURNING id`,
    ),
  summary: (r) => {
    const i = r.input as { price: number; limit_per_buyer: number };
    return `秒杀价 ${y(i.price)}${i.limit_per_buyer ? `，每人限购${i.limit_per_buyer}` : ''}`;
  },
};

type Special = z.output<typeof SpecialInputSchema>;
const special: KindDef<Special> = {
  table: 'special_prices',
  label: '特价',
  list: sql`SELECT s.id, coalesce(nullif(s.name, ''), CASE s.kind WHEN 'welfare' THEN '福利价' ELSE '每日特价' END) AS name,
      s.starts_at, s.ends_at, s.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status <> 'cancelled' AND (s.goods_ids IS NULL OR l.goods_id = ANY(s.goods_ids))
          AND o.created_at >= coalesce(s.starts_at, s.created_at) AND (s.ends_at IS NULL OR o.created_at < s.ends_at)
          AND l.line_type = 0) AS orders,
      0 AS given,
      json_build_object('kind', s.kind, 'name', s.name, 'goods_ids', coalesce(to_json(s.goods_ids), '[]'),
        'mode', CASE WHEN s.rate_permille IS NULL THEN 'fixed' ELSE 'rate' END,
        'rate_permille', s.rate_permille, 'price', s.price_fen) AS input
    FROM special_prices s ORDER BY s.id DESC`,
  write: (tx, id, s) => {
    const rate = s.mode === 'rate' ? (s.rate_permille ?? null) : null;
    const price = s.mode === 'fixed' ? (s.price ?? null) : null;
    return upsert(
      tx,
      id,
      sql`INSERT INTO special_prices (kind, name, goods_ids, rate_permille, price_fen, ${windowCols})
          VALUES (${s.kind}, ${s.name}, ${intArray(s.goods_ids)}, ${rate}, ${price}, ${s.starts_at}, ${s.ends_at}, ${s.is_active})
          RETURNING id`,
      sql`UPDATE special_prices SET kind = ${s.kind}, name = ${s.name}, goods_ids = ${intArray(s.goods_ids)},
            rate_permille = ${rate}, price_fen = ${price}, starts_at = ${s.starts_at}, ends_at = ${s.ends_at},
            is_active = ${s.is_active} WHERE id = ${id} RETURNING id`,
    );
  },
  summary: (r) => {
    const i = r.input as {
      mode: string;
      rate_permille: number | null;
      price: number | null;
      goods_ids: number[];
    };
    const scope = i.goods_ids.length ? `${i.goods_ids.length}个商品` : '全场';
    return i.mode === 'rate' ? `${scope} ${Number(i.rate_permille) / 100}折` : `${scope} 特价${y(i.price)}`;
  },
};

type Combination = z.output<typeof CombinationInputSchema>;
const combination: KindDef<Combination> = {
  table: 'combinations',
  label: '组合购',
  list: sql`SELECT c.id, c.name, c.starts_at, c.ends_at, c.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.line_type = 3 AND l.promotion_id = c.id AND o.status <> 'cancelled') AS orders,
      coalesce((SELECT sum(l.number * greatest(g.base_price_fen - i.price_fen, 0))::bigint
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        JOIN combination_items i ON i.combination_id = c.id AND i.goods_id = l.goods_id JOIN goods g ON g.id = l.goods_id
        WHERE l.line_type = 3 AND l.promotion_id = c.id AND o.status <> 'cancelled'), 0) AS given,
      json_build_object('name', c.name, 'image', c.image,
        'items', coalesce((SELECT json_agg(json_build_object('goods_id', i.goods_id, 'number', i.number, 'price', i.price_fen) ORDER BY i.sort)
                  FROM combination_items i WHERE i.combination_id = c.id), '[]')) AS input
    FROM combinations c ORDER BY c.id DESC`,
  async write(tx, id, c) {
    const cid = await upsert(
      tx,
      id,
      sql`INSERT INTO combinations (name, image, ${windowCols})
          VALUES (${c.name}, ${c.image}, ${c.starts_at}, ${c.ends_at}, ${c.is_active}) RETURNING id`,
      sql`UPDATE combinations SET name = ${c.name}, image = ${c.image}, starts_at = ${c.starts_at}, ends_at = ${c.ends_at},
            is_active = ${c.is_active} WHERE id = ${id} RETURNING id`,
    );
    await tx.execute(sql`DELETE FROM combination_items WHERE combination_id = ${cid}`);
    for (const [sort, i] of c.items.entries())
      await tx.execute(sql`INSERT INTO combination_items (combination_id, goods_id, number, price_fen, sort)
                           VALUES (${cid}, ${i.goods_id}, ${i.number}, ${i.price}, ${sort})`);
    return cid;
  },
  summary: (r) => {
    const items = (r.input as { items: { number: number; price: number }[] }).items ?? [];
    return `${items.length}个商品，组合价 ${y(items.reduce((s, i) => s + i.number * i.price, 0))}`;
  },
};

type Gift = z.output<typeof GiftInputSchema>;
const gift: KindDef<Gift> = {
  table: 'gift_rules',
  label: '满赠',
  list: sql`SELECT r.id, g.name, r.starts_at, r.ends_at, r.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.goods_id = r.goods_id AND l.number >= r.every AND o.status <> 'cancelled'
          AND o.created_at >= coalesce(r.starts_at, r.created_at) AND (r.ends_at IS NULL OR o.created_at < r.ends_at)) AS orders,
      0 AS given,
      json_build_object('goods_id', r.goods_id, 'gift_goods_id', r.gift_goods_id, 'every', r.every, 'give', r.give,
        'repeat', r.repeat, 'max_total', r.max_total) AS input
    FROM gift_rules r JOIN goods g ON g.id = r.goods_id ORDER BY r.id DESC`,
  write: (tx, id, r) =>
    upsert(
      tx,
      id,
      sql`INSERT INTO gift_rules (goods_id, gift_goods_id, every, give, repeat, max_total, ${windowCols})
          VALUES (${r.goods_id}, ${r.gift_goods_id ?? null}, ${r.every}, ${r.give}, ${r.repeat}, ${r.max_total ?? null},
                  ${r.starts_at}, ${r.ends_at}, ${r.is_active}) RETURNING id`,
      sql`UPDATE gift_rules SET goods_id = ${r.goods_id}, gift_goods_id = ${r.gift_goods_id ?? null}, every = ${r.every},
            give = ${r.give}, repeat = ${r.repeat}, max_total = ${r.max_total ?? null}, starts_at = ${r.starts_at},
            ends_at = ${r.ends_at}, is_active = ${r.is_active} WHERE id = ${id} RETURNING id`,
    ),
  summary: (r) => {
    const i = r.input as { every: number; give: number; gift_goods_id: number | null; repeat: boolean };
    return `每满${i.every}件赠${i.give}件${i.gift_goods_id ? '（赠他品）' : '（赠本品）'}${i.repeat ? '' : '，限一次'}`;
  },
};

type Campaign = z.output<typeof CampaignInputSchema>;
const campaign: KindDef<Campaign> = {
  table: 'coupon_campaigns',
  label: '领券中心',
  list: sql`SELECT k.id, k.title AS name, k.starts_at, k.ends_at, k.is_active, k.claimed AS claims,
      (SELECT count(*)::int FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
        WHERE u.coupon_id = k.coupon_id AND o.status <> 'cancelled' AND o.created_at >= k.created_at) AS orders,
      coalesce((SELECT sum(o.coupon_fen)::bigint FROM orders o JOIN user_coupons u ON u.id = o.user_coupon_id
        WHERE u.coupon_id = k.coupon_id AND o.status <> 'cancelled' AND o.created_at >= k.created_at), 0) AS given,
      json_build_object('coupon_id', k.coupon_id, 'title', k.title, 'total', k.total, 'claimed', k.claimed,
        'per_buyer', k.per_buyer, 'valid_days', k.valid_days, 'sort', k.sort, 'coupon', c.name) AS input
    FROM coupon_campaigns k JOIN coupons c ON c.id = k.coupon_id ORDER BY k.id DESC`,
  write: (tx, id, k) =>
    upsert(
      tx,
      id,
      sql`INSERT INTO coupon_campaigns (coupon_id, title, total, per_buyer, valid_days, sort, ${windowCols})
          VALUES (${k.coupon_id}, ${k.title}, ${k.total}, ${k.per_buyer}, ${k.valid_days}, ${k.sort}, ${k.starts_at}, ${k.ends_at}, ${k.is_active})
          RETURNING id`,
      // The stock can shrink only down to what buyers already claimed (the table's check says so too).
      sql`UPDATE coupon_campaigns SET coupon_id = ${k.coupon_id}, title = ${k.title}, total = ${k.total}, per_buyer = ${k.per_buyer},
            valid_days = ${k.valid_days}, sort = ${k.sort}, starts_at = ${k.starts_at}, ends_at = ${k.ends_at}, is_active = ${k.is_active}
          WHERE id = ${id} AND claimed <= ${k.total} RETURNING id`,
    ),
  summary: (r) => {
    const i = r.input as { coupon: string; total: number; claimed: number; per_buyer: number };
    return `${i.coupon}：已领 ${i.claimed}/${i.total}，每人限领${i.per_buyer}张`;
  },
};

type Zone = z.output<typeof ZoneInputSchema>;
const zone: KindDef<Zone> = {
  table: 'zone_pages',
  label: '专区',
  list: sql`SELECT z.id, z.title AS name, z.starts_at, z.ends_at, z.is_active, 0 AS claims,
      (SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status <> 'cancelled' AND o.created_at >= coalesce(z.starts_at, z.created_at)
          AND (z.ends_at IS NULL OR o.created_at < z.ends_at)
          AND l.goods_id IN (SELECT (jsonb_array_elements_text(s->'goods_ids'))::int FROM jsonb_array_elements(z.sections) s)) AS orders,
      0 AS given,
      json_build_object('template', z.template, 'title', z.title, 'subtitle', z.subtitle, 'banner_image', z.banner_image,
        'theme', z.theme, 'sections', z.sections, 'sort', z.sort) AS input
    FROM zone_pages z ORDER BY z.id DESC`,
  write: (tx, id, z) =>
    upsert(
      tx,
      id,
      sql`INSERT INTO zone_pages (template, title, subtitle, banner_image, theme, sections, sort, ${windowCols})
          VALUES (${z.template}, ${z.title}, ${z.subtitle}, ${z.banner_image}, ${z.theme}, ${JSON.stringify(z.sections)}::jsonb, ${z.sort},
                  ${z.starts_at}, ${z.ends_at}, ${z.is_active}) RETURNING id`,
      sql`UPDATE zone_pages SET template = ${z.template}, title = ${z.title}, subtitle = ${z.subtitle}, banner_image = ${z.banner_image},
            theme = ${z.theme}, sections = ${JSON.stringify(z.sections)}::jsonb, sort = ${z.sort}, starts_at = ${z.starts_at},
            ends_at = ${z.ends_at}, is_active = ${z.is_active} WHERE id = ${id} RETURNING id`,
    ),
  summary: (r) => {
    const i = r.input as { template: keyof typeof ZONE_TEMPLATES; sections: { goods_ids: number[] }[] };
    const n = i.sections.reduce((s, x) => s + x.goods_ids.length, 0);
    return `${ZONE_TEMPLATES[i.template]}：${i.sections.length}个栏目，${n}个商品`;
  },
};

/** Each kind checks its own input (PROMO_INPUT_SCHEMAS) before write is called with it. */
export const KINDS: { [K in PromoKind]: KindDef<never> } = {
  coupon,
  manjian,
  flash,
  special,
  combination,
  gift,
  campaign,
  zone,
};
