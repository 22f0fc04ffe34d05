/** 系统 › Webhook 推送 (issue 33): endpoints an ERP listens on, and the deliveries sent to them. */
import { z } from 'zod';
import { AdminPageQuerySchema, adminPage, adminText } from './admin-common';

export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.cancelled',
  'order.shipped',
  'aftersale.created',
  'aftersale.refunded',
  'buyer.approved',
  'stock.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_TEXT: Record<WebhookEvent, string> = {
  'order.paid': '订单已付款',
  'order.cancelled': '订单已取消',
  'order.shipped': '订单已发货',
  'aftersale.created': '售后申请已提交',
  'aftersale.refunded': '售后已退款',
  'buyer.approved': '客户资质审核通过',
  'stock.low': '库存低于预警',
};

export const WEBHOOK_DELIVERY_STATUS = ['pending', 'delivered', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATUS_TEXT: Record<(typeof WEBHOOK_DELIVERY_STATUS)[number], string> = {
  pending: '待推送',
  delivered: '已送达',
  failed: '已失败',
};

/** http(s)://host[:port][/path…]: a host name or IPv4/IPv6 address, no credentials, no spaces. */
const HTTP_URL = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const urlText = adminText('推送地址', 500, false)
  .pipe(z.string().min(1, '请填写推送地址'))
  .refine((v) => HTTP_URL.test(v), '推送地址须以 http:// 或 https:// 开头');

export const WebhookEndpointBodySchema = z.object({
  url: urlText,
  description: adminText('说明', 100, false).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: '推送事件不正确' }), { error: '请选择推送事件' })
    .min(1, '请至少选择一个推送事件')
    .max(WEBHOOK_EVENTS.length, '推送事件不正确'),
  enabled: z.boolean({ error: '请选择是否启用' }).default(true),
});
export type WebhookEndpointBody = z.infer<typeof WebhookEndpointBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's last four characters, so an operator can tell which one the ERP holds. */
  secret_hint: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.object({ list: z.array(WebhookEndpointSchema) });

/** Shown once, after creating an endpoint or rotating its secret. */
export const WebhookSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;

export const WebhookDeliveryQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUS, { error: '推送状态不正确' }).optional(),
  event: z.enum(WEBHOOK_EVENTS, { error: '推送事件不正确' }).optional(),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuerySchema>;

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  http_status: z.number().int().nullable(),
  error: z.string(),
  duration_ms: z.number().int(),
});
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  event_id: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUS),
  attempts: z.number().int(),
  next_at: z.string().nullable(),
  expires_at: z.string(),
  delivered_at: z.string().nullable(),
  last_status: z.number().int().nullable(),
  last_error: z.string(),
  created_at: z.string(),
  /** The body's `data` as sent. */
  data: z.record(z.string(), z.unknown()),
  attempt_log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = adminPage(WebhookDeliverySchema);
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
