import type { Db, Tx } from '../../db/client';
import { notifyBuyer } from './buyer-notify';
import { signalWork } from './work-bus';

/** An order was paid (online, balance, or a transfer confirmed): the buyer is told, the warehouse's queue grows. */
export async function orderPaid(tx: Db | Tx, order: { user_id: number; order_no: string }) {
  await notifyBuyer(tx, order.user_id, 'paid', order.order_no);
  signalWork('to_ship', tx);
}
