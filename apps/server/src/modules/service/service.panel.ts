/** The chat desk's side panel: the customer's company, account manager, recent orders and open cases. */
import {
  AFTERSALE_STATUS_TEXT,
  ORDER_STATUS_TEXT,
  fenToYuan,
  type AdminChatCustomer,
  type AftersaleStatus,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findChatCustomer, openCases, recentOrders } from './service.panel.repo';

const iso = (v: Date | string) => new Date(v).toISOString();

export async function chatCustomer(db: Db, userId: number): Promise<AdminChatCustomer> {
  const u = await findChatCustomer(db, userId);
  if (!u) throw notFound('客户不存在');
  const [orders, cases] = await Promise.all([recentOrders(db, userId), openCases(db, userId)]);
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
