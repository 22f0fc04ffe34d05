/** Back-office reads and writes of goods rows (the storefront's reads stay in goods.repo.ts). */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { goods } from '../../db/schema/index';
import { parseKeyword } from './keyword';
import { goodsMatch } from './search.sql';

export interface AdminGoodsFilter {
  keyword: string;
  category_id?: number | undefined;
  manufacturer_id?: number | undefined;
  status: 'on' | 'off' | '';
  tag: string;
  low_stock: boolean;
  ids?: number[] | undefined;
}

const categoryTree = (id: number) => sql`g.category_id IN (
  WITH RECURSIVE tree(id) AS (
    SELECT id FROM categories WHERE id = ${id}
    UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
  ) SELECT id FROM tree)`;

/** The storefront's keyword matching (pinyin, initials, approval number, barcode) plus admin filters. */
function conditions(f: AdminGoodsFilter): SQL {
  const c: SQL[] = [];
  const k = parseKeyword(f.keyword);
  if (k)
    c.push(
      /^\d+$/.test(k.text) && k.text.length < 9
        ? sql`(g.id = ${Number(k.text)} OR ${goodsMatch(k)})`
        : goodsMatch(k),
    );
  if (f.category_id !== undefined) c.push(categoryTree(f.category_id));
  if (f.manufacturer_id !== undefined) c.push(sql`g.manufacturer_id = ${f.manufacturer_id}`);
  if (f.status === 'on') c.push(sql`g.is_buy`);
  if (f.status === 'off') c.push(sql`NOT g.is_buy`);
  if (f.tag) c.push(sql`EXISTS (SELECT 1 FROM goods_tags t WHERE t.goods_id = g.id AND t.name = ${f.tag})`);
  if (f.low_stock) c.push(sql`g.stock < greatest(g.big_pack, 10)`);
  if (f.ids)
    c.push(
      sql`g.id IN (${sql.join(
        f.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return c.length ? sql.join(c, sql` AND `) : sql`TRUE`;
}

export interface AdminGoodsRowDb {
  id: number;
  name: string;
  ypgg: string;
  bzdw: string;
  sccj: string;
  approval_no: string;
  barcode: string;
  category: string;
  base_price_fen: number;
  retail_price_fen: number;
  stock: number;
  sales: number;
  is_buy: boolean;
  is_prescription: boolean;
  image: string | null;
  tags: string[];
  ladder_price_type: number;
  ladders: { number: number; price_fen: number }[];
  customer_prices: { company_kind: string; province: string; price_fen: number }[];
}

export async function listAdminGoods(db: Db, f: AdminGoodsFilter, page: number, size: number) {
  const where = conditions(f);
  const [rows, total] = await Promise.all([
    queryRows<AdminGoodsRowDb>(
      db,
      sql`SELECT g.id, g.name, g.ypgg, g.bzdw, g.sccj, g.approval_no, g.barcode, c.name AS category,
            g.base_price_fen::int AS base_price_fen, g.retail_price_fen::int AS retail_price_fen,
            g.stock, g.sales, g.is_buy, g.is_prescription, g.images[1] AS image,
            coalesce((SELECT array_agg(t.name ORDER BY t.id) FROM goods_tags t WHERE t.goods_id = g.id), '{}') AS tags,
            g.ladder_price_type,
            coalesce((SELECT json_agg(json_build_object('number', l.number, 'price_fen', l.price_fen) ORDER BY l.number)
                        FROM ladder_prices l WHERE l.goods_id = g.id), '[]') AS ladders,
            coalesce((SELECT json_agg(json_build_object('company_kind', p.company_kind, 'province', p.province,
                                                        'price_fen', p.price_fen) ORDER BY p.company_kind, p.province)
                        FROM customer_prices p WHERE p.goods_id = g.id), '[]') AS customer_prices
          FROM goods g JOIN categories c ON c.id = g.category_id
          WHERE ${where} ORDER BY g.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM goods g WHERE ${where}`),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export interface GoodsNameParts {
  manufacturerName: string;
  manufacturerShort: string;
  brand: string | null;
}

export async function nameParts(db: Db | Tx, manufacturerId: number, brandId: number | null | undefined) {
  const rows = await queryRows<{ name: string; short_name: string; brand: string | null }>(
    db,
    sql`SELECT m.name, m.short_name, (SELECT b.name FROM brands b WHERE b.id = ${brandId ?? null}) AS brand
          FROM manufacturers m WHERE m.id = ${manufacturerId}`,
  );
  const r = rows[0];
  return r ? { manufacturerName: r.name, manufacturerShort: r.short_name, brand: r.brand } : null;
}

export const categoryExists = async (db: Db | Tx, id: number) =>
  (await queryRows<{ id: number }>(db, sql`SELECT id FROM categories WHERE id = ${id}`)).length > 0;

export const brandExists = async (db: Db | Tx, id: number) =>
  (await queryRows<{ id: number }>(db, sql`SELECT id FROM brands WHERE id = ${id}`)).length > 0;

/** Names of goods by id (the dictionary rows a bulk action touches). */
export const namesOf = async (db: Db | Tx, ids: number[]) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT DISTINCT name FROM goods WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  ).map((r) => r.name);

/** The goods row as the edit form shows it, and its tags in the order given. */
export async function findGoodsForEdit(db: Db, id: number) {
  const [g] = await db.select().from(goods).where(eq(goods.id, id));
  if (!g) return null;
  const tags = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM goods_tags WHERE goods_id = ${id} ORDER BY id`,
  );
  return { g, tags };
}
