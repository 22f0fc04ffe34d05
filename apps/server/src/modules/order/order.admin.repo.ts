import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUS_TEXT,
  PAY_TYPE_TEXT,
  fenToYuan,
  type AdminOrderFilter,
  type AdminOrderRow,
  type OrderStatus,
  type PayType,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface AdminOrderDbRow {
  id: number;
  order_no: string;
  kind: 'normal' | 'ephedrine';
  status: OrderStatus;
  pay_type: PayType;
  user_id: number;
  company: string;
  username: string;
  address: {
    consignee: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    detail: string;
  };
  goods_count: number;
  payable_fen: number;
  created_at: Date | string;
}

function where(f: AdminOrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.kind) parts.push(sql`o.kind = ${f.kind}`);
  if (f.manager_id !== undefined) parts.push(sql`u.account_manager_id = ${f.manager_id}`);
  if (f.pay_type) parts.push(sql`o.pay_type = ${f.pay_type}`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(o.order_no = ${f.keyword} OR c.name LIKE ${like} OR u.username = ${f.keyword} OR u.phone = ${f.keyword})`,
    );
  }
  if (f.from) parts.push(sql`o.created_at >= (${f.from}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (f.to) parts.push(sql`o.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  return sql.join(parts, sql` AND `);
}

const SELECT = sql`SELECT o.id, o.order_no, o.kind, o.status, o.pay_type, o.user_id, c.name AS company, u.username,
       o.address, o.payable_fen::float8 AS payable_fen, o.created_at,
       (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS goods_count
  FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id`;

export async function listAdminOrders(db: Db, f: AdminOrderFilter, limit: number, offset: number) {
  return queryRows<AdminOrderDbRow>(
    db,
    sql`${SELECT} WHERE ${where(f)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countAdminOrders(db: Db, f: AdminOrderFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id
          JOIN companies c ON c.id = u.company_id WHERE ${where(f)}`,
  );
  return row?.n ?? 0;
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrderDbRow | null> {
  const [row] = await queryRows<AdminOrderDbRow>(db, sql`${SELECT} WHERE o.id = ${id}`);
  return row ?? null;
}

export const rowOf = (r: AdminOrderDbRow): AdminOrderRow => ({
  id: r.id,
  order_no: r.order_no,
  kind: r.kind,
  status: r.status,
  status_text: ORDER_STATUS_TEXT[r.status],
  pay_type: r.pay_type,
  pay_type_text: PAY_TYPE_TEXT[r.pay_type],
  buyer_id: r.user_id,
  buyer_company: r.company,
  buyer_username: r.username,
  consignee: r.address.consignee,
  region: `${r.address.province}${r.address.city}`,
  goods_count: r.goods_count,
  payable: fenToYuan(r.payable_fen),
  created_at: new Date(r.created_at).toISOString(),
});
