/** The chat desk's side panel: the customer's company, account manager, recent orders and open cases. */
import { sql } from 'drizzle-orm';
import {
  AFTERSALE_STATUS_TEXT,
  ORDER_STATUS_TEXT,
  fenToYuan,
  type AdminChatCustomer,
  type AftersaleStatus,
  type OrderStatus,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../../lib/errors';

const iso = (v: Date | string) => new Date(v).toISOString();

export async function chatCustomer(db: Db, userId: number): Promise<AdminChatCustomer> {
  const [u] = await queryRows<{
    username: string;
    name: string;
    phone: string;
    company: string;
    region: string;
    is_passed: boolean;
    manager_name: string | null;
    manager_phone: string | null;
  }>(
    db,
    sql`SELECT u.username, u.name, u.phone, c.name AS company, concat_ws(' ', c.province, c.city, c.district) AS region,
               c.is_passed, m.name AS manager_name, m.phone AS manager_phone
          FROM users u JOIN companies c ON c.id = u.company_id
          LEFT JOIN account_managers m ON m.id = u.account_manager_id WHERE u.id = ${userId}`,
  );
  if (!u) throw notFound('客户不存在');
  const [orders, cases] = await Promise.all([
    queryRows<{
      id: number;
      order_no: string;
      status: OrderStatus;
      payable_fen: number;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT id, order_no, status, payable_fen::float8 AS payable_fen, created_at FROM orders
           WHERE user_id = ${userId} ORDER BY id DESC LIMIT 5`,
    ),
    queryRows<{ kind: string; id: number; title: string; status: string; created_at: Date | string }>(
      db,
      sql`(SELECT 'aftersale' AS kind, a.id, '售后 订单 ' || o.order_no AS title, a.status, a.created_at
             FROM aftersales a JOIN orders o ON o.id = a.order_id
            WHERE a.user_id = ${userId} AND a.status NOT IN ('refunded', 'rejected'))
          UNION ALL
          (SELECT 'feedback', f.id, '反馈：' || left(f.content, 20), 'pending', f.created_at
             FROM feedbacks f WHERE f.user_id = ${userId} AND f.reply IS NULL)
          UNION ALL
          (SELECT 'wanted', w.id, '求购：' || w.name, w.status, w.created_at
             FROM wanted_varieties w WHERE w.user_id = ${userId} AND w.status = 'pending')
          ORDER BY created_at DESC LIMIT 10`,
    ),
  ]);
  return {
    user_id: userId,
    username: u.username,
    name: u.name,
    phone: u.phone,
    company: u.company,
    region: u.region,
    is_passed: u.is_passed,
    manager: u.manager_name ? { name: u.manager_name, phone: u.manager_phone ?? '' } : null,
    recent_orders: orders.map((o) => ({
      id: o.id,
      order_no: o.order_no,
      status_text: ORDER_STATUS_TEXT[o.status] ?? o.status,
      payable: fenToYuan(o.payable_fen),
      created_at: iso(o.created_at),
    })),
    open_cases: cases.map((c) => ({
      kind: c.kind,
      title: c.title,
      status_text:
        c.kind === 'aftersale' ? (AFTERSALE_STATUS_TEXT[c.status as AftersaleStatus] ?? c.status) : '待回复',
      created_at: iso(c.created_at),
      to:
        c.kind === 'aftersale'
          ? `/aftersales/${c.id}`
          : c.kind === 'feedback'
            ? `/feedback?user_id=${userId}`
            : `/wanted?user_id=${userId}`,
    })),
  };
}
