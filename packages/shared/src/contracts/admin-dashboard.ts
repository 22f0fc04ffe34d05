/** 工作台: today's figures, a 30-day series and the to-do counts of each department. */
import { z } from 'zod';
import { YuanSchema } from './common';

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), sales: YuanSchema, buyers: z.number().int() }),
  /** Oldest first, one point per China calendar day, days without orders included. */
  series: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: YuanSchema })),
  todo: z.object({
    qualifications: z.number().int(),
    transfers: z.number().int(),
    to_ship: z.number().int(),
    returns: z.number().int(),
    low_stock: z.number().int(),
    near_expiry_lots: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
