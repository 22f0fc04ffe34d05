/**
 * 控销专区 (/kxzq) and the data-driven zone pages (/zqmb, /hdmb, /yyh, /zhmz, /yjh/{id}).
 * Controlled goods are listed to everyone; the card's can_buy and reason come from the one
 * purchase-eligibility rule with the goods' 控销 audience, so a buyer outside it sees why.
 */
import { sql } from 'drizzle-orm';
import { controlAudienceText, type ControlledList, type ZonePage } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { ZoneSection } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../goods/goods.card';
import { cardRows, promoGoods } from './promo.goods';
import { regionName } from '../address/regions';

export const CONTROLLED_PAGE_SIZE = 20;

export async function controlledGoods(
  db: Db,
  onlyNew: boolean,
  page: number,
  viewer: Viewer,
): Promise<ControlledList> {
  const where = onlyNew ? sql`cs.is_new` : sql`TRUE`;
  const [ids, count] = await Promise.all([
    queryRows<{ goods_id: number; note: string; is_new: boolean }>(
      db,
      sql`SELECT cs.goods_id, cs.note, cs.is_new FROM controlled_sales cs JOIN goods g ON g.id = cs.goods_id
          WHERE ${where} AND g.is_buy ORDER BY cs.is_new DESC, g.sales DESC, g.id
          LIMIT ${CONTROLLED_PAGE_SIZE} OFFSET ${(page - 1) * CONTROLLED_PAGE_SIZE}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM controlled_sales cs JOIN goods g ON g.id = cs.goods_id WHERE ${where} AND g.is_buy`,
    ),
  ]);
  const rows = await cardRows(
    db,
    ids.map((i) => i.goods_id),
  );
  const list = ids.flatMap((i) => {
    const row = rows.get(i.goods_id);
    if (!row) return [];
    return [
      {
        goods: promoGoods(row, viewer),
        audience: row.control ? controlAudienceText(row.control, regionName) : '指定客户',
        note: i.note,
        is_new: i.is_new,
      },
    ];
  });
  return { list, total: count[0]?.n ?? 0, page };
}

interface ZoneRow {
  id: number;
  template: ZonePage['template'];
  title: string;
  subtitle: string;
  banner_image: string;
  theme: string;
  sections: ZoneSection[];
}

const liveZone = sql`is_active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())`;

export function zoneList(db: Db, template: ZonePage['template']) {
  return queryRows<{ id: number; title: string; subtitle: string; banner_image: string }>(
    db,
    sql`SELECT id, title, subtitle, banner_image FROM zone_pages WHERE template = ${template} AND ${liveZone}
        ORDER BY sort DESC, id`,
  );
}

export async function zonePage(
  db: Db,
  template: ZonePage['template'],
  id: number,
  viewer: Viewer,
): Promise<ZonePage> {
  const [zone] = await queryRows<ZoneRow>(
    db,
    sql`SELECT id, template, title, subtitle, banner_image, theme, sections FROM zone_pages
        WHERE id = ${id} AND template = ${template} AND ${liveZone}`,
  );
  if (!zone) throw notFound('活动不存在或已结束');
  const rows = await cardRows(
    db,
    zone.sections.flatMap((s) => s.goods_ids),
  );
  return {
    id: zone.id,
    template: zone.template,
    title: zone.title,
    subtitle: zone.subtitle,
    banner_image: zone.banner_image,
    theme: zone.theme,
    sections: zone.sections.map((s) => ({
      title: s.title,
      goods: s.goods_ids.flatMap((gid) => {
        const row = rows.get(gid);
        return row ? [promoGoods(row, viewer)] : [];
      }),
    })),
  };
}
