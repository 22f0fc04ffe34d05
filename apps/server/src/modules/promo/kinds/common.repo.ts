/**
 * What every promotion kind shares: its list row, how a row is written from a column map, and the
 * result columns (claims, orders, money given away) read from what orders recorded.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fenToYuan } from '@shop/shared';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { refused } from '../../../lib/errors';

export interface PromoListRow {
  id: number;
  name: string;
  summary: string;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  claims: number;
  orders: number;
  given: number;
  input: Record<string, unknown>;
}

export interface KindDef<I> {
  table: string;
  label: string;
  list: SQL;
  write(tx: Tx, id: number | null, input: I): Promise<number>;
  summary(row: Record<string, unknown>): string;
  /** Why this row cannot be deleted beyond its own results (other rows that name it), or null. */
  blocker?(tx: Tx, id: number): Promise<string | null>;
}

export const y = (fen: unknown) => fenToYuan(Number(fen ?? 0));
export const ids = (list: number[]) =>
  sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  );
/** An int[] literal; empty is NULL unless `empty` asks for '{}' (for NOT NULL columns). */
export const intArray = (list: number[], empty = false) =>
  list.length ? sql`ARRAY[${ids(list)}]::int[]` : empty ? sql`'{}'::int[]` : sql`NULL`;
export const textArray = (list: string[]) =>
  list.length
    ? sql`ARRAY[${sql.join(
        list.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/**
 * INSERT (id null) or UPDATE one row from a column → value map, returning its id. `guard` narrows
 * the update (and `guardMsg` says why nothing changed when it did not hold).
 */
export async function saveRow(
  tx: Tx,
  table: string,
  id: number | null,
  cols: Record<string, unknown>,
  guard?: { where: SQL; msg: string },
): Promise<number> {
  const names = Object.keys(cols).map((c) => sql.identifier(c));
  const values = Object.values(cols).map((v) => sql`${v}`);
  const query =
    id === null
      ? sql`INSERT INTO ${sql.identifier(table)} (${sql.join(names, sql`, `)})
            VALUES (${sql.join(values, sql`, `)}) RETURNING id`
      : sql`UPDATE ${sql.identifier(table)} SET ${sql.join(
          names.map((n, i) => sql`${n} = ${values[i]}`),
          sql`, `,
        )} WHERE id = ${id} ${guard ? sql`AND ${guard.where}` : sql``} RETURNING id`;
  const [row] = await queryRows<{ id: number }>(tx, query);
  if (!row) throw refused(guard?.msg ?? '活动不存在');
  return row.id;
}

/** Replaces the child rows of a parent (tiers, items): delete, then insert each. */
export async function replaceChildren(
  tx: Tx,
  table: string,
  parent: { col: string; id: number },
  rows: Record<string, unknown>[],
) {
  await tx.execute(
    sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(parent.col)} = ${parent.id}`,
  );
  for (const r of rows) {
    const cols = { [parent.col]: parent.id, ...r };
    const names = Object.keys(cols).map((c) => sql.identifier(c));
    const values = Object.values(cols).map((v) => sql`${v}`);
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.join(names, sql`, `)}) VALUES (${sql.join(values, sql`, `)})`,
    );
  }
}

/** The activity window columns every kind but coupons has. */
export const windowOf = (w: { starts_at: string | null; ends_at: string | null; is_active: boolean }) => ({
  starts_at: w.starts_at,
  ends_at: w.ends_at,
  is_active: w.is_active,
});

/** Orders placed while the activity `a` ran (its window, or since it was created). */
export const inWindow = (a: string) => {
  const t = sql.raw(a);
  return sql`o.created_at >= coalesce(${t}.starts_at, ${t}.created_at) AND (${t}.ends_at IS NULL OR o.created_at < ${t}.ends_at)`;
};

/** How many live (not cancelled) orders have a line matching `where`. */
export const orderCount = (where: SQL) =>
  sql`(SELECT count(DISTINCT l.order_id)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status <> 'cancelled' AND ${where})`;

/** The sum of `expr` over the lines of live orders matching `where` (joins: extra tables). */
export const lineSum = (expr: SQL, where: SQL, joins: SQL = sql``) =>
  sql`coalesce((SELECT sum(${expr})::bigint FROM order_lines l JOIN orders o ON o.id = l.order_id ${joins}
        WHERE o.status <> 'cancelled' AND ${where}), 0)`;

/** The list query of a kind: one row per activity with its results and its form input. */
export function listOf(p: {
  from: SQL;
  name: SQL;
  window?: string;
  /** the alias of a table with an on/off switch but no window (返现档位) */
  active?: string;
  claims?: SQL;
  orders: SQL;
  given?: SQL;
  input: SQL;
  order: SQL;
}): SQL {
  const w = p.window
    ? sql`${sql.raw(p.window)}.starts_at, ${sql.raw(p.window)}.ends_at, ${sql.raw(p.window)}.is_active`
    : sql`NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at, ${p.active ? sql.raw(`${p.active}.is_active`) : sql`true`} AS is_active`;
  return sql`SELECT ${p.order} AS id, ${p.name} AS name, ${w}, ${p.claims ?? sql`0`} AS claims,
      ${p.orders} AS orders, ${p.given ?? sql`0`} AS given, ${p.input} AS input
    FROM ${p.from} ORDER BY ${p.order} DESC`;
}
