/**
 * The shop, started in this process on a fresh embedded database with the demo data (or on a
 * database a test hands in), listening on a local port; and an ERP token made as the super
 * administrator makes one in the back office (through the same service).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { createDeps } from '../../../apps/server/src/deps';
import type { Database } from '../../../apps/server/src/db/client';
import { queryRows } from '../../../apps/server/src/db/query';
import { seedDatabase } from '../../../apps/server/src/db/seed/index';
import { createToken } from '../../../apps/server/src/modules/erp/token.service';
import { createEndpoint } from '../../../apps/server/src/modules/webhook/webhook.service';

export interface Shop {
  url: string;
  database: Database;
  token: string;
  /** Registers the ERP's endpoint as the administrator does in 系统管理 › Webhook 推送; answers the secret shown once. */
  registerWebhook(url: string): Promise<string>;
  close(): Promise<void>;
}

export async function startShop(opts: { database?: Database; port?: number } = {}): Promise<Shop> {
  const dir = opts.database ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'erp-demo-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    ...(dir ? { PGLITE_DIR: path.join(dir, 'db'), UPLOAD_DIR: path.join(dir, 'uploads') } : {}),
    DATABASE_URL: '',
  });
  const deps = await createDeps(config, opts.database);
  if (!opts.database) await seedDatabase(deps.database.db, { goods: 300 });
  const app = await buildApp(deps);
  const url = await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const [admin] = await queryRows<{ id: number; name: string }>(
    deps.database.db,
    sql`SELECT id, name FROM operators WHERE username = 'admin'`,
  );
  const actor = { operatorId: admin!.id, operatorName: `${admin!.name}（admin）`, ip: '127.0.0.1' };
  const made = await createToken(deps.database.db, actor, {
    name: 'ERP演示（金蝶云星空）',
    scopes: ['goods:write', 'stock:write', 'prices:write', 'customers:write', 'orders:read', 'orders:write'],
    ip_allow: ['127.0.0.1'],
    expires_on: null,
  });
  return {
    url,
    database: deps.database,
    token: made.token,
    registerWebhook: async (webhookUrl) => {
      const made = await createEndpoint(deps.database.db, config, actor, {
        url: webhookUrl,
        description: 'ERP演示：订单付款与发货',
        events: ['order.paid', 'order.shipped'],
        enabled: true,
      });
      return made.secret;
    },
    close: async () => {
      await app.close();
      if (dir) {
        await deps.database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
