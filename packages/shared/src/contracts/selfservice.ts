/** Feedback (/yjfk, POST /api/user/feedback) and wanted varieties (/pzqg). */
import { z } from 'zod';
import {
  PageQuerySchema,
  TextSchema,
  TimeSchema,
  YuanSchema,
  blankToUndefined,
  idListParam,
  idParam,
  pageOf,
  quantityParam,
  yuanInput,
} from './common';
import { UploadSchema } from './upload';

export const FEEDBACK_TYPES = ['goods', 'delivery', 'service', 'site', 'other'] as const;
export const FEEDBACK_TYPE_TEXT: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  goods: '商品质量',
  delivery: '物流配送',
  service: '客服服务',
  site: '网站功能',
  other: '其他建议',
};
export const MAX_FEEDBACK_IMAGES = 3;

/** Upload ids of photos sent first through POST /api/upload (kind feedback); none is fine. */
const FeedbackImagesSchema = idListParam(
  { empty: '图片不正确', bad: '图片不正确', tooMany: `最多上传${MAX_FEEDBACK_IMAGES}张图片` },
  MAX_FEEDBACK_IMAGES,
);

export const FeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: '请选择反馈类型' }),
  content: TextSchema('请填写反馈内容', { multiline: true })
    .trim()
    .min(1, '请填写反馈内容')
    .min(5, '反馈内容至少5个字')
    .max(500, '反馈内容不能超过500个字'),
  images: z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      if (v === undefined || v === '') return [];
      const parsed = FeedbackImagesSchema.safeParse(v);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '图片不正确' });
      return z.NEVER;
    }),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  type_text: z.string(),
  content: z.string(),
  images: z.array(UploadSchema),
  reply: z.string().nullable(),
  replied_at: TimeSchema.nullable(),
  created_at: TimeSchema,
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackPageSchema = pageOf(FeedbackSchema);
export const FeedbackIdSchema = z.object({ id: z.number().int() });

export const WANTED_STATUSES = ['pending', 'answered', 'listed'] as const;
export const WANTED_STATUS_TEXT: Record<(typeof WANTED_STATUSES)[number], string> = {
  pending: '待回复',
  answered: '已回复',
  listed: '已上架',
};

const shortText = (required: string | undefined, max: number, label: string) =>
  TextSchema(required).trim().max(max, `${label}不能超过${max}个字`);

export const WantedBodySchema = z.object({
  name: shortText('请填写品种名称', 50, '品种名称').min(2, '请填写品种名称'),
  spec: z.preprocess((v) => v ?? '', shortText(undefined, 50, '规格')),
  maker: z.preprocess((v) => v ?? '', shortText(undefined, 60, '生产厂家')),
  quantity: quantityParam('求购数量须为正整数'),
  /** 期望价格 in yuan; optional. */
  price: z.preprocess(blankToUndefined, yuanInput('期望价格格式不正确').optional()),
  remark: z.preprocess((v) => v ?? '', shortText(undefined, 200, '备注')),
});
export type WantedBody = z.infer<typeof WantedBodySchema>;

export const WantedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  quantity: z.number().int(),
  price: YuanSchema.nullable(),
  remark: z.string(),
  status: z.enum(WANTED_STATUSES),
  status_text: z.string(),
  reply: z.string().nullable(),
  replied_at: TimeSchema.nullable(),
  /** The listed goods that answers it, when there is one. */
  goods_id: z.number().int().nullable(),
  created_at: TimeSchema,
});
export type Wanted = z.infer<typeof WantedSchema>;
export const WantedPageSchema = pageOf(WantedSchema);
export const WantedIdParamsSchema = z.object({ id: idParam('求购编号不正确') });
export const WantedIdSchema = z.object({ id: z.number().int() });
export const SelfServicePageQuerySchema = PageQuerySchema;
