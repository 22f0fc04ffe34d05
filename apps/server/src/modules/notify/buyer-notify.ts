/**
 * What the buyer is told about their orders and licences: always a site message (站内信), and an
 * SMS through the provider for the events the buyer opted into (users.sms_notify). Written in the
 * caller's transaction, so a rolled-back change tells nobody anything.
 */
import type { Db, Tx } from '../../db/client';
import { insertMessage } from '../user/messages.service';
import { queueSms, smsWish } from './notify-settings.repo';

export const BUYER_EVENTS = {
  paid: '付款已确认',
  shipped: '订单已发货',
  delivered: '订单已签收',
  return_approved: '退货申请已同意',
  return_rejected: '退货申请未通过',
  refunded: '退款已到账',
  licence_expiring: '证照即将到期',
} as const;
export type BuyerEvent = keyof typeof BUYER_EVENTS;

/** One sentence per event; `detail` is the order number, licence name and the like. */
const TEXT: Record<BuyerEvent, (detail: string) => string> = {
  paid: (d) => `您的订单 ${d} 付款已确认，我们将尽快为您拣货发货。`,
  shipped: (d) => `您的订单 ${d} 已发货，可在“我的订单”查看物流。`,
  delivered: (d) => `您的订单 ${d} 已签收，请及时验收；如有破损或差错，请在“售后服务”申请处理。`,
  return_approved: (d) => `您的退货申请（订单 ${d}）已同意，请按退货地址寄回商品。`,
  return_rejected: (d) => `您的退货申请（订单 ${d}）未通过：详情见售后记录。`,
  // Refunds go back the way the order was paid (balance, bank or the online gateway), so the
  // message names no account; the after-sale record says where the money went.
  refunded: (d) => `您的退货（订单 ${d}）已办理退款，款项按原付款方式退回，详见售后记录。`,
  licence_expiring: (d) => `您的${d}将在30天内到期，请尽快上传新证照，以免影响采购。`,
};

export async function notifyBuyer(tx: Db | Tx, userId: number, event: BuyerEvent, detail: string) {
  const content = TEXT[event](detail);
  await insertMessage(tx, userId, BUYER_EVENTS[event], content);
  await smsIfWanted(tx, userId, event, content);
}

/** The SMS of an event, when the buyer opted into it (the site message is sent by the caller). */
export async function smsIfWanted(tx: Db | Tx, userId: number, event: BuyerEvent, content: string) {
  const u = await smsWish(tx, userId, event);
  // The sandbox provider's outbox, as the SMS codes use it (modules/sms/sandbox.provider.ts).
  if (u?.wants && u.phone) await queueSms(tx, u.phone, `【康源医药】${content}`);
}
