/**
 * SQL of 拼团 as buyers see and join it: the groups and their members, and the writes of a join
 * (member row, the one conditional update that takes a place, the member's price and lots), each
 * in the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { GroupBuyMine, GroupBuyTerms } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AddressSnapshot, HeldLot } from '../../db/schema/index';
import { orderNoSql } from '../checkout/order-no';

export interface GroupRow {
  id: number;
  goods_id: number;
  title: string;
  price: number;
  base_price: number;
  group_size: number;
  joined: number;
  stock: number;
  held: number;
  per_buyer: number;
  status: GroupBuyTerms['status'];
  starts_at: string | null;
  ends_at: string;
}

const GROUP_SELECT = sql`SELECT b.id, b.goods_id, b.title, b.price_fen::bigint AS price, g.base_price_fen::bigint AS base_price,
    b.group_size, b.joined, b.stock, b.held, b.per_buyer, b.status, b.starts_at, b.ends_at
  FROM group_buys b JOIN goods g ON g.id = b.goods_id`;

/** Open groups first (soonest deadline first), then those closed in the last 7 days. */
export function listedGroups(db: Db, now: Date) {
  return queryRows<GroupRow>(
    db,
    sql`${GROUP_SELECT} WHERE b.is_active AND (b.status = 'open' OR b.ends_at > ${now.toISOString()}::timestamptz - interval '7 days')
        ORDER BY (b.status = 'open') DESC, b.sort DESC, b.ends_at, b.id LIMIT 60`,
  );
}

/** The group if it is switched on (zero or one row). */
export function activeGroup(db: Db, id: number) {
  return queryRows<GroupRow>(db, sql`${GROUP_SELECT} WHERE b.id = ${id} AND b.is_active`);
}

export async function groupById(tx: Tx, id: number): Promise<GroupRow | undefined> {
  const [row] = await queryRows<GroupRow>(tx, sql`${GROUP_SELECT} WHERE b.id = ${id}`);
  return row;
}

/** The first 100 members in the order they joined. */
export function groupMembers(db: Db, id: number) {
  return queryRows<{ name: string; number: number; created_at: string }>(
    db,
    sql`SELECT u.name, m.number, m.created_at FROM group_buy_members m JOIN users u ON u.id = m.user_id
        WHERE m.group_buy_id = ${id} ORDER BY m.id LIMIT 100`,
  );
}

export interface MemberRow {
  order_no: string;
  number: number;
  amount: string | number;
  status: GroupBuyMine['status'];
  order_id: number | null;
}

/** The buyer's own place in a group, if any. */
export async function memberRow(
  db: Db | Tx,
  groupId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await queryRows<MemberRow>(
    db,
    sql`SELECT order_no, number, amount_fen::bigint AS amount, status, order_id FROM group_buy_members
        WHERE group_buy_id = ${groupId} AND user_id = ${userId}`,
  );
  return row;
}

/** The buyer's member row (price and lots still empty); undefined when they already joined. */
export async function insertMember(tx: Tx, groupId: number, userId: number, units: number, now: Date) {
  const member = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO group_buy_members (group_buy_id, user_id, order_no, number, price_fen, amount_fen, created_at)
        VALUES (${groupId}, ${userId}, ${orderNoSql(now)}, ${units}, 0, 0, ${now.toISOString()})
        ON CONFLICT (group_buy_id, user_id) DO NOTHING RETURNING id`,
  );
  return member[0]?.id;
}

/**
 * The one conditional update: a place and the units, or nothing (the status turns to success with
 * the last place). Re-checked after any wait on the row lock. base_price is not read (0).
 */
export async function takePlace(
  tx: Tx,
  groupId: number,
  units: number,
  at: string,
): Promise<GroupRow | undefined> {
  const [taken] = await queryRows<GroupRow>(
    tx,
    sql`UPDATE group_buys b SET joined = joined + 1, held = held + ${units},
          status = CASE WHEN joined + 1 = group_size THEN 'success' ELSE status END
        WHERE id = ${groupId} AND is_active AND status = 'open' AND ends_at > ${at}
          AND (starts_at IS NULL OR starts_at <= ${at}) AND joined < group_size
          AND held + ${units} <= stock AND per_buyer >= ${units}
        RETURNING b.id, b.goods_id, b.title, b.price_fen::bigint AS price, 0 AS base_price, b.group_size,
          b.joined, b.stock, b.held, b.per_buyer, b.status, b.starts_at, b.ends_at`,
  );
  return taken;
}

export interface MemberTerms {
  priceFen: number;
  amountFen: number;
  lots: HeldLot[];
  address: AddressSnapshot;
}

/** Writes what the member paid, the lots held for them and where their order ships. */
export async function fillMember(tx: Tx, memberId: number, t: MemberTerms): Promise<MemberRow | undefined> {
  const [row] = await queryRows<MemberRow>(
    tx,
    sql`UPDATE group_buy_members SET price_fen = ${t.priceFen}, amount_fen = ${t.amountFen},
          lots = ${JSON.stringify(t.lots)}::jsonb, address = ${JSON.stringify(t.address)}::jsonb
        WHERE id = ${memberId} RETURNING order_no, number, amount_fen::bigint AS amount, status, order_id`,
  );
  return row;
}

export async function markGroupSettled(tx: Tx, groupId: number, at: string): Promise<void> {
  await tx.execute(sql`UPDATE group_buys SET settled_at = ${at} WHERE id = ${groupId}`);
}
