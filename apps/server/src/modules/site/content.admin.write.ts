/** The audited single-row write every content screen uses (ads, nav, help groups, articles). */
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { notFound } from '../../lib/errors';

/** Insert (id null), update, or delete (input null) one row, with its audit record. */
export async function auditedWrite(
  db: Db,
  actor: Actor,
  what: { table: string; label: string; action: string },
  id: number | null,
  run: (tx: Tx) => Promise<{ id: number }[]>,
  summary: string,
  after: unknown,
) {
  return db.transaction(async (tx) => {
    const [row] = await run(tx);
    if (!row) throw notFound(`${what.label}不存在`);
    await audit(tx, actor, {
      action: `${what.action}.${id === null ? 'create' : after === null ? 'delete' : 'edit'}`,
      targetType: what.table,
      targetId: row.id,
      summary,
      after,
    });
    return { id: row.id };
  });
}
