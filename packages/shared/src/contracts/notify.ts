/** What the buyer is told about orders and licences: site messages always, SMS for the events chosen. */
import { z } from 'zod';

export const BUYER_NOTIFY_EVENTS = [
  'paid',
  'shipped',
  'delivered',
  'return_approved',
  'return_rejected',
  'refunded',
  'licence_expiring',
] as const;
export const BuyerNotifyEventSchema = z.enum(BUYER_NOTIFY_EVENTS, { error: '通知类型不正确' });

export const NotifySettingsSchema = z.object({
  /** The events also sent by SMS to the account's mobile. */
  sms: z.array(BuyerNotifyEventSchema).max(BUYER_NOTIFY_EVENTS.length),
  /** Every event with its Chinese name, for the settings page. */
  events: z.array(z.object({ code: BuyerNotifyEventSchema, name: z.string() })),
  /** Where the SMS go: the account's mobile, masked (138****8001). */
  phone: z.string(),
});
export type NotifySettings = z.infer<typeof NotifySettingsSchema>;
export type BuyerNotifyEvent = z.infer<typeof BuyerNotifyEventSchema>;

/** 13800138001 → 138****8001: enough for the buyer to recognise, not enough to read it off a screen. */
export const maskPhone = (v: string): string => (v.length === 11 ? `${v.slice(0, 3)}****${v.slice(7)}` : v);
export const NotifySettingsBodySchema = z.object({
  sms: z.array(BuyerNotifyEventSchema, { error: '请选择短信通知' }).max(BUYER_NOTIFY_EVENTS.length),
});
export type NotifySettingsBody = z.infer<typeof NotifySettingsBodySchema>;

/** The back-office bell's stream (text/event-stream): events `queues` and `work`, data {queue, queues}. */
export const AdminEventStreamSchema = z.unknown().describe('server-sent events (text/event-stream)');
