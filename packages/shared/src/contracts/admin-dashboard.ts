/** 工作台: each role's queues with counts, and paid sales over a date range against the period before. */
import { z } from 'zod';
import { YuanSchema, blankToUndefined } from './common';

export const DASHBOARD_MAX_DAYS = 92;

const day = (msg: string) => z.preprocess(blankToUndefined, z.iso.date({ error: msg }).optional());
export const DashboardQuerySchema = z.object({
  /** China calendar days, both included; the last 30 days by default. */
  from: day('开始日期格式不正确'),
  to: day('结束日期格式不正确'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** One queue of work, as the operator's permissions show it; `to` opens the pre-filtered list. */
export const DashboardQueueSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  to: z.string(),
  /** A standing condition (low stock, near expiry), not new work: listed, never counted on the bell. */
  standing: z.boolean().optional(),
});
export type DashboardQueue = z.infer<typeof DashboardQueueSchema>;

const Totals = z.object({
  /** Paid orders (paid, in the warehouse, shipped or done; never unpaid, awaiting transfer or cancelled). */
  orders: z.number().int(),
  sales: YuanSchema,
  buyers: z.number().int(),
});

export const DashboardSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  current: Totals,
  /** The same number of days just before `from`. */
  previous: Totals.extend({ from: z.string(), to: z.string() }),
  /** Oldest first, one point per China calendar day of the range, days without orders included. */
  series: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: YuanSchema })),
  queues: z.array(DashboardQueueSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
