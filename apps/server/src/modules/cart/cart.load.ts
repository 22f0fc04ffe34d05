/**
 * Reads everything one pricing pass of a buyer's cart needs: buyer, lines, goods (with ladders, tags
 * and earliest lot expiry) and the shipping rule. Promotions are read in promotions.load.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { cartLines, siteSettings } from '../../db/schema/index';

export interface BuyerRow {
  id: number;
  is_passed: boolean;
  qualification_note: string | null;
  business_scope: string[];
  chain_id: number | null;
}

export const findBuyer = async (db: Db | Tx, userId: number): Promise<BuyerRow | null> => {
  const [row] = await queryRows<BuyerRow>(
    db,
    sql`SELECT u.id, c.is_passed, c.qualification_note, c.business_scope, c.chain_id
        FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId} AND NOT u.disabled`,
  );
  return row ?? null;
};

export type CartLineRow = typeof cartLines.$inferSelect;

export function listLines(
  db: Db | Tx,
  userId: number,
  opts: { lineIds?: number[] | undefined; selectedOnly?: boolean | undefined } = {},
): Promise<CartLineRow[]> {
  const conds = [eq(cartLines.userId, userId)];
  if (opts.lineIds) conds.push(inArray(cartLines.id, opts.lineIds.length > 0 ? opts.lineIds : [-1]));
  if (opts.selectedOnly) conds.push(eq(cartLines.isSelected, true));
  return db
    .select()
    .from(cartLines)
    .where(and(...conds))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export interface CartGoodsRow {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price_fen: number;
  ladder_price_type: number;
  mid_pack: number;
  min_qty: number;
  stock: number;
  is_buy: boolean;
  is_youx: boolean;
  type: number;
  is_dpby: boolean;
  qg_number: number;
  is_free_shipping: boolean;
  free_shipping_number: number;
  with_coupon: boolean;
  images: string[];
  is_ephedrine: boolean;
  is_controlled: boolean;
  scope: string;
  /** Earliest expiry (YYYY-MM-DD) of a lot still in stock, for the 近效期 filter. */
  expires_on: string | null;
  ladders: Array<{ number: number; price: number }>;
  tags: Array<{ name: string; describe: string; is_show: boolean }>;
}

/** Goods rows with ladders and tags folded in, so a cart of 50 lines costs one round trip. */
export async function listGoods(db: Db | Tx, ids: number[]): Promise<CartGoodsRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<CartGoodsRow>(
    db,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.base_price_fen::int AS base_price_fen,
          g.ladder_price_type, g.mid_pack, g.min_qty, g.stock, g.is_buy, g.is_youx, g.type, g.is_dpby,
          g.qg_number, g.is_free_shipping, g.free_shipping_number, g.with_coupon, g.images,
          g.is_ephedrine, g.is_controlled, g.scope,
          (SELECT min(l.expires_on)::text FROM goods_lots l WHERE l.goods_id = g.id AND l.stock > 0) AS expires_on,
          coalesce((SELECT json_agg(json_build_object('number', lp.number, 'price', lp.price_fen) ORDER BY lp.number)
                    FROM ladder_prices lp WHERE lp.goods_id = g.id), '[]'::json) AS ladders,
          coalesce((SELECT json_agg(json_build_object('name', t.name, 'describe', t.describe, 'is_show', t.is_show) ORDER BY t.id)
                    FROM goods_tags t WHERE t.goods_id = g.id), '[]'::json) AS tags
        FROM goods g WHERE g.id IN (${list})`,
  );
  return rows.map((r) => ({ ...r, base_price_fen: Number(r.base_price_fen) }));
}

const shippingSetting = z
  .object({ threshold_fen: z.coerce.number().int().min(0), fee_fen: z.coerce.number().int().min(0) })
  .catch({ threshold_fen: 0, fee_fen: 0 });
export type ShippingSetting = z.infer<typeof shippingSetting>;

/** site_settings 'shipping' {threshold_fen, fee_fen}; a missing entry means free shipping always. */
export async function readShipping(db: Db | Tx): Promise<ShippingSetting> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'shipping'));
  return shippingSetting.parse(row?.value);
}
