/** SQL of the orders table's bulk actions: the chosen orders' statuses and which are ephedrine orders. */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export async function statusRows(db: Db, ids: number[]) {
  return queryRows<{ id: number; status: OrderStatus }>(
    db,
    sql`SELECT id, status FROM orders WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function ephedrineOrderIds(db: Db, ids: number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE kind = 'ephedrine' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}
