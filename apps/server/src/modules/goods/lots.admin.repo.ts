import { sql, type SQL } from 'drizzle-orm';
import type { AdminLotQuerySchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { parseKeyword } from './keyword';
import { goodsMatch } from './search.sql';

type LotQuery = z.output<typeof AdminLotQuerySchema>;

interface LotRowDb {
  id: number;
  goods_id: number;
  goods_name: string;
  ypgg: string;
  sccj: string;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  report_url: string;
  frozen: boolean;
  frozen_reason: string;
  days_left: number;
}

function conditions(q: LotQuery): SQL {
  const c: SQL[] = [];
  if (q.goods_id !== undefined) c.push(sql`l.goods_id = ${q.goods_id}`);
  const k = parseKeyword(q.keyword);
  if (k) c.push(sql`(l.batch_no = ${q.keyword} OR ${goodsMatch(k)})`);
  // The same rule as the storefront's 近效期 zone (list-filters.sql.ts nearExpiryLot), with the window chosen here.
  if (q.view === 'near')
    c.push(
      sql`l.stock > 0 AND NOT l.frozen AND l.expires_on >= current_date AND l.expires_on < current_date + ${q.days}::int`,
    );
  if (q.view === 'frozen') c.push(sql`l.frozen`);
  if (q.view === 'expired') c.push(sql`l.stock > 0 AND l.expires_on < current_date`);
  return c.length ? sql.join(c, sql` AND `) : sql`TRUE`;
}

export async function listLots(db: Db, q: LotQuery) {
  const where = conditions(q);
  const order = q.view === 'all' && q.goods_id === undefined ? sql`l.id DESC` : sql`l.expires_on, l.id`;
  const [list, total] = await Promise.all([
    queryRows<LotRowDb>(
      db,
      sql`SELECT l.id, l.goods_id, g.name AS goods_name, g.ypgg, g.sccj, l.batch_no,
            to_char(l.produced_on, 'YYYY-MM-DD') AS produced_on, to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on,
            l.stock, l.report_url, l.frozen, l.frozen_reason, (l.expires_on - current_date)::int AS days_left
          FROM goods_lots l JOIN goods g ON g.id = l.goods_id
          WHERE ${where} ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM goods_lots l JOIN goods g ON g.id = l.goods_id WHERE ${where}`,
    ),
  ]);
  return { list, total: total[0]?.n ?? 0, page: q.page, page_size: q.page_size };
}

export const lotLog = (db: Db, lotId: number) =>
  queryRows<{ id: number; kind: string; delta: number; reason: string; created_at: string }>(
    db,
    sql`SELECT id::int AS id, kind, delta, reason,
               to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at
          FROM stock_ledger WHERE lot_id = ${lotId} AND area = 'saleable' ORDER BY id DESC`,
  );
