/**
 * 退款异常 in a fresh demo: the chain head office's order paid by 微信支付 and cancelled by finance,
 * whose refund the gateway refused (the trade had been closed on its side). Done through the shop's
 * own cancellation (stock back, refund row and refund.online job in one transaction), then the job's
 * end is written as the runner would have left it, so 财务 › 退款异常 has a real row to retry or to
 * settle by bank.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { adminCancel } from '../../modules/order/order.admin.service';
import { createSandboxProvider } from '../../modules/payment/sandbox.provider';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from './demo-accounts';
import { seedOrder, type Goods } from './order-history';

const DAY = 86_400_000;
const GATEWAY_REFUSAL = '原支付交易已关闭，支付平台拒绝退款（TRADE_CLOSED）';

export async function seedRefundExceptions(db: Db, today: Date): Promise<Record<string, number>> {
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE username = ${DEMO_ACCOUNTS.chain.username}`,
  );
  const [op] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM operators WHERE username = ${DEMO_OPERATORS.finance.username}`,
  );
  const goods = await queryRows<Goods>(
    db,
    sql`SELECT g.id, g.name, g.sccj, g.ypgg, g.bzdw, g.approval_no, coalesce(g.images[1], '') AS image,
               g.base_price_fen::int AS price
          FROM goods g
         WHERE g.is_buy AND g.stock >= 200 AND g.scope = 'chemical' AND NOT g.is_ephedrine AND NOT g.is_controlled
         ORDER BY g.id OFFSET 60 LIMIT 1`,
  );
  if (!u || !op || goods.length === 0) return {};
  const order = await db.transaction((tx) =>
    seedOrder(tx, u.id, 'paid', 'wechat', goods, new Date(today.getTime() - 2 * DAY), 980),
  );
  const refunder = createSandboxProvider({ key: 'demo-seed-refunds', publicBase: '' });
  const actor = { operatorId: op.id, operatorName: op.name, ip: '192.168.10.23' };
  await adminCancel(db, actor, refunder, order.id, '客户来电：规格选错，要求取消');
  await db.execute(sql`
    UPDATE order_refunds SET status = 'failed', failure = ${GATEWAY_REFUSAL}
     WHERE order_id = ${order.id} AND method = 'online'`);
  await db.execute(sql`
    UPDATE jobs SET state = 'failed', attempts = 1, next_at = NULL, updated_at = now()
     WHERE kind = 'refund.online'
       AND payload->>'refundId' IN (SELECT id::text FROM order_refunds WHERE order_id = ${order.id})`);
  return { refundExceptions: 1 };
}
