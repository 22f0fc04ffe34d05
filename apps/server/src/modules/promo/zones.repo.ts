/** SQL of 控销专区 and the zone pages: controlled goods by page, and the live zone pages. */
import { sql } from 'drizzle-orm';
import type { ZonePage } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { ZoneSection } from '../../db/schema/index';

/** One page of controlled goods still on sale (new ones first, then best sellers), and their count. */
export async function controlledPage(db: Db, onlyNew: boolean, size: number, offset: number) {
  const where = onlyNew ? sql`cs.is_new` : sql`TRUE`;
  const [ids, count] = await Promise.all([
    queryRows<{ goods_id: number; note: string; is_new: boolean }>(
      db,
      sql`SELECT cs.goods_id, cs.note, cs.is_new FROM controlled_sales cs JOIN goods g ON g.id = cs.goods_id
          WHERE ${where} AND g.is_buy ORDER BY cs.is_new DESC, g.sales DESC, g.id
          LIMIT ${size} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM controlled_sales cs JOIN goods g ON g.id = cs.goods_id WHERE ${where} AND g.is_buy`,
    ),
  ]);
  return { ids, total: count[0]?.n ?? 0 };
}

export interface ZoneRow {
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

export async function liveZonePage(
  db: Db,
  template: ZonePage['template'],
  id: number,
): Promise<ZoneRow | undefined> {
  const [zone] = await queryRows<ZoneRow>(
    db,
    sql`SELECT id, template, title, subtitle, banner_image, theme, sections FROM zone_pages
        WHERE id = ${id} AND template = ${template} AND ${liveZone}`,
  );
  return zone;
}
