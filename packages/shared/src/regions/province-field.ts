import { z } from 'zod';
import { ruleRegionCode } from './region-code';

const toCode = (label: string, allowEmpty: boolean) =>
  z
    .string()
    .trim()
    .max(20, `${label}编码不正确`)
    .transform((v, ctx): string => {
      if (allowEmpty && v === '') return '';
      const code = ruleRegionCode(v);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: `${label}编码不正确：${v.slice(0, 20)}` });
        return z.NEVER;
      }
      return code;
    });

/**
 * A region as a regional rule stores it: the six-digit GB/T 2260 code of a province (330000), city
 * (330100) or district (330106). A province name (浙江, 浙江省) or a cascader code (33, 3301) is
 * turned into that code; anything else is a 422 naming the field. The server also checks that a
 * city or district code exists (address/regions.ts checkRegionCodes).
 */
export const regionCodeField = (label = '地区') => toCode(label, false);

/** The same, where '' (or nothing) means every region. */
export const optionalRegionCodeField = (label = '地区') => toCode(label, true).default('');
