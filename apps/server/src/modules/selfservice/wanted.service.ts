import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fenToYuan, WANTED_STATUS_TEXT, type Wanted, type WantedBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { inTx } from '../../db/query';
import { goods, messages, wantedVarieties } from '../../db/schema/index';
import { notFound, refused } from '../../lib/errors';
import { signalWork } from '../notify/work-bus';

type Row = typeof wantedVarieties.$inferSelect;

const toView = (r: Row): Wanted => ({
  id: r.id,
  name: r.name,
  spec: r.spec,
  maker: r.maker,
  quantity: r.quantity,
  price: r.priceFen === null ? null : fenToYuan(r.priceFen),
  remark: r.remark,
  status: r.status,
  status_text: WANTED_STATUS_TEXT[r.status],
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
  goods_id: r.goodsId,
  created_at: r.createdAt.toISOString(),
});

export async function addWanted(db: Db, userId: number, body: WantedBody) {
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
  signalWork('wanted_open');
  return { id: row?.id ?? 0 };
}

export async function listWanted(db: Db, userId: number, page: number, pageSize: number) {
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
  return { list: rows.map(toView), total: Number(total?.n ?? 0), page, page_size: pageSize };
}

/** One request of this buyer; someone else's answers exactly like a missing one. */
export async function getWanted(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(wantedVarieties)
    .where(and(eq(wantedVarieties.id, id), eq(wantedVarieties.userId, userId)));
  if (!row) throw notFound('求购信息不存在');
  return toView(row);
}

/**
 * The shop answers a request (back office): a reply, and the goods that now fills it if any. The
 * buyer gets a message. Answering twice is refused (conditional on status 'pending').
 */
export async function answerWanted(
  db: Db | Tx,
  id: number,
  answer: { reply: string; goodsId?: number | null },
) {
  return inTx(db, async (tx) => {
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
    if (!row) {
      const [exists] = await tx
        .select({ id: wantedVarieties.id })
        .from(wantedVarieties)
        .where(eq(wantedVarieties.id, id));
      throw exists ? refused('该求购已回复') : notFound('求购信息不存在');
    }
    await tx.insert(messages).values({
      userId: row.userId,
      title: `品种求购回复：${row.name}`,
      content: answer.reply,
    });
    return toView(row);
  });
}

/**
 * When a goods is listed: every open request naming its generic name (or trade name) is linked to
 * it and its buyer gets a message. Call after creating a goods (back office, imports).
 */
export async function notifyWantedForGoods(db: Db, goodsId: number) {
  return db.transaction(async (tx) => {
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
    if (!g) throw notFound('商品不存在');
    const names = [g.generic, g.trade, g.name].filter((n) => n !== '');
    const rows = await tx
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
    if (rows.length > 0) {
      await tx.insert(messages).values(
        rows.map((r) => ({
          userId: r.userId,
          title: `您求购的品种已上架：${r.name}`,
          content: `您求购的「${r.name}」已上架：${g.name}（${g.ypgg}，${g.sccj}），商品编号${g.id}，欢迎采购。`,
        })),
      );
    }
    return rows.length;
  });
}
