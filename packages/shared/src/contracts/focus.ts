/** Ad slots of GET /api/focus/... (spec §7 Focus / ads): an image with its link (spec §4 link rules). */
import { z } from 'zod';
import { blankToUndefined, idListParam, idParam } from './common';

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

/**
 * GET /api/focus/kxzq_ad (ids): the 控销 zone's small ads; ids (e.g. "12,15", the {ads} part of
 * /kxzq/goods/{url}/{ads}) keeps only those ads, in the given order. Without ids: every live one.
 */
export const KxzqAdQuerySchema = z.object({
  ids: z.preprocess(
    blankToUndefined,
    idListParam({ empty: '广告编号不正确', bad: '广告编号不正确', tooMany: '广告编号过多' }, 20).optional(),
  ),
});
