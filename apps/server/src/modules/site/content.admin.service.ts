/** 内容管理: ads by slot and nav (at most 9 at the top). Help and news: articles.admin.service.ts. */
import { TOP_NAV_COUNT, NAV_LIMIT_MSG } from '@shop/shared';
import type { AdminAdInputSchema, AdminNavInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../audit/audit';
import { refused } from '../../lib/errors';
import { adRows, navRows, topNavPlace, removeAd, removeNav, writeAd, writeNav } from './content.admin.repo';
import { auditedWrite } from './content.admin.write';

type AdInput = z.output<typeof AdminAdInputSchema>;
type NavInput = z.output<typeof AdminNavInputSchema>;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function listAds(db: Db, position: string) {
  const rows = await adRows(db, position);
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
    (tx) => writeAd(tx, id, a),
    `${id === null ? '新建' : '修改'}广告「${a.title || a.position}」`,
    a,
  );
export const deleteAd = (db: Db, actor: Actor, id: number) =>
  auditedWrite(db, actor, AD, id, (tx) => removeAd(tx, id), `删除广告#${id}`, null);

export const listNav = (db: Db) => navRows(db);

const NAV = { table: 'nav_items', label: '导航', action: 'nav' };
export async function saveNav(db: Db, actor: Actor, id: number | null, n: NavInput) {
  if ((n.parent_id ?? null) === null) {
    const { others, alreadyTop } = await topNavPlace(db, id ?? 0);
    // Spec §9: the top nav shows 9 entries; a tenth would silently disappear from the header. Only
    // a write that adds a top entry is refused: one already there (a site may hold more) stays editable.
    if (!alreadyTop && others >= TOP_NAV_COUNT) throw refused(NAV_LIMIT_MSG);
  }
  return auditedWrite(
    db,
    actor,
    NAV,
    id,
    (tx) => writeNav(tx, id, n),
    `${id === null ? '新建' : '修改'}导航「${n.name}」`,
    n,
  );
}
export const deleteNav = (db: Db, actor: Actor, id: number) =>
  auditedWrite(db, actor, NAV, id, (tx) => removeNav(tx, id), `删除导航#${id}`, null);
