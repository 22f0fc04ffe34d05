import { fenToYuan, type AddAllBody, type FastBuyQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { addLines, plainLine } from '../cart/cart.add';
import { viewerFor } from '../goods/goods.card';
import { purchaseBlockReason } from '@shop/shared';
import { fastBuyPage, insertPurchaseRecord, recordPage } from './quickbuy.repo';

/** GET /api/user/fast_buy: goods this buyer has bought, most often (or most recently, most units) first. */
export async function fastBuy(db: Db, userId: number, q: FastBuyQuery) {
  const viewer = await viewerFor(db, userId, true);
  const { rows, total } = await fastBuyPage(db, userId, q);
  return {
    list: rows.map((r) => {
      const blocked = purchaseBlockReason(viewer.buyer, {
        isBuy: r.is_buy,
        stock: r.stock,
        scope: r.scope,
        isControlled: r.is_controlled,
        isEphedrine: r.is_ephedrine,
      });
      return {
        goods: {
          id: r.id,
          name: r.name,
          ypgg: r.ypgg,
          sccj: r.sccj,
          bzdw: r.bzdw,
          base_price: fenToYuan(r.base_price_fen),
          stock: r.stock,
          min_qty: r.min_qty,
          mid_pack: r.mid_pack,
          can_buy: blocked === null,
          buy_block_reason: blocked,
        },
        times: r.times,
        total_number: r.total_number,
        last_number: r.last_number,
        last_bought_at: new Date(r.last_at).toISOString(),
      };
    }),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** GET /api/user/buy: the buyer's purchase records, order lines and hand-noted ones together. */
export async function purchaseRecordsPage(db: Db, userId: number, page: number, pageSize: number) {
  const rows = await recordPage(db, userId, page, pageSize);
  return {
    list: rows.map(({ total: _total, price_fen, created_at, ...r }) => ({
      ...r,
      price: price_fen === null ? null : fenToYuan(price_fen),
      created_at: new Date(created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

/** POST /api/user/buy: notes a purchase of a listed goods. */
export async function addPurchaseRecord(
  db: Db,
  userId: number,
  body: { goods_id: number; number: number; remark: string },
) {
  const id = await insertPurchaseRecord(db, userId, body);
  if (id === null) throw notFound('商品不存在或已下架');
  return { id };
}

/**
 * "Add all" of the quick-purchase page: every chosen line in one request and one cart transaction
 * (the cart's own add), so a refused line names its goods and leaves the cart as it was.
 */
export async function addAll(db: Db, userId: number, body: AddAllBody) {
  const lines = body.lines.map((l) => plainLine(l.goods_id, l.number));
  const result = await addLines(db, userId, lines);
  return { added: body.lines.length, total: result.total };
}
