/** 内容管理: ads by slot and nav (at most 9 at the top). Help and news: articles.admin.service.ts. */
import { sql } from 'drizzle-orm';
import { TOP_NAV_COUNT, NAV_LIMIT_MSG } from '@shop/shared';
import type { AdminAdInputSchema, AdminNavInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { Actor } from '../audit/audit';
import { refused } from '../../lib/errors';
import { auditedWrite } from './content.admin.write';

type AdInput = z.output<typeof AdminAdInputSchema>;
type NavInput = z.output<typeof AdminNavInputSchema>;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function listAds(db: Db, position: string) {
  const rows = await queryRows<{
    id: number;
    position: string;
    title: string;
    image: string;
    url: string;
    sort: number;
    starts_at: string | null;
    ends_at: string | null;
  }>(
    db,
    sql`SELECT id, position, title, image, url, sort, starts_at, ends_at FROM ads
         WHERE ${position ? sql`position = ${position}` : sql`TRUE`} ORDER BY position, sort DESC, id`,
  );
  const now = Date.now();
  const stateOf = (r: {
    starts_at: string | null;
    ends_at: string | null;
  }): 'live' | 'scheduled' | 'ended' => {
    if (r.ends_at && Date.parse(String(r.ends_at)) <= now) return 'ended';
    if (r.starts_at && Date.parse(String(r.starts_at)) > now) return 'scheduled';
    return 'live';
  };
  return rows.map((r) => ({ ...r, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at), state: stateOf(r) }));
}
const AD = { table: 'ads', label: '广告', action: 'ad' };
export const saveAd = (db: Db, actor: Actor, id: number | null, a: AdInput) =>
  auditedWrite(
    db,
    actor,
    AD,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO ads (position, title, image, url, sort, starts_at, ends_at)
                VALUES (${a.position}, ${a.title}, ${a.image}, ${a.url}, ${a.sort}, ${a.starts_at}, ${a.ends_at}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE ads SET position = ${a.position}, title = ${a.title}, image = ${a.image}, url = ${a.url},
                  sort = ${a.sort}, starts_at = ${a.starts_at}, ends_at = ${a.ends_at} WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '新建' : '修改'}广告「${a.title || a.position}」`,
    a,
  );
export const deleteAd = (db: Db, actor: Actor, id: number) =>
  auditedWrite(
    db,
    actor,
    AD,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM ads WHERE id = ${id} RETURNING id`),
    `删除广告#${id}`,
    null,
  );

export const listNav = (db: Db) =>
  queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    url: string;
    image: string;
    is_open: boolean;
    sort: number;
  }>(
    db,
    sql`SELECT id, parent_id, name, url, image, is_open, sort FROM nav_items ORDER BY parent_id NULLS FIRST, sort DESC, id`,
  );

const NAV = { table: 'nav_items', label: '导航', action: 'nav' };
export async function saveNav(db: Db, actor: Actor, id: number | null, n: NavInput) {
  if ((n.parent_id ?? null) === null) {
    const [c] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM nav_items WHERE parent_id IS NULL AND id <> ${id ?? 0}`,
    );
    // Spec §9: the top nav shows 9 entries; a tenth would silently disappear from the header.
    if ((c?.n ?? 0) >= TOP_NAV_COUNT) throw refused(NAV_LIMIT_MSG);
  }
  return auditedWrite(
    db,
    actor,
    NAV,
    id,
    (tx) =>
      id === null
        ? queryRows(
            tx,
            sql`INSERT INTO nav_items (parent_id, name, url, image, is_open, sort)
                VALUES (${n.parent_id ?? null}, ${n.name}, ${n.url}, ${n.image}, ${n.is_open}, ${n.sort}) RETURNING id`,
          )
        : queryRows(
            tx,
            sql`UPDATE nav_items SET parent_id = ${n.parent_id ?? null}, name = ${n.name}, url = ${n.url}, image = ${n.image},
                  is_open = ${n.is_open}, sort = ${n.sort} WHERE id = ${id} RETURNING id`,
          ),
    `${id === null ? '新建' : '修改'}导航「${n.name}」`,
    n,
  );
}
export const deleteNav = (db: Db, actor: Actor, id: number) =>
  auditedWrite(
    db,
    actor,
    NAV,
    id,
    (tx) => queryRows(tx, sql`DELETE FROM nav_items WHERE id = ${id} OR parent_id = ${id} RETURNING id`),
    `删除导航#${id}`,
    null,
  );
