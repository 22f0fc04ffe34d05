import type pg from 'pg';
import type { Statement } from './capture';

/** A captured parameter written as SQL, for `EXECUTE name(…)` of a prepared statement. */
export const sqlLiteral = (client: pg.Client, v: unknown): string =>
  v === null
    ? 'NULL'
    : typeof v === 'number'
      ? String(v)
      : client.escapeLiteral(typeof v === 'string' ? v : JSON.stringify(v));

/** Planning time, execution time and the top node's buffers of a text EXPLAIN. */
export function planSummary(lines: string[]): string {
  const pick = (re: RegExp) => lines.find((l) => re.test(l))?.trim() ?? '';
  return `${pick(/^Planning Time/)}; ${pick(/^Execution Time/)}; ${pick(/^\s*Buffers:/)}`;
}

const explainLines = async (client: pg.Client, text: string, values?: unknown[]) =>
  (await client.query<Record<string, unknown>>(text, values)).rows.map((r) => String(Object.values(r)[0]));

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement as a custom plan (what an unnamed statement gets) and
 * as the generic plan a named statement on the generic-plan pool runs (db/prepared.ts).
 */
export async function explainBothPlans(
  client: pg.Client,
  s: Statement,
  id: number,
): Promise<{ custom: string[]; generic: string[] }> {
  const custom = await explainLines(client, `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
  await client.query(`PREPARE s${id} AS ${s.text}`);
  await client.query('SET plan_cache_mode = force_generic_plan');
  const args = s.values.length ? `(${s.values.map((v) => sqlLiteral(client, v)).join(', ')})` : '';
  // The first EXECUTE plans the generic plan; the second is what every later call costs.
  await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s${id}${args}`);
  const generic = await explainLines(client, `EXPLAIN (ANALYZE, BUFFERS) EXECUTE s${id}${args}`);
  await client.query('RESET plan_cache_mode');
  await client.query(`DEALLOCATE s${id}`);
  return { custom, generic };
}
