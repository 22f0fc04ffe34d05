/** Back office: ads, nav, hot searches, help and news, common config (/api/admin/content/*). */
import { z } from 'zod';
import { adminText, adminRequiredText, adminUrl, isSafeUrl } from './admin-common';
import { TOP_NAV_COUNT } from '../constants';
import { idParam } from './common';
import { formInt, endsAfterStart, WINDOW_MSG, windowInput } from './admin-forms';

/** Every slot /api/focus/* serves (the home carousel is 'focus'), with its label. */
export const AD_POSITIONS = {
  focus: '首页轮播',
  top: '顶部通栏',
  bottom: '底部浮动',
  right: '右侧浮窗',
  login: '登录页',
  common: '首页通栏',
  xrtj: '新人推荐',
  ppzq: '品牌专区',
  kxzq: '控销专区',
  new_kxzq: '控销专区（新）',
  zyzq: '中药专区',
  yx: '包邮专区',
  demo: '首页演示位',
  postList: '资讯列表',
  // Zone banners (GET /api/focus/:slot of each zone page) and the lucky-draw popup (GET /api/draw/ads).
  mrtj: '每日特价',
  welfare: '福利价专区',
  zhzq: '组合购专区',
  lqzx: '领券中心',
  hb: '满额返现',
  ptzq: '团购专区',
  jfsc: '积分商城',
  spike: '秒杀专区',
  kxzq_ad: '控销专区广告',
  draw: '抽奖弹窗',
} as const;
export const AdPositionSchema = z.enum(Object.keys(AD_POSITIONS) as [keyof typeof AD_POSITIONS], {
  error: '请选择广告位',
});

/**
 * Spec §4: a link starting with '*' or containing '#' shows its text as an alert instead of
 * navigating (e.g. "*活动暂未开始"); otherwise a site path or an http(s) address; empty = 活动未开始.
 */
export function isValidAdLink(url: string): boolean {
  if (url === '' || url.startsWith('*') || url.includes('#')) return true;
  return isSafeUrl(url);
}
const link = adminText('链接', 300)
  .default('')
  .refine(isValidAdLink, '链接须以 / 或 http(s):// 开头，或以 * 开头/含 # 表示提示文字');

export const AdminAdSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** live | scheduled | ended */
  state: z.enum(['live', 'scheduled', 'ended']),
});
export const AdminAdListSchema = z.array(AdminAdSchema);
export const AdminAdQuerySchema = z.object({
  position: z.union([AdPositionSchema, z.literal('')]).default(''),
});
export const AdminAdInputSchema = z
  .object({
    position: AdPositionSchema,
    title: adminText('标题', 60).default(''),
    image: adminRequiredText('图片', 300),
    url: link,
    sort: formInt('排序', 0, 100_000).default(0),
    starts_at: windowInput.starts_at,
    ends_at: windowInput.ends_at,
  })
  .refine(endsAfterStart, { message: WINDOW_MSG, path: ['ends_at'] });
export type AdminAdInput = z.input<typeof AdminAdInputSchema>;

export const AdminNavSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: z.boolean(),
  sort: z.number().int(),
});
export const AdminNavListSchema = z.array(AdminNavSchema);
export const AdminNavInputSchema = z.object({
  parent_id: idParam('上级导航不正确').nullish(),
  name: adminRequiredText('导航名称', 10),
  url: link,
  image: adminText('图标', 300).default(''),
  is_open: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
    .default(false),
  sort: formInt('排序', 0, 100_000).default(0),
});
export const NAV_LIMIT_MSG = `顶部导航最多${TOP_NAV_COUNT}个`;

export const AdminArticleCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  article_count: z.number().int(),
});
export const AdminArticleCategoryListSchema = z.array(AdminArticleCategorySchema);
export const AdminArticleCategoryInputSchema = z.object({
  parent_id: idParam('上级分组不正确').nullish(),
  code: adminText('代码', 20)
    .default('')
    .refine((v) => /^[a-z0-9_]*$/.test(v), '代码只能含小写字母、数字和_'),
  name: adminRequiredText('分组名称', 20),
  sort: formInt('排序', 0, 100_000).default(0),
});

export const AdminArticleRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  code: z.string(),
  title: z.string(),
  created_at: z.string(),
});
export const AdminArticlePageSchema = z.object({
  list: z.array(AdminArticleRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const AdminArticleQuerySchema = z.object({
  category_id: idParam('分组不正确').optional(),
  keyword: adminText('关键词', 50).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminArticleInputSchema = z.object({
  category_id: idParam('请选择分组'),
  code: adminText('代码', 20)
    .default('')
    .refine((v) => /^[a-z0-9_]*$/.test(v), '代码只能含小写字母、数字和_'),
  title: adminRequiredText('标题', 80),
  /** HTML from the rich-text editor; sanitised on the server before it is stored. */
  content: z.string({ error: '请输入正文' }).min(1, '请输入正文').max(200_000, '正文过长'),
});
export const AdminArticleSchema = AdminArticleRowSchema.extend({ content: z.string() });

/** Common config: site block of the footer/header, hot searches, quality link, price visibility. */
export const AdminSettingsSchema = z.object({
  hot_line: z.string(),
  qq1: z.string(),
  qq2: z.string(),
  icp: z.string(),
  drug_info_license: z.string(),
  drug_license: z.string(),
  legal: z.string(),
  company_name: z.string(),
  hot_searches: z.array(z.string()),
  quality_inspection_url: z.string(),
  quality_inspection_msg: z.string(),
  prices_require_login: z.boolean(),
  /** 含麻黄碱订单: days after shipping within which the buyer uploads the signed receipt. */
  ephedrine_receipt_days: z.number().int(),
  /** 对公转账: days an order waits for the transfer before it is cancelled. */
  transfer_window_days: z.number().int(),
});
export const AdminSettingsInputSchema = z.object({
  hot_line: adminRequiredText('客服热线', 30),
  qq1: adminText('QQ1', 20).default(''),
  qq2: adminText('QQ2', 20).default(''),
  icp: adminText('ICP备案号', 60).default(''),
  drug_info_license: adminText('互联网药品信息服务资格证书', 60).default(''),
  drug_license: adminText('药品经营许可证', 60).default(''),
  legal: adminText('法律声明', 500).default(''),
  company_name: adminRequiredText('公司名称', 60),
  hot_searches: z.array(adminRequiredText('热搜词', 20)).max(20, '热搜词最多20个').default([]),
  quality_inspection_url: adminUrl('药检报告链接'),
  quality_inspection_msg: adminText('无质检链接时的提示', 100).default(''),
  prices_require_login: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
  ephedrine_receipt_days: formInt('回执上传期限（天）', 1, 90),
  transfer_window_days: formInt('对公转账等待期限（天）', 1, 30).default(3),
});
