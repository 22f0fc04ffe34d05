/** Delivery addresses (/user/zhzx/addr and the address picker of /cart/step2). */
import { z } from 'zod';
import { isPhone } from '../validation/contact';
import { isReadableName, NAME_TEXT_MSG } from '../validation/instant';
import { FormBoolSchema, TextSchema, idParam } from './common';

const code = (len: number, msg: string) =>
  TextSchema(msg)
    .trim()
    .regex(new RegExp(`^\\d{${len}}$`), msg);

/**
 * Codes are GB/T 2260 (province 2 digits, city 4, district 6). Names are optional: the server
 * derives them from the codes and refuses a name that does not match its code.
 */
export const AddressInputSchema = z.object({
  consignee: TextSchema('请输入收货人')
    .trim()
    .min(1, '请输入收货人')
    .max(20, '收货人姓名过长')
    .refine(isReadableName, NAME_TEXT_MSG),
  phone: TextSchema('请输入联系电话')
    .trim()
    .min(1, '请输入联系电话')
    .refine(isPhone, '联系电话格式不正确（手机号或区号-座机号）'),
  province_code: code(2, '请选择省份'),
  city_code: code(4, '请选择城市'),
  district_code: code(6, '请选择区县'),
  province: TextSchema().trim().max(20, '地区名称过长').optional(),
  city: TextSchema().trim().max(20, '地区名称过长').optional(),
  district: TextSchema().trim().max(20, '地区名称过长').optional(),
  detail: TextSchema('请输入详细地址').trim().min(4, '详细地址至少4个字').max(120, '详细地址过长'),
  is_default: FormBoolSchema.default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressIdParamsSchema = z.object({ id: idParam('地址编号不正确') });

export const AddressSchema = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  province_code: z.string(),
  province: z.string(),
  city_code: z.string(),
  city: z.string(),
  district_code: z.string(),
  district: z.string(),
  detail: z.string(),
  /** province + city + district + detail, as printed on the delivery note. */
  full_address: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.array(AddressSchema);

/** Cascader node; districts have no children. Named: a recursive schema is a component of the API document. */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
export const RegionNodeSchema: z.ZodType<RegionNode> = z
  .lazy(() =>
    z.object({ code: z.string(), name: z.string(), children: z.array(RegionNodeSchema).optional() }),
  )
  .meta({ id: 'RegionNode' });
export const RegionTreeSchema = z.array(RegionNodeSchema);

/** Most addresses per buyer. */
export const MAX_ADDRESSES = 20;
