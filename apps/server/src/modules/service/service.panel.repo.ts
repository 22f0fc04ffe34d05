/** SQL of the chat desk's side panel: the customer, their recent orders and open cases. */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** The buyer's account, company and account manager. */
export async function findChatCustomer(db: Db, userId: number) {
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
  return u;
}

/** The buyer's last five orders. */
export const recentOrders = (db: Db, userId: number) =>
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
  );

/** The buyer's open cases, newest first: after-sales in progress, unanswered feedback and wanted requests. */
export const openCases = (db: Db, userId: number) =>
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
  );
