/**
 * Writing webhook deliveries: one row per enabled endpoint subscribed to the event, in the caller's
 * transaction (a rolled-back change reports nothing), with the event's data built by SQL from the
 * rows just changed (one statement; nothing is read at all when no endpoint wants the event).
 * The service points call the one-line helpers below; stock.low is written by a trigger instead
 * (stock-low-trigger.repo.ts), because stock moves through many statements. The SQL is enqueue.repo.ts's.
 */
import type { Db, Tx } from '../../db/client';
import {
  aftersaleData,
  buyerApprovedData,
  enqueueWebhook,
  orderCancelledData,
  orderData,
  orderShippedData,
} from './enqueue.repo';

/** order.paid: online (gateway notice), balance, credit (账期) or a confirmed bank transfer. */
export const webhookOrderPaid = (tx: Db | Tx, orderId: number) =>
  enqueueWebhook(tx, 'order.paid', orderData(orderId));

/** order.cancelled, with the reason as the order's history records it. */
export const webhookOrderCancelled = (tx: Db | Tx, orderId: number, reason: string) =>
  enqueueWebhook(tx, 'order.cancelled', orderCancelledData(orderId, reason));

/** order.shipped, with each line's batches as picked (the ERP books the goods-out by batch). */
export const webhookOrderShipped = (tx: Db | Tx, orderId: number) =>
  enqueueWebhook(tx, 'order.shipped', orderShippedData(orderId));

export const webhookAftersaleCreated = (tx: Db | Tx, aftersaleId: number) =>
  enqueueWebhook(tx, 'aftersale.created', aftersaleData(aftersaleId));

export const webhookAftersaleRefunded = (tx: Db | Tx, aftersaleId: number) =>
  enqueueWebhook(tx, 'aftersale.refunded', aftersaleData(aftersaleId));

/** buyer.approved: the company the ERP matches by 统一社会信用代码, and its approved 经营范围. */
export const webhookBuyerApproved = (tx: Db | Tx, userId: number) =>
  enqueueWebhook(tx, 'buyer.approved', buyerApprovedData(userId));
