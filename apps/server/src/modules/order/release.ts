/**
 * Cancelling gives back exactly what the order took: units to the very lots (and goods) recorded in
 * order_line_lots, the wallet coupon, the flash-sale tally; pending gateway payments are closed.
 * The status change is conditional, so a cancel racing a payment or another cancel acts once.
 */
import type { OrderStatus } from '@shop/shared';
import type { Tx } from '../../db/client';
import { insertEvent } from '../checkout/place.service';
import { releaseSpecialUnits } from '../checkout/special-limit';
import { setLedgerContext } from '../warehouse/ledger';
import { webhookOrderCancelled } from '../webhook/enqueue';
import {
  closePendingPayments,
  lockOrdersGoods,
  markCancelled,
  orderIdList,
  returnCoupons,
  returnFlashUnits,
  returnGoodsStock,
  returnLotStock,
} from './release.repo';

/** Cancels those of the orders still in one of `from`; returns the ids actually cancelled. */
export async function cancelOrders(
  tx: Tx,
  orderIds: number[],
  opts: { from: OrderStatus[]; userId?: number; note: string },
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const ids = await markCancelled(tx, orderIds, opts.from, opts.userId);
  if (ids.length === 0) return [];

  // The flash sale's own stock and the buyers' tallies come back first: placement takes flash
  // sales before goods (the sale row, then the buyer's tally), so release takes them in the same
  // order and the two can never deadlock.
  await returnFlashUnits(tx, ids);
  // 每日特价 units go back to the day's tally (after flash, as placement claims them).
  await releaseSpecialUnits(tx, orderIdList(ids));
  // Lock goods in ascending id order, as placement takes them, so the two can never deadlock.
  await lockOrdersGoods(tx, ids);
  // Units going back to a lot frozen meanwhile (quality hold) stay out of the sellable goods.stock.
  await returnGoodsStock(tx, ids);
  // One statement per order, so each ledger row names the order its units came back from.
  for (const id of ids) {
    await setLedgerContext(tx, { kind: 'cancel', reason: opts.note, sourceType: 'order', sourceId: id });
    await returnLotStock(tx, id);
  }
  // A cancellation (always before shipping) returns the used coupon while it is still valid; an
  // expired one stays used, and a return after delivery never gives a coupon back (ADR 008).
  await returnCoupons(tx, ids);
  await closePendingPayments(tx, ids);
  for (const id of ids) {
    await insertEvent(tx, id, 'cancelled', '订单已取消', opts.note);
    await webhookOrderCancelled(tx, id, opts.note);
  }
  return ids;
}
