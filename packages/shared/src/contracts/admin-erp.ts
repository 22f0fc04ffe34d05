/** Back office: ERP API tokens (/api/admin/erp/tokens), managed by the super administrator. */
import { z } from 'zod';
import { adminRequiredText } from './admin-common';
import { formDate } from './admin-forms';
import { ErpScopeSchema } from './erp';

/** One IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
const IP_OR_CIDR =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?:\/(?:3[0-2]|[12]?\d))?|[0-9a-fA-F:]{2,39}(?:\/(?:12[0-8]|1[01]\d|\d?\d))?)$/;

export const AdminErpTokenInputSchema = z.object({
  name: adminRequiredText('令牌名称', 30, false),
  scopes: z.array(ErpScopeSchema, { error: '请选择权限范围' }).min(1, '请至少选择一个权限范围').max(6),
  ip_allow: z
    .array(z.string().trim().regex(IP_OR_CIDR, 'IP 白名单须为 IP 地址或 CIDR（如 10.0.0.0/24）'))
    .max(20, 'IP 白名单最多20条')
    .default([]),
  /** yyyy-mm-dd (valid through that day, China time); empty: never expires. */
  expires_on: formDate('到期日').nullish().default(null),
});
export type AdminErpTokenInput = z.output<typeof AdminErpTokenInputSchema>;

export const AdminErpTokenRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  ip_allow: z.array(z.string()),
  expires_on: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string(),
  created_at: z.string(),
});
export type AdminErpTokenRow = z.infer<typeof AdminErpTokenRowSchema>;
export const AdminErpTokenListSchema = z.object({ list: z.array(AdminErpTokenRowSchema) });

/** The token itself: in this answer only (created or rotated), never again. */
export const AdminErpTokenSecretSchema = z.object({ id: z.number().int(), token: z.string() });
