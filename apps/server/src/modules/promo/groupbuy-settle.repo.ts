/**
 * SQL of how 拼团 ends: ended early by an operator, failed at its deadline (members refunded, held
 * units back to their lots), or filled (each member's place becomes an order). Each write runs in
 * the caller's transaction and moves a status by a conditional update, so it acts once.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AddressSnapshot, HeldLot } from '../../db/schema/index';

/**
 * Moves the deadline to the database's clock, only while the group is open and the deadline still
 * ahead of it (a second operator waits for the row lock, then finds nothing to end).
 */
export async function endGroupNow(tx: Tx, id: number) {
  const [ended] = await queryRows<{ title: string; joined: number; ends_at: string | Date }>(
    tx,
    sql`UPDATE group_buys SET ends_at = clock_timestamp()
         WHERE id = ${id} AND status = 'open' AND ends_at > clock_timestamp()
     RETURNING title, joined, ends_at`,
  );
  return ended;
}

export async function groupStatus(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(tx, sql`SELECT status FROM group_buys WHERE id = ${id}`);
  return row?.status;
}

/** Up to 100 open groups whose deadline has passed. */
export async function dueGroupIds(db: Db, now: Date): Promise<number[]> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM group_buys WHERE status = 'open' AND ends_at <= ${now.toISOString()} ORDER BY id LIMIT 100`,
  );
  return due.map((r) => r.id);
}

/** open → failed (held 0) if still open and due; returns its title, or undefined when it was not. */
export async function failGroupRow(tx: Tx, id: number, at: string): Promise<string | undefined> {
  const [group] = await queryRows<{ title: string }>(
    tx,
    sql`UPDATE group_buys SET status = 'failed', held = 0, settled_at = ${at}
        WHERE id = ${id} AND status = 'open' AND ends_at <= ${at} RETURNING title`,
  );
  return group?.title;
}

/** joined → refunded for every member; returns what each paid and the lots held for them. */
export function refundMembers(tx: Tx, id: number, at: string) {
  return queryRows<{ user_id: number; amount: string | number; order_no: string; lots: HeldLot[] }>(
    tx,
    sql`UPDATE group_buy_members SET status = 'refunded', settled_at = ${at}
        WHERE group_buy_id = ${id} AND status = 'joined'
        RETURNING user_id, amount_fen::bigint AS amount, order_no, lots`,
  );
}

/** The store's registered address with its contact, where a buyer without addresses ships. */
export async function storeAddress(tx: Tx, userId: number): Promise<AddressSnapshot | undefined> {
  const [c] = await queryRows<AddressSnapshot>(
    tx,
    sql`SELECT coalesce(c.contact_name, u.name) AS consignee, u.phone, c.province, c.city, c.district,
               c.address AS detail
          FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
  return c;
}

/** Locks the goods rows in the order given (callers sort by id, as placement does: no deadlock). */
export async function lockGoodsRows(tx: Tx, goodsIds: number[]): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM goods WHERE id IN (${sql.join(
      goodsIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  );
}

/** Puts `n` units back on the lot; returns its goods and whether it is frozen. */
export async function returnToLot(tx: Tx, lotId: number, n: number) {
  const [lot] = await queryRows<{ goods_id: number; frozen: boolean }>(
    tx,
    sql`UPDATE goods_lots SET stock = stock + ${n} WHERE id = ${lotId} RETURNING goods_id, frozen`,
  );
  return lot;
}

/** `n` units back on sale: the goods' stock up, its sales down (never below 0). */
export async function returnToGoods(tx: Tx, goodsId: number, n: number): Promise<void> {
  await tx.execute(
    sql`UPDATE goods SET stock = stock + ${n}, sales = greatest(sales - ${n}, 0) WHERE id = ${goodsId}`,
  );
}

/** The group's goods as its order lines record it. */
export async function groupGoods(tx: Tx, groupId: number) {
  const [g] = await queryRows<{
    goods_id: number;
    title: string;
    name: string;
    sccj: string;
    ypgg: string;
    bzdw: string;
    approval_no: string;
    image: string | null;
    is_ephedrine: boolean;
  }>(
    tx,
    sql`SELECT b.goods_id, b.title, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, g.images[1] AS image, g.is_ephedrine
          FROM group_buys b JOIN goods g ON g.id = b.goods_id WHERE b.id = ${groupId}`,
  );
  return g;
}

export interface MemberToOrder {
  id: number;
  user_id: number;
  order_no: string;
  number: number;
  price: string | number;
  amount: string | number;
  lots: HeldLot[];
  address: AddressSnapshot | null;
}

/** The members (joined or success) without an order yet, locked. */
export function membersToOrder(tx: Tx, groupId: number) {
  return queryRows<MemberToOrder>(
    tx,
    sql`SELECT id, user_id, order_no, number, price_fen::bigint AS price, amount_fen::bigint AS amount, lots, address
          FROM group_buy_members
         WHERE group_buy_id = ${groupId} AND order_id IS NULL AND status IN ('joined', 'success')
         ORDER BY id FOR UPDATE`,
  );
}

/** The join's payment line names the member's order from now on (the balance log links to it). */
export async function linkJoinPayment(
  tx: Tx,
  userId: number,
  orderId: number,
  orderNo: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE user_money_log SET order_id = ${orderId}
         WHERE user_id = ${userId} AND order_id IS NULL AND remark LIKE ${`拼团支付 ${orderNo}%`}`,
  );
}

export async function memberOrdered(tx: Tx, memberId: number, orderId: number, at: string): Promise<void> {
  await tx.execute(
    sql`UPDATE group_buy_members SET status = 'success', order_id = ${orderId}, settled_at = ${at}
         WHERE id = ${memberId}`,
  );
}
