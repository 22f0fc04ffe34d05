import { z } from 'zod';
import { provinceCode } from './provinces';

const toCode = (label: string, allowEmpty: boolean) =>
  z
    .string()
    .trim()
    .max(20, `${label}编码不正确`)
    .transform((v, ctx): string => {
      if (allowEmpty && v === '') return '';
      const code = provinceCode(v);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: `${label}编码不正确：${v.slice(0, 20)}` });
        return z.NEVER;
      }
      return code;
    });

/**
 * A province as a regional rule stores it: the GB/T 2260 code. Accepts the code or a name (浙江,
 * 浙江省) and stores the code; anything else is a 422 naming the field (地区编码不正确).
 */
export const provinceCodeField = (label = '省份') => toCode(label, false);

/** The same, where '' (or nothing) means every province. */
export const optionalProvinceCodeField = (label = '省份') => toCode(label, true).default('');
