/** SQL of 品种求购: buyers' requests for goods the shop does not list, and the shop's answers. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WantedBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { goods, wantedVarieties } from '../../db/schema/index';

/** The caller's transaction or a new one: the service's reply and its message commit together. */
export { inTx } from '../../db/query';

export type WantedRow = typeof wantedVarieties.$inferSelect;

export async function insertWanted(db: Db, userId: number, body: WantedBody) {
  const [row] = await db
    .insert(wantedVarieties)
    .values({
      userId,
      name: body.name,
      spec: body.spec,
      maker: body.maker,
      quantity: body.quantity,
      priceFen: body.price ?? null,
      remark: body.remark,
    })
    .returning({ id: wantedVarieties.id });
  return row?.id ?? 0;
}

/** A page of the buyer's requests, newest first, and how many there are. */
export async function wantedPage(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(wantedVarieties.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wantedVarieties)
      .where(where)
      .orderBy(desc(wantedVarieties.createdAt), desc(wantedVarieties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(wantedVarieties).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOwnWanted(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(wantedVarieties)
    .where(and(eq(wantedVarieties.id, id), eq(wantedVarieties.userId, userId)));
  return row;
}

/** The answer, only to a pending request: the answered row, or undefined. */
export async function setWantedAnswer(
  tx: Tx,
  id: number,
  answer: { reply: string; goodsId?: number | null },
) {
  const [row] = await tx
    .update(wantedVarieties)
    .set({
      reply: answer.reply,
      repliedAt: new Date(),
      goodsId: answer.goodsId ?? null,
      status: answer.goodsId ? 'listed' : 'answered',
    })
    .where(and(eq(wantedVarieties.id, id), eq(wantedVarieties.status, 'pending')))
    .returning();
  return row;
}

export async function wantedExists(tx: Tx, id: number): Promise<boolean> {
  const [exists] = await tx
    .select({ id: wantedVarieties.id })
    .from(wantedVarieties)
    .where(eq(wantedVarieties.id, id));
  return exists !== undefined;
}

export async function findGoodsNames(tx: Tx, goodsId: number) {
  const [g] = await tx
    .select({
      id: goods.id,
      name: goods.name,
      generic: goods.genericName,
      trade: goods.tradeName,
      ypgg: goods.ypgg,
      sccj: goods.sccj,
    })
    .from(goods)
    .where(eq(goods.id, goodsId));
  return g;
}

/** Links every open request naming one of `names` to the goods (a reply kept if there was one). */
export const markWantedListed = (tx: Tx, g: { id: number; name: string; ypgg: string }, names: string[]) =>
  tx
    .update(wantedVarieties)
    .set({
      status: 'listed',
      goodsId: g.id,
      reply: sql`coalesce(${wantedVarieties.reply}, ${`已上架：${g.name} ${g.ypgg}`})`,
      repliedAt: new Date(),
    })
    .where(
      and(inArray(wantedVarieties.status, ['pending', 'answered']), inArray(wantedVarieties.name, names)),
    )
    .returning();
