import { sql } from 'drizzle-orm';
import { ZONE_TEMPLATES, type ZoneInputSchema } from '@shop/shared';
import type { z } from 'zod';
import { inWindow, listOf, orderCount, saveRow, windowOf, type KindDef } from './common.repo';

/** 专区模板: orders of the goods its sections show, while it ran. */
export const zone: KindDef<z.output<typeof ZoneInputSchema>> = {
  table: 'zone_pages',
  label: '专区',
  list: listOf({
    from: sql`zone_pages z`,
    order: sql`z.id`,
    name: sql`z.title`,
    window: 'z',
    orders: orderCount(
      sql`${inWindow('z')} AND l.goods_id IN
        (SELECT (jsonb_array_elements_text(s->'goods_ids'))::int FROM jsonb_array_elements(z.sections) s)`,
    ),
    input: sql`json_build_object('template', z.template, 'title', z.title, 'subtitle', z.subtitle, 'banner_image', z.banner_image,
        'theme', z.theme, 'sections', z.sections, 'sort', z.sort)`,
  }),
  write: (tx, id, z) =>
    saveRow(tx, 'zone_pages', id, {
      template: z.template,
      title: z.title,
      subtitle: z.subtitle,
      banner_image: z.banner_image,
      theme: z.theme,
      sections: sql`${JSON.stringify(z.sections)}::jsonb`,
      sort: z.sort,
      ...windowOf(z),
    }),
  summary: (r) => {
    const i = r.input as { template: keyof typeof ZONE_TEMPLATES; sections: { goods_ids: number[] }[] };
    const n = i.sections.reduce((s, x) => s + x.goods_ids.length, 0);
    return `${ZONE_TEMPLATES[i.template]}：${i.sections.length}个栏目，${n}个商品`;
  },
};
