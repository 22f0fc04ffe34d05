/**
 * The demo's ERP integration, made through the back office's own service functions (audited as
 * 周建国, the super administrator): an API token the ERP would use, and its webhook push address,
 * so 系统管理 › ERP 接口令牌 and › Webhook 推送 show what an integration looks like. The endpoint is
 * stopped (已停用): its address is the example ERP's, which no demo event should be sent to; an
 * operator enables it after typing the real ERP's address. Only a demo seeds this (seedsDemo:
 * never with NODE_ENV=production unless SEED_DEMO and ALLOW_SANDBOX=demo ask for it).
 */
import { WEBHOOK_EVENTS } from '@shop/shared';
import type { Db } from '../client';
import { createToken } from '../../modules/erp/token.service';
import { createEndpoint } from '../../modules/webhook/webhook.service';
import { queryRows } from '../query';
import { sql } from 'drizzle-orm';
import { DEMO_OPERATORS } from './demo-accounts';

const EXAMPLE_ERP = 'https://erp.kangyuan.example/shop/webhook';

export async function seedErpIntegration(db: Db): Promise<Record<string, number>> {
  const [o] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM operators WHERE username = ${DEMO_OPERATORS.super.username}`,
  );
  if (!o) throw new Error('seed: no super administrator');
  const actor = { operatorId: o.id, operatorName: o.name, ip: '192.168.10.23' };
  const year = new Date().getUTCFullYear() + 1;
  await createToken(db, actor, {
    name: '英克ERP（总部）',
    scopes: ['goods:write', 'stock:write', 'prices:write', 'customers:write', 'orders:read', 'orders:write'],
    ip_allow: ['192.168.10.0/24'],
    expires_on: `${year}-12-31`,
  });
  // The shop's own address is never this one, so the self-address check is given nothing of ours.
  const own = { HOST: '127.0.0.1', PORT: 0, PUBLIC_ORIGIN: undefined, PAYMENT_NOTIFY_BASE_URL: undefined };
  await createEndpoint(db, own, actor, {
    url: EXAMPLE_ERP,
    description: '英克ERP 订单与库存接收（示例地址，启用前请改为 ERP 的实际接收地址）',
    events: [...WEBHOOK_EVENTS],
    enabled: false,
  });
  return { erpTokens: 1, webhookEndpoints: 1 };
}
