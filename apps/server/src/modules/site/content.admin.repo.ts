/** SQL of 内容管理's ads and nav entries (each write returns the id it touched, none when missing). */
import { sql } from 'drizzle-orm';
import type { AdminAdInputSchema, AdminNavInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

type AdInput = z.output<typeof AdminAdInputSchema>;
type NavInput = z.output<typeof AdminNavInputSchema>;

/** Ads of one slot, or of every slot when `position` is empty. */
export const adRows = (db: Db, position: string) =>
  queryRows<{
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

export const writeAd = (tx: Tx, id: number | null, a: AdInput) =>
  id === null
    ? queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO ads (position, title, image, url, sort, starts_at, ends_at)
            VALUES (${a.position}, ${a.title}, ${a.image}, ${a.url}, ${a.sort}, ${a.starts_at}, ${a.ends_at}) RETURNING id`,
      )
    : queryRows<{ id: number }>(
        tx,
        sql`UPDATE ads SET position = ${a.position}, title = ${a.title}, image = ${a.image}, url = ${a.url},
              sort = ${a.sort}, starts_at = ${a.starts_at}, ends_at = ${a.ends_at} WHERE id = ${id} RETURNING id`,
      );

export const removeAd = (tx: Tx, id: number) =>
  queryRows<{ id: number }>(tx, sql`DELETE FROM ads WHERE id = ${id} RETURNING id`);

export const navRows = (db: Db) =>
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

/** How many top entries there are besides this one, and whether this one is a top entry already. */
export async function topNavPlace(db: Db, exceptId: number) {
  const [c] = await queryRows<{ n: number; top: boolean }>(
    db,
    sql`SELECT count(*) FILTER (WHERE id <> ${exceptId})::int AS n, bool_or(id = ${exceptId}) AS top
          FROM nav_items WHERE parent_id IS NULL`,
  );
  return { others: c?.n ?? 0, alreadyTop: c?.top ?? false };
}

export const writeNav = (tx: Tx, id: number | null, n: NavInput) =>
  id === null
    ? queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO nav_items (parent_id, name, url, image, is_open, sort)
            VALUES (${n.parent_id ?? null}, ${n.name}, ${n.url}, ${n.image}, ${n.is_open}, ${n.sort}) RETURNING id`,
      )
    : queryRows<{ id: number }>(
        tx,
        sql`UPDATE nav_items SET parent_id = ${n.parent_id ?? null}, name = ${n.name}, url = ${n.url}, image = ${n.image},
              is_open = ${n.is_open}, sort = ${n.sort} WHERE id = ${id} RETURNING id`,
      );

/** The entry and its children. */
export const removeNav = (tx: Tx, id: number) =>
  queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM nav_items WHERE id = ${id} OR parent_id = ${id} RETURNING id`,
  );
