/**
 * The catalogue's card rows of the goods a promotion page shows, read with the catalogue's own
 * columns (goods.repo), so eligibility, 控销 audience and hidden prices follow the list rules.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { CARD_COLUMNS, type CardRow } from '../goods/goods.repo';

export type { CardRow };

export async function cardRows(db: Db, ids: readonly number[]): Promise<Map<number, CardRow>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM goods g WHERE g.id IN (${list})`);
  return new Map(rows.map((r) => [r.id, { ...r, base_price_fen: Number(r.base_price_fen) }]));
}
