import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { idSet, nextPromotionStartSql } from './promotions.sql';
import {
  linesFingerprintSql,
  snapshotSql,
  type LineJson,
  type SnapshotExtra,
  type SnapshotRow,
  type SnapshotSource,
} from './cart.snapshot.sql';

/** The one statement of a pricing pass (cart.snapshot.ts loadSnapshot), with `extra`'s columns. */
export async function readSnapshotRow<E extends object = object>(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  extra?: SnapshotExtra,
): Promise<(SnapshotRow & E) | undefined> {
  const [row] = await queryPrepared<SnapshotRow & E>(db, snapshotSql(userId, source, now, extra));
  return row;
}

/** The buyer's lines of some goods, as the `adding` source reads them. */
export async function readLinesOf(db: Db | Tx, userId: number, goodsIds: number[]): Promise<LineJson[]> {
  const [row] = await queryPrepared<{ lines: LineJson[] }>(
    db,
    sql`SELECT coalesce(json_agg(l ORDER BY l.created_at, l.id), '[]'::json) AS lines FROM cart_lines l
        WHERE l.user_id = ${userId} AND l.goods_id IN (${idSet(goodsIds)})`,
  );
  return row?.lines ?? [];
}

export async function readLinesFingerprint(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await queryPrepared<{ lines: string }>(
    db,
    sql`SELECT ${linesFingerprintSql(userId)} AS lines`,
  );
  return row?.lines;
}

/** The snapshot fingerprinted by PostgreSQL, its rows only when the hash is not `knownHash`. */
export async function readSnapshotUnless(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  knownHash: string,
) {
  const [row] = await queryPrepared<{
    hash: string;
    lines: string;
    next_start: string | null;
    j: SnapshotRow | null;
  }>(
    db,
    sql`WITH snap AS (${snapshotSql(userId, source, now)}),
          h AS (SELECT j, md5(j::text) AS hash FROM (SELECT row_to_json(snap) AS j FROM snap) s)
        SELECT h.hash, ${linesFingerprintSql(userId)} AS lines, ${nextPromotionStartSql(now)} AS next_start,
          CASE WHEN h.hash = ${knownHash} THEN NULL ELSE h.j END AS j FROM h`,
  );
  return row;
}
