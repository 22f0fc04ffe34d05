/** SQL of the back office's goods writes: the row itself, 上架 / 下架 and tags in bulk. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { goods, goodsTags } from '../../db/schema/index';

export type GoodsInsert = typeof goods.$inferInsert;

/** Whether another goods than `exceptId` carries the barcode. */
export async function barcodeUsedElsewhere(tx: Db | Tx, barcode: string, exceptId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM goods WHERE barcode = ${barcode} AND id <> ${exceptId} LIMIT 1`,
  );
  return rows.length > 0;
}

export async function insertGoods(tx: Tx, row: GoodsInsert) {
  const [created] = await tx.insert(goods).values(row).returning({ id: goods.id });
  return created;
}

/** The goods row, locked for the edit. */
export async function lockGoodsRow(tx: Tx, id: number) {
  const [old] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
  return old;
}

export async function updateGoodsRow(tx: Tx, id: number, row: GoodsInsert) {
  await tx.update(goods).set(row).where(eq(goods.id, id));
}

/** The ids as a SQL list, for the bulk statements below. */
export const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** 上架 / 下架: the goods whose flag changed. */
export const setBuyable = (tx: Tx, list: SQL, on: boolean) =>
  queryRows<{ id: number }>(
    tx,
    sql`UPDATE goods SET is_buy = ${on} WHERE id IN (${list}) AND is_buy <> ${on} RETURNING id`,
  );

/** 打标签: the goods that did not carry the tag yet. */
export const addTag = (tx: Tx, list: SQL, tag: string) =>
  queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO goods_tags (goods_id, name)
        SELECT g.id, ${tag} FROM goods g WHERE g.id IN (${list})
          AND NOT EXISTS (SELECT 1 FROM goods_tags t WHERE t.goods_id = g.id AND t.name = ${tag})
        RETURNING goods_id AS id`,
  );

/** 去标签: the goods that carried it. */
export const removeTag = (tx: Tx, list: SQL, tag: string) =>
  tx
    .delete(goodsTags)
    .where(sql`${goodsTags.goodsId} IN (${list}) AND ${goodsTags.name} = ${tag}`)
    .returning({ id: goodsTags.goodsId });
