/** Back-office service desk (客服): buyers' chats, feedback replies, wanted-variety answers. */
import { z } from 'zod';
import { YuanSchema, idParam, optionalIdParam } from './common';
import {
  AdminBulkBodySchema,
  AdminManagerFilter,
  AdminPageQuerySchema,
  adminPage,
  adminRequiredText,
  adminText,
} from './admin-common';
import { CHAT_MAX_LENGTH } from '../constants';
import { ChatMessageSchema } from './chat';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const AdminChatQuerySchema = AdminPageQuerySchema.extend({
  keyword: adminText('关键词', 50, false).optional(),
  /** Only conversations whose last message is the buyer's. */
  waiting: optional(z.enum(['1'], { error: '筛选条件不正确' })),
  /** me: conversations the asking operator looks after; none: not yet claimed by anyone. */
  assignee: optional(z.enum(['me', 'none'], { error: '接待筛选不正确' })),
  ...AdminManagerFilter,
});

export const AdminChatRowSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  manager_name: z.string(),
  last_from: z.enum(['buyer', 'agent']),
  last_content: z.string(),
  last_at: z.string(),
  messages: z.number().int(),
  /** The buyer wrote after the last answer of a person (the automatic greeting is not one). */
  waiting: z.boolean(),
  /** The buyer's messages the desk has not opened yet. */
  unread: z.number().int(),
  assignee_id: z.number().int().nullable(),
  /** The service operator who looks after it; '' while nobody has claimed it. */
  assignee_name: z.string(),
});
export type AdminChatRow = z.infer<typeof AdminChatRowSchema>;
export const AdminChatListSchema = adminPage(AdminChatRowSchema);

export const AdminChatThreadSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  is_can_chat: z.boolean(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  list: z.array(ChatMessageSchema),
});
export type AdminChatThread = z.infer<typeof AdminChatThreadSchema>;

export const AdminChatReplySchema = z.object({ content: adminRequiredText('回复内容', CHAT_MAX_LENGTH) });

/** 改派: the service operator who takes the conversation over. */
export const AdminChatAssignSchema = z.object({ operator_id: idParam('请选择接待人') });
export const AdminChatAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type AdminChatAgent = z.infer<typeof AdminChatAgentSchema>;
export const AdminChatAgentListSchema = z.array(AdminChatAgentSchema);
/** The menu's and bell's figure: unread messages in the operator's own and unclaimed conversations. */
export const AdminChatUnreadSchema = z.object({
  unread: z.number().int(),
  conversations: z.number().int(),
});
export type AdminChatUnread = z.infer<typeof AdminChatUnreadSchema>;

/** 意见反馈 / 品种求购 lists and their Excel export: status, buyer (company or account), date sent. */
const StatusQuery = (values: readonly [string, ...string[]]) =>
  AdminPageQuerySchema.extend({
    status: optional(z.enum(values, { error: '状态不正确' })),
    keyword: adminText('关键词', 50, false).optional(),
    from: optional(z.iso.date({ error: '开始日期格式不正确' })),
    to: optional(z.iso.date({ error: '结束日期格式不正确' })),
    ...AdminManagerFilter,
  });

export const AdminFeedbackQuerySchema = StatusQuery(['pending', 'replied']);
export const AdminFeedbackRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company: z.string(),
  username: z.string(),
  type_text: z.string(),
  content: z.string(),
  image_urls: z.array(z.string()),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminFeedbackRow = z.infer<typeof AdminFeedbackRowSchema>;
export const AdminFeedbackListSchema = adminPage(AdminFeedbackRowSchema);
export const AdminReplyBodySchema = z.object({ reply: adminRequiredText('回复内容', 500) });
/** 批量回复 (mark handled): one reply sent to each chosen feedback or wanted request. */
export const AdminBulkReplyBodySchema = AdminBulkBodySchema.extend(AdminReplyBodySchema.shape);

export const AdminWantedQuerySchema = StatusQuery(['pending', 'answered', 'listed']);
export const AdminWantedRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company: z.string(),
  username: z.string(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  quantity: z.number().int(),
  price: YuanSchema.nullable(),
  remark: z.string(),
  status: z.string(),
  status_text: z.string(),
  reply: z.string().nullable(),
  goods_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminWantedRow = z.infer<typeof AdminWantedRowSchema>;
export const AdminWantedListSchema = adminPage(AdminWantedRowSchema);
export const AdminWantedAnswerSchema = z.object({
  reply: adminRequiredText('回复内容', 500),
  /** The goods now listed for it, when there is one. */
  goods_id: optionalIdParam('商品编号不正确'),
});

/** The chat desk's side panel: who the buyer is, who looks after them, what they bought, what is open. */
export const AdminChatCustomerSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  region: z.string(),
  is_passed: z.boolean(),
  manager: z.object({ name: z.string(), phone: z.string() }).nullable(),
  recent_orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      status_text: z.string(),
      payable: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Returns not finished, feedback and wanted varieties not answered; `to` opens it in the back office. */
  open_cases: z.array(
    z.object({
      kind: z.string(),
      title: z.string(),
      status_text: z.string(),
      created_at: z.string(),
      to: z.string(),
    }),
  ),
});
export type AdminChatCustomer = z.infer<typeof AdminChatCustomerSchema>;
