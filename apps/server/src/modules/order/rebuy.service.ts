/** 再次购买: the order's goods go back into the cart through the cart's own add rule, line by line. */
import { AddLineSchema, LINE_TYPE } from '@shop/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { addLines } from '../cart/cart.add';
import { findOwnOrder, linesOf } from './order.repo';

export interface RebuyResult {
  added: number;
  skipped: Array<{ goods_id: number; name: string; reason: string }>;
}

export async function rebuy(db: Db, userId: number, id: number): Promise<RebuyResult> {
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw notFound('订单不存在');
  const result: RebuyResult = { added: 0, skipped: [] };
  for (const l of await linesOf(db, [id])) {
    // Flash prices are not repeatable; combinations go back as packages of the same promotion.
    const isCombo = l.lineType === LINE_TYPE.combination;
    const line = AddLineSchema.parse({
      goods_id: l.goodsId,
      number: l.number,
      ...(isCombo ? { type: LINE_TYPE.combination, goods_price_id: l.promotionId } : {}),
    });
    try {
      await addLines(db, userId, [line]);
      result.added += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.skipped.push({ goods_id: l.goodsId, name: l.name, reason: err.message });
    }
  }
  return result;
}
