/**
 * The bare replay of an add to cart. The app's single-line add is one read (the pricing snapshot, or
 * once its context is kept only the buyer's lines of that goods, cart.add.context.ts; either holds the
 * line in `lines`) and one conditional write naming the line's
 * number as read (`WHERE id = … AND number = n`). Replaying the captured write as is would match
 * nothing after its first run (the number has moved on), so the bare would measure a no-op write.
 * Here the bare does what the app does: it takes the number from its own read and writes with it.
 */
import type pg from 'pg';
import type { Statement } from './capture';

const CONDITION = /WHERE id = \$(\d+) AND user_id = \$\d+ AND number = \$(\d+)/;
/** The full pricing snapshot, or the lines-only read of a kept context. */
const READ = /^(WITH sel AS|SELECT coalesce\(json_agg\(l ORDER BY)/;

export interface AddReplayTally {
  /** Conditional writes that changed no row (another request moved the line between read and write). */
  missed: number;
  written: number;
}

/**
 * Checks the capture once, so a change in the app's add fails the bench instead of skewing it. The
 * capture sees every statement of the process, so a background pass running at that moment (the
 * payment outbox) can be in it: only the add's read and its conditional write are replayed.
 */
export function addReplayer(statements: Statement[], tally: AddReplayTally) {
  const at = statements.findIndex((s) => CONDITION.test(s.text));
  const write = statements[at];
  const read = statements.slice(0, Math.max(at, 0)).findLast((s) => READ.test(s.text));
  const match = write ? CONDITION.exec(write.text) : null;
  if (!read || !write || !match) {
    const texts = statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 120)).join('\n  ');
    throw new Error(`add capture is not one read and one conditional write:\n  ${texts}`);
  }
  const idAt = Number(match[1]) - 1;
  const numberAt = Number(match[2]) - 1;
  return async (client: pg.PoolClient): Promise<number> => {
    const snapshot = await client.query<{ lines: Array<{ id: number; number: number }> }>(read);
    const lineId = Number(write.values[idAt]);
    const line = snapshot.rows[0]?.lines.find((l) => l.id === lineId);
    if (!line) throw new Error(`bare add: line ${lineId} is not in the buyer's cart`);
    const values = [...write.values];
    values[numberAt] = line.number;
    const result = await client.query({ ...write, values });
    if (result.rowCount === 0) tally.missed++;
    else tally.written++;
    return 2;
  };
}
