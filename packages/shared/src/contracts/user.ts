/** The signed-in buyer's own calls (spec §3 User, §7): sign-in, base info, business scope, messages. */
import { z } from 'zod';
import { NewsQuerySchema } from './article';
import { TextSchema, TimeSchema, idParam } from './common';
import { LicenceWarningSchema } from './licence';

/** POST /api/user/login. */
export const SignInBodySchema = z.object({
  username: TextSchema('请输入用户名或手机号')
    .trim()
    .min(1, '请输入用户名或手机号')
    .max(50, '用户名或手机号过长'),
  password: TextSchema('请输入密码').min(1, '请输入密码').max(64, '密码过长'),
  /** The answer to the challenge the server sent after repeated failures, and its id. */
  captcha_id: TextSchema().max(200).optional(),
  captcha: TextSchema().max(10, '验证答案不正确').optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** After repeated failures a refused sign-in carries data.challenge: a sum to answer, and its signed id. */
export const SignInChallengeSchema = z.object({ id: z.string(), question: z.string() });
export type SignInChallenge = z.infer<typeof SignInChallengeSchema>;

export const SignInResultSchema = z.object({ login: z.literal(true) });

/** 专属客服 in the header; is_default 1 is the shop's default contact, shown without the prefix. */
export const AccountManagerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type AccountManager = z.infer<typeof AccountManagerSchema>;

export const ScopeItemSchema = z.object({ code: z.string(), name: z.string() });
export type ScopeItem = z.infer<typeof ScopeItemSchema>;

/** The buyer's company as the header and the chain store switcher know it. */
export const BaseCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  is_passed: z.boolean(),
  qualification_note: z.string(),
  business_scope: z.array(ScopeItemSchema),
  chain: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stores: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      name: z.string(),
      company: z.string(),
      is_current: z.boolean(),
    }),
  ),
});

/** GET /api/user/base: everything the header shows about the signed-in buyer (spec §3). */
export const BaseInfoSchema = z.object({
  show: z.literal(true),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.string(),
  admin: AccountManagerSchema.nullable(),
  address: z.string(),
  is_passed: z.boolean(),
  points: z.number().int(),
  cart: z.number().int(),
  message_count: z.number().int(),
  wechat: z.string(),
  common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }),
  login_url: z.string(),
  is_show_youx: z.boolean(),
  is_special: z.boolean(),
  is_can_chat: z.boolean(),
  /** The chat credential; empty for buyers without the embedded chat. */
  token: z.string(),
  is_AfterSale: z.boolean(),
  /** A licence within 30 days of expiry or past it: every page shows a warning bar. */
  licence_warning: LicenceWarningSchema,
  /** Ephedrine orders whose signed receipt is overdue (/hmdd). */
  receipt_overdue: z.number().int(),
  ywy: z.object({ name: z.string(), phone: z.string() }).nullable(),
  customer: BaseCustomerSchema,
});
export type BaseInfo = z.infer<typeof BaseInfoSchema>;

/** GET /api/user/jyfw: the company's business scope, listed and as one line. */
export const BusinessScopeSchema = z.object({ list: z.array(ScopeItemSchema), text: z.string() });
export type BusinessScope = z.infer<typeof BusinessScopeSchema>;

/** GET /api/user/messages: 我的消息, newest first, with the unread count of the badge. */
export const MemberMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: TimeSchema,
});
export type MemberMessage = z.infer<typeof MemberMessageSchema>;
export const MessagesPageSchema = z.object({
  list: z.array(MemberMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** POST /api/user/messages/:id/read. */
export const MessageReadSchema = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  unread: z.number().int(),
});

export const MessageIdParamsSchema = z.object({ id: idParam('消息编号不正确') });

/** GET /api/user/messages pages like the news list: page from 1, at most 50 a page, 10 by default. */
export const MessagesQuerySchema = NewsQuerySchema.pick({ page: true, page_size: true });
