/** WeChat 扫码 sign-in, registration and binding (/register/wechat, /zhzx/bdwx; spec §7 unbind_wechat). */
import { z } from 'zod';
import { TextSchema } from './common';

/** Seconds a QR code stays valid, as WeChat's own login QR codes. */
export const WECHAT_QR_SECONDS = 300;

export const WechatQrBodySchema = z.object({
  purpose: z.enum(['login', 'bind'], { error: '二维码用途不正确' }).default('login'),
});
export const WechatQrSchema = z.object({
  scene: z.string(),
  /** The sandbox page that stands in for the phone; the QR code encodes it. */
  confirm_path: z.string(),
  expires_in: z.number().int(),
});

const sceneSchema = z
  .string({ error: '二维码已失效，请刷新' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '二维码已失效，请刷新');
export const WechatSceneParamsSchema = z.object({ scene: sceneSchema });

export const WECHAT_SCAN_STATES = [
  'waiting',
  'signed_in',
  'unbound',
  'bound',
  'conflict',
  'expired',
] as const;
export const WechatScanStateSchema = z.object({
  status: z.enum(WECHAT_SCAN_STATES),
  nickname: z.string(),
  msg: z.string(),
});
export type WechatScanState = z.infer<typeof WechatScanStateSchema>;

/** The sandbox phone: which WeChat user confirms (an openid it keeps) and its nickname. */
export const WechatConfirmBodySchema = z.object({
  scene: sceneSchema,
  openid: z.string({ error: '微信身份无效' }).regex(/^sandbox_[A-Za-z0-9_-]{8,40}$/, '微信身份无效'),
  nickname: TextSchema('请输入微信昵称').trim().min(1, '请输入微信昵称').max(20, '微信昵称过长'),
});
export const WechatConfirmResultSchema = z.object({ status: z.enum(WECHAT_SCAN_STATES), msg: z.string() });

/** An unbound WeChat binds an existing account by its password (the page keeps the scene cookie). */
export const WechatSceneBodySchema = z.object({ scene: sceneSchema });
export const WechatBindAccountBodySchema = z.object({
  scene: sceneSchema,
  username: TextSchema('请输入用户名或手机号')
    .trim()
    .min(1, '请输入用户名或手机号')
    .max(50, '用户名或手机号过长'),
  password: TextSchema('请输入密码').min(1, '请输入密码').max(64, '密码过长'),
});

export const WechatBindResultSchema = z.object({
  status: z.literal('bound'),
  nickname: z.string(),
  msg: z.string(),
});

export const WechatBindingSchema = z.object({
  bound: z.boolean(),
  nickname: z.string(),
  bound_at: z.string().nullable(),
});
export type WechatBinding = z.infer<typeof WechatBindingSchema>;
