/** SQL of the back office's 分类 (a tree by parent_id) and of tag counts. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

/** Every category with its own goods count, larger sort first (the storefront's order). */
export const categoryRows = (db: Db) =>
  queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    sort: number;
    n: number;
  }>(
    db,
    sql`SELECT c.id, c.parent_id, c.name, c.sort, (SELECT count(*)::int FROM goods g WHERE g.category_id = c.id) AS n
          FROM categories c ORDER BY c.sort DESC, c.id`,
  );

/** The category and its ancestors' ids (none when it does not exist). */
export const categoryAndAncestors = (tx: Tx, id: number) =>
  queryRows<{ id: number }>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (
          SELECT id, parent_id FROM categories WHERE id = ${id}
          UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
        SELECT id FROM up`,
  );

export async function insertCategory(
  tx: Tx,
  input: { parent_id?: number | null | undefined; name: string; sort: number },
) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO categories (parent_id, name, sort) VALUES (${input.parent_id ?? null}, ${input.name}, ${input.sort}) RETURNING id`,
  );
  return row;
}

export async function updateCategory(
  tx: Tx,
  id: number,
  input: { parent_id?: number | null | undefined; name: string; sort: number },
) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE categories SET parent_id = ${input.parent_id ?? null}, name = ${input.name}, sort = ${input.sort}
         WHERE id = ${id} RETURNING id`,
  );
  return row;
}

/** Puts the category under the parent at this sort; false when there is no such category. */
export async function placeCategory(tx: Tx, id: number, parentId: number | null, sort: number) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE categories SET parent_id = ${parentId}, sort = ${sort} WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

/** How many subcategories and goods the category has. */
export async function categoryUse(tx: Tx, id: number) {
  const [use] = await queryRows<{ kids: number; goods: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM categories WHERE parent_id = ${id}) AS kids,
               (SELECT count(*)::int FROM goods WHERE category_id = ${id}) AS goods`,
  );
  return use;
}

/** Deletes the category; its name, or undefined when there was none. */
export async function deleteCategoryRow(tx: Tx, id: number) {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`DELETE FROM categories WHERE id = ${id} RETURNING name`,
  );
  return rows[0]?.name;
}

export const tagCounts = (db: Db) =>
  queryRows<{ name: string; n: number }>(
    db,
    sql`SELECT name, count(*)::int AS n FROM goods_tags GROUP BY name`,
  );
