/** Ad slots of GET /api/focus/... (spec §7 Focus / ads): an image with its link (spec §4 link rules). */
import { z } from 'zod';
import { idParam } from './common';

export const FocusAdSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string(),
  title: z.string(),
});
export const FocusAdListSchema = z.array(FocusAdSchema);
export type FocusAd = z.infer<typeof FocusAdSchema>;

/** GET /api/focus/brand/{id}: the brand zone's own banners (/ppzq/info/{id}). */
export const BrandFocusParamsSchema = z.object({ id: idParam('品牌编号不正确') });
