import { fenToYuan, WANTED_STATUS_TEXT, type Wanted, type WantedBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { signalWork } from '../notify/work-bus';
import { insertBuyerMessages } from './feedback.repo';
import {
  findGoodsNames,
  findOwnWanted,
  insertWanted,
  inTx,
  markWantedListed,
  setWantedAnswer,
  wantedExists,
  wantedPage,
  type WantedRow as Row,
} from './wanted.repo';

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
  const id = await insertWanted(db, userId, body);
  signalWork('wanted_open');
  return { id };
}

export async function listWanted(db: Db, userId: number, page: number, pageSize: number) {
  const { rows, total } = await wantedPage(db, userId, page, pageSize);
  return { list: rows.map(toView), total, page, page_size: pageSize };
}

/** One request of this buyer; someone else's answers exactly like a missing one. */
export async function getWanted(db: Db, userId: number, id: number) {
  const row = await findOwnWanted(db, userId, id);
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
    const row = await setWantedAnswer(tx, id, answer);
    if (!row) {
      throw (await wantedExists(tx, id)) ? refused('该求购已回复') : notFound('求购信息不存在');
    }
    await insertBuyerMessages(tx, [
      { userId: row.userId, title: `品种求购回复：${row.name}`, content: answer.reply },
    ]);
    return toView(row);
  });
}

/**
 * When a goods is listed: every open request naming its generic name (or trade name) is linked to
 * it and its buyer gets a message. Call after creating a goods (back office, imports).
 */
export async function notifyWantedForGoods(db: Db, goodsId: number) {
  return db.transaction(async (tx) => {
    const g = await findGoodsNames(tx, goodsId);
    if (!g) throw notFound('商品不存在');
    const names = [g.generic, g.trade, g.name].filter((n) => n !== '');
    const rows = await markWantedListed(tx, g, names);
    if (rows.length > 0) {
      await insertBuyerMessages(
        tx,
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
