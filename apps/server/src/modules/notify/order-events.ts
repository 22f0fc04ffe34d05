import type { Db, Tx } from '../../db/client';
import { notifyBuyer } from './buyer-notify';
import { signalWork } from './work-bus';
import { webhookOrderPaid } from '../webhook/enqueue';

/**
 * An order was paid (online, balance, or a transfer confirmed): the buyer is told, the warehouse's
 * queue grows, and the ERP's order.paid webhook is queued in the same transaction.
 */
export async function orderPaid(tx: Db | Tx, order: { id: number; user_id: number; order_no: string }) {
  await notifyBuyer(tx, order.user_id, 'paid', order.order_no);
  await webhookOrderPaid(tx, order.id);
  signalWork('to_ship', tx);
}
