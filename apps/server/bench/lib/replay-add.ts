/**
 * The bare replay of an add to cart. The app's single-line add is one conditional write naming the
 * line's number (`WHERE id = … AND number = n`), and, when it has no number to assume, one read
 * before it: the pricing snapshot, or once its context is kept only the buyer's lines of that goods
 * (cart.add.context.ts). After an add through the same instance the number is the one it last wrote,
 * so the steady state is the write alone, and a write that misses (the line moved elsewhere) reads.
 * Replaying the captured write as is would match nothing after its first run (the number has moved
 * on), so the bare would measure a no-op write. Here the bare does what the app does: it writes with
 * the number its last write returned, and reads the line's number when a write misses.
 */
import type pg from 'pg';
import type { Statement } from './capture';

const CONDITION = /WHERE id = \$(\d+) AND user_id = \$\d+ AND number = \$(\d+)/;

export interface AddReplayTally {
  /** Conditional writes that changed no row (another request moved the line between read and write). */
  missed: number;
  written: number;
}

/** The add's steady state: its conditional write alone, on the line as last written (no read). */
export const isSteadyAdd = (statements: Statement[]): boolean =>
  statements.filter((s) => CONDITION.test(s.text)).length === 1 &&
  !statements.some((s) => /cart_lines l\s+WHERE/.test(s.text));

/**
 * Checks the capture once, so a change in the app's add fails the bench instead of skewing it. The
 * capture sees every statement of the process, so a background pass running at that moment (the
 * payment outbox) can be in it: only the add's conditional write is replayed.
 */
export function addReplayer(statements: Statement[], tally: AddReplayTally) {
  const write = statements.find((s) => CONDITION.test(s.text));
  const match = write ? CONDITION.exec(write.text) : null;
  if (!write || !match || !isSteadyAdd(statements)) {
    const texts = statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 120)).join('\n  ');
    throw new Error(`add capture is not one conditional write on an assumed line:\n  ${texts}`);
  }
  const idAt = Number(match[1]) - 1;
  const numberAt = Number(match[2]) - 1;
  const lineId = Number(write.values[idAt]);
  let assumed: number | null = null;
  return async (client: pg.PoolClient): Promise<number> => {
    let statementsRun = 0;
    for (;;) {
      if (assumed === null) {
        const read = await client.query<{ number: number }>('SELECT number FROM cart_lines WHERE id = $1', [
          lineId,
        ]);
        statementsRun++;
        const row = read.rows[0];
        if (!row) throw new Error(`bare add: line ${lineId} is not in the buyer's cart`);
        assumed = row.number;
      }
      const values = [...write.values];
      values[numberAt] = assumed;
      const result = await client.query<{ number: number }>({ ...write, values });
      statementsRun++;
      const written = result.rows[0];
      if (written) {
        tally.written++;
        assumed = written.number;
        return statementsRun;
      }
      tally.missed++;
      assumed = null;
    }
  };
}
