/** Writes to cart_lines. Every statement is scoped by user_id, so another buyer's ids touch nothing. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { cartLines } from '../../db/schema/index';
import { queryPrepared } from '../../db/prepared';

export interface NewLine {
  userId: number;
  goodsId: number;
  type: number;
  goodsPriceId: number;
  ladderPriceId: number;
  goodsManjianId: number;
  isYj: number;
  ckId: number;
  number: number;
  seenPriceFen: number;
}

/**
 * One line per (buyer, goods, type, promotion): adding again adds to its number. The conflict clause
 * makes two concurrent adds sum instead of failing; the caller checks the resulting number.
 */
export async function upsertLine(tx: Tx, line: NewLine): Promise<{ id: number; number: number }> {
  const [row] = await queryRows<{ id: number; number: number }>(
    tx,
    sql`INSERT INTO cart_lines (user_id, goods_id, type, goods_price_id, ladder_price_id, goods_manjian_id,
          is_yj, ck_id, number, is_selected, seen_price_fen)
        VALUES (${line.userId}, ${line.goodsId}, ${line.type}, ${line.goodsPriceId}, ${line.ladderPriceId},
          ${line.goodsManjianId}, ${line.isYj}, ${line.ckId}, ${line.number}, true, ${line.seenPriceFen})
        ON CONFLICT (user_id, goods_id, type, goods_price_id) DO UPDATE
        SET number = cart_lines.number + excluded.number, is_selected = true,
            goods_manjian_id = CASE WHEN excluded.goods_manjian_id > 0 THEN excluded.goods_manjian_id
                                    ELSE cart_lines.goods_manjian_id END,
            updated_at = now()
        RETURNING id, number`,
  );
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * One added line written in one statement, outside a transaction, when the line is as the caller
 * read it: inserted only if the buyer has no such line (`expected` null), else its number raised only
 * if still `expected.number`. Null when another request changed it in between (the caller re-reads).
 * Answers the cart's line count after the write too.
 */
export async function writeAddedLine(
  db: Db,
  line: NewLine,
  expected: { id: number; number: number } | null,
): Promise<{ id: number; number: number; total: number } | null> {
  const write = expected
    ? sql`UPDATE cart_lines SET number = number + ${line.number}, is_selected = true,
            goods_manjian_id = CASE WHEN ${line.goodsManjianId}::int > 0 THEN ${line.goodsManjianId}::int
                                    ELSE goods_manjian_id END,
            seen_price_fen = ${line.seenPriceFen}, updated_at = now()
          WHERE id = ${expected.id} AND user_id = ${line.userId} AND number = ${expected.number}
          RETURNING id, number`
    : sql`INSERT INTO cart_lines (user_id, goods_id, type, goods_price_id, ladder_price_id, goods_manjian_id,
            is_yj, ck_id, number, is_selected, seen_price_fen)
          VALUES (${line.userId}, ${line.goodsId}, ${line.type}, ${line.goodsPriceId}, ${line.ladderPriceId},
            ${line.goodsManjianId}, ${line.isYj}, ${line.ckId}, ${line.number}, true, ${line.seenPriceFen})
          ON CONFLICT (user_id, goods_id, type, goods_price_id) DO NOTHING
          RETURNING id, number`;
  // The count reads the cart as it stood before this statement: a new line adds one.
  const [row] = await queryPrepared<{ id: number; number: number; total: number }>(
    db,
    sql`WITH w AS (${write})
        SELECT w.id, w.number,
          (SELECT count(*)::int FROM cart_lines c WHERE c.user_id = ${line.userId}) + ${expected ? 0 : 1}::int AS total
        FROM w`,
  );
  return row ?? null;
}

/**
 * Records the price each line's buyer was shown (line id → fen) and answers the buyer's line count,
 * in one statement: the count reads the lines as they stand (this only changes prices).
 */
export async function setSeenPrices(tx: Tx, userId: number, seen: Map<number, number>): Promise<number> {
  const ids = `{${[...seen.keys()].join(',')}}`;
  const prices = `{${[...seen.values()].join(',')}}`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH v AS (SELECT unnest(${ids}::int[]) AS id, unnest(${prices}::bigint[]) AS price),
        s AS (UPDATE cart_lines c SET seen_price_fen = v.price FROM v WHERE c.user_id = ${userId} AND c.id = v.id)
        SELECT count(*)::int AS n FROM cart_lines WHERE user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export async function setNumber(tx: Tx, userId: number, id: number, number: number, seenPriceFen: number) {
  await tx
    .update(cartLines)
    .set({ number, seenPriceFen, updatedAt: new Date() })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, id)));
}

export async function setSelected(tx: Tx, userId: number, ids: number[], isSelected: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(cartLines)
    .set({ isSelected })
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
}

/** Ids of the buyer's lines among `ids`, locked for the rest of the transaction. */
export async function ownedIds(tx: Tx, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function allIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, userId));
  return rows.map((r) => r.id);
}

export async function countLines(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

/** The buyer ids among `userIds` that belong to the chain (and are not the buyer itself). */
export async function chainMembers(db: Db | Tx, chainId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
        WHERE c.chain_id = ${chainId} AND NOT u.disabled AND u.id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => r.id);
}

/** The chain's head-office buyer account (chains.head_user_id), or null. */
export async function chainHeadUserId(db: Db | Tx, chainId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`SELECT head_user_id AS id FROM chains WHERE id = ${chainId}`,
  );
  return rows[0]?.id ?? null;
}

/** Removes ordered lines; scoped to the buyer so another buyer's ids delete nothing. Returns the count. */
export async function removeCartLines(tx: Db | Tx, userId: number, lineIds: number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const gone = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, lineIds)))
    .returning({ id: cartLines.id });
  return gone.length;
}
