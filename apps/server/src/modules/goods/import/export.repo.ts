/** SQL of 导出: the catalogue as the goods import template reads it, the stock by lot, the orders. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

/** A goods as the import template's columns read it (goods.sheet.ts). */
export interface GoodsExportRow {
  id: number;
  generic_name: string;
  trade_name: string;
  ypgg: string;
  dosage_form: string;
  bzdw: string;
  mid_pack: number;
  big_pack: number;
  min_qty: number;
  sccj: string;
  category: string;
  approval_no: string;
  barcode: string;
  is_prescription: boolean;
  otc_type: string;
  is_ephedrine: boolean;
  scope: string;
  storage: string;
  shelf_life_months: number;
  base: number;
  retail: number;
  is_buy: boolean;
}

export interface LotExportRow {
  goods_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  frozen: boolean;
  report_url: string;
}

export interface OrderExportRow {
  order_no: string;
  created_at: string;
  company: string;
  username: string;
  status: string;
  pay_type: string;
  goods: number;
  manjian: number;
  coupon: number;
  shipping: number;
  payable: number;
  lines: number;
}

/** Every goods, its category as the full path: the import resolves a path even where two leaves share a name. */
export const goodsExportRows = (db: Db) =>
  queryRows<GoodsExportRow>(
    db,
    sql`WITH RECURSIVE t(id, path) AS (
          SELECT id, name FROM categories WHERE parent_id IS NULL
          UNION ALL SELECT c.id, t.path || '/' || c.name FROM categories c JOIN t ON c.parent_id = t.id)
        SELECT g.id, g.generic_name, g.trade_name, g.ypgg, g.dosage_form, g.bzdw, g.mid_pack, g.big_pack, g.min_qty,
          g.sccj, t.path AS category, g.approval_no, g.barcode, g.is_prescription, g.otc_type, g.is_ephedrine,
          g.scope, g.storage, g.shelf_life_months, g.base_price_fen::int AS base,
          g.retail_price_fen::int AS retail, g.is_buy
        FROM goods g JOIN t ON t.id = g.category_id ORDER BY g.id`,
  );

/** Every lot with stock, by goods then expiry. */
export const lotExportRows = (db: Db) =>
  queryRows<LotExportRow>(
    db,
    sql`SELECT l.goods_id, g.name, g.ypgg, g.sccj, l.batch_no, to_char(l.produced_on, 'YYYY-MM-DD') AS produced_on,
          to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on, l.stock, l.frozen, l.report_url
        FROM goods_lots l JOIN goods g ON g.id = l.goods_id WHERE l.stock > 0 ORDER BY l.goods_id, l.expires_on`,
  );

/** The newest 50,000 orders. */
export const orderExportRows = (db: Db) =>
  queryRows<OrderExportRow>(
    db,
    sql`SELECT o.order_no, to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at,
          c.name AS company, u.username, o.status, o.pay_type, o.goods_amount_fen::bigint AS goods,
          o.manjian_fen::bigint AS manjian, o.coupon_fen::bigint AS coupon, o.shipping_fee_fen::bigint AS shipping,
          o.payable_fen::bigint AS payable, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
        FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
        ORDER BY o.id DESC LIMIT 50000`,
  );
