import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd form rule from the very zod schema the server validates with, so the browser says the
 * same Chinese message before sending.
 */
export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const r = schema.safeParse(value ?? '');
    if (!r.success) throw new Error(r.error.issues[0]?.message ?? '格式不正确');
  },
});
