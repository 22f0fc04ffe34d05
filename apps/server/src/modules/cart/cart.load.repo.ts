/**
 * The SQL of cart.load.ts (moved here as the lint rule asks; names unchanged): the buyer row, the
 * cart lines and the goods rows with ladders, tags, 控销 and earliest expiry folded in.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ControlAudience, CustomerPriceRule } from '@shop/shared';
import { customerPricesColumn } from '../goods/goods.service';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { cartLines } from '../../db/schema/index';
import { expiredLicenceOf } from '../user/qualification.service';
import { idSet } from './promotions.sql';

export interface BuyerRow {
  id: number;
  company_id: number;
  is_passed: boolean;
  qualification_note: string | null;
  business_scope: string[];
  chain_id: number | null;
  /** The company's GB/T 2260 codes (province, city, district). */
  regions: string[];
  company_kind: string;
  account_manager_id: number | null;
  expired_licence: string | null;
}

/** The buyer row (enabled accounts only) as a SELECT, also read inside the pricing snapshot. */
export const buyerSql = (userId: number) =>
  sql`SELECT u.id, c.id AS company_id, c.is_passed, c.qualification_note, c.business_scope, c.chain_id,
          array_remove(ARRAY[c.province_code, c.city_code, c.district_code], '') AS regions,
          c.kind AS company_kind, u.account_manager_id,
          ${expiredLicenceOf(sql`c.id`)} AS expired_licence
        FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId} AND NOT u.disabled`;

export const findBuyer = async (db: Db | Tx, userId: number): Promise<BuyerRow | null> => {
  const [row] = await queryRows<BuyerRow>(db, buyerSql(userId));
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
  /** 批准文号, copied onto order lines. */
  approval_no: string;
  /** Earliest expiry (YYYY-MM-DD) of a lot still in stock, for the 近效期 filter. */
  expires_on: string | null;
  /** 控销 audience (controlled_sales), null when the goods has none. */
  control: ControlAudience | null;
  ladders: Array<{ number: number; price: number }>;
  /** The goods' 客户价 rules, as read. */
  customer_prices: CustomerPriceRule[];
  /** After withBuyerPrice: why base_price_fen is not the catalogue price (协议价…), else null. */
  price_reason?: string | null;
  tags: Array<{ name: string; describe: string; is_show: boolean }>;
}

/**
 * The goods rows of a set of ids (a subquery) with ladders, tags, 控销 and earliest expiry folded
 * in, at the catalogue price with the goods' 客户价 rules beside it (withBuyerPrice resolves them).
 * A SELECT, so a caller can also json_agg it inside a bigger statement.
 */
export const goodsRowsSql = (idsQuery: SQL) =>
  sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.base_price_fen::int AS base_price_fen, ${customerPricesColumn},
          g.ladder_price_type, g.mid_pack, g.min_qty, g.stock, g.is_buy, g.is_youx, g.type, g.is_dpby,
          g.qg_number, g.is_free_shipping, g.free_shipping_number, g.with_coupon, g.images,
          g.is_ephedrine, g.is_controlled, g.scope, g.approval_no,
          (SELECT json_build_object('provinces', cs.provinces, 'companyKinds', cs.company_kinds,
            'accountManagerIds', cs.account_manager_ids) FROM controlled_sales cs WHERE cs.goods_id = g.id) AS control,
          g.soonest_expiry::text AS expires_on,
          coalesce((SELECT json_agg(json_build_object('number', lp.number, 'price', lp.price_fen) ORDER BY lp.number)
                    FROM ladder_prices lp WHERE lp.goods_id = g.id), '[]'::json) AS ladders,
          coalesce((SELECT json_agg(json_build_object('name', t.name, 'describe', t.describe, 'is_show', t.is_show) ORDER BY t.id)
                    FROM goods_tags t WHERE t.goods_id = g.id), '[]'::json) AS tags
        FROM goods g WHERE g.id IN (${idsQuery})`;

/** The goods rows of these ids at the catalogue price, their 客户价 rules beside it, in one round trip. */
export const goodsRowsOf = (db: Db | Tx, ids: number[]): Promise<CartGoodsRow[]> =>
  queryRows<CartGoodsRow>(db, goodsRowsSql(idSet(ids)));
