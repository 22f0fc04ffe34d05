import { z } from 'zod';

/** Spec §5: 11 digits, 1 then 3-9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/**
 * Spec §5: area code of 2-3 digits, hyphen, 7-8 digits. Chinese area codes are written with the
 * trunk 0 before them (010 Beijing, 0571 Hangzhou), so the 0 is allowed in front of the 2-3 digits;
 * without it every provincial city's number would be refused.
 */
export const LANDLINE_RE = /^0?\d{2,3}-\d{7,8}$/;
/** Spec §5: letters, digits, underscore, hyphen before @, then a dotted domain. */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export const isMobile = (v: string): boolean => MOBILE_RE.test(v);
export const isLandline = (v: string): boolean => LANDLINE_RE.test(v);
export const isPhone = (v: string): boolean => isMobile(v) || isLandline(v);
export const isEmail = (v: string): boolean => EMAIL_RE.test(v);

export const mobileSchema = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .regex(MOBILE_RE, '手机号码格式不正确');
export const phoneSchema = z
  .string({ error: '请输入联系电话' })
  .trim()
  .min(1, '请输入联系电话')
  .refine(isPhone, '联系电话格式不正确');
export const emailSchema = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, '请输入邮箱')
  .regex(EMAIL_RE, '邮箱格式不正确');
