/**
 * Issue 26, defects 1–3: a production start is safe by construction. `npm start` with
 * NODE_ENV=production and no secrets is refused before anything touches the database; a start with
 * real secrets seeds no demo data and serves no SMS outbox to the public; the first operator is
 * made by `npm run admin:create`, whose printed password and TOTP secret then sign in.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS, DEMO_TOTP_SECRET } from './db/seed/demo-accounts';
import { startServer } from '../test/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-start-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The environment of a shell with nothing set for the shop: no secrets, no opt-ins. */
const bareEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !/^(SESSION_SECRET|PAYMENT_SANDBOX_KEY|AUDIT_KEY|ALLOW_SANDBOX|DEV_TOOLS|SEED_|DATABASE_URL|REDIS_URL|NODE_ENV|VITEST|TEST_)/.test(
          k,
        ),
    ),
  ) as Record<string, string>;

const SECRETS = {
  SESSION_SECRET: 'prod-start-test-session-secret-0123456789abcdef',
  PAYMENT_SANDBOX_KEY: 'prod-start-test-sandbox-key-0123456789abcdef',
  AUDIT_KEY: 'prod-start-test-audit-key-0123456789abcdef',
};

describe('a production start', () => {
  it('npm start under NODE_ENV=production with no secrets is refused with every reason, database untouched', () => {
    const pglite = path.join(dir, 'refused');
    const res = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...bareEnv(), NODE_ENV: 'production', PGLITE_DIR: pglite, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Refusing to start in production');
    expect(res.stderr).toContain('SESSION_SECRET is the public development default');
    expect(res.stderr).toContain('AUDIT_KEY is the public development default');
    expect(res.stderr).toContain('the sms sandbox is enabled');
    // Nothing was switched on for it, nothing built, and the database was never created.
    expect(res.stdout).not.toContain('demo start');
    expect(res.stdout).not.toContain('building');
    expect(fs.existsSync(pglite)).toBe(false);
  });

  it('with real secrets: no demo data, no public outbox; admin:create makes the first operator', async () => {
    const pglite = path.join(dir, 'real');
    const env = { ...bareEnv(), NODE_ENV: 'production', PGLITE_DIR: pglite, DATABASE_URL: '', ...SECRETS };
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/modules/operator/admin-create.cli.ts', '--username', 'zhangsan'],
      { cwd: root, env, encoding: 'utf8', timeout: 120_000 },
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const out = created.stdout;
    const password = /密码：(\S+)/.exec(out)?.[1] ?? '';
    const secret = /TOTP 密钥：([A-Z2-7]+)/.exec(out)?.[1] ?? '';
    expect(out).toMatch(/otpauth:\/\/totp\/[^\s]*zhangsan[^\s]*secret=/);
    expect(out).toMatch(/[▀▄█]/); // the QR code, drawn with block characters
    expect(out.match(/^ {2}[a-z2-9]{4}-[a-z2-9]{4}$/gm)).toHaveLength(8);
    expect(password.length).toBeGreaterThanOrEqual(12);

    const server = await startServer(
      { ...env, ALLOW_SANDBOX: 'all', DEV_TOOLS: 'true', SEED_ON_EMPTY: 'true' },
      120_000,
    );
    try {
      const login = (username: string, pw: string, code: string) =>
        fetch(`${server.base}/api/admin/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: pw, code }),
        });
      // The demo operators with the README's credentials do not exist.
      const demo = await login(
        DEMO_OPERATORS.super.username,
        DEMO_OPERATOR_PASSWORD,
        await generate({ secret: DEMO_TOTP_SECRET }),
      );
      expect(((await demo.json()) as { code: number }).code).not.toBe(10000);
      // Nor any demo goods or buyers.
      const goods = (await (await fetch(`${server.base}/api/goods/list?page=1`)).json()) as {
        data: { total: number };
      };
      expect(goods.data.total).toBe(0);
      // The SMS outbox is not open to the public even with DEV_TOOLS=true.
      expect((await fetch(`${server.base}/api/dev/sms_outbox?phone=13800000000`)).status).toBe(404);
      expect((await fetch(`${server.base}/api/admin/dev/sms_outbox?phone=13800000000`)).status).toBe(401);
      // The operator admin:create made signs in with what it printed.
      const first = await login('zhangsan', password, await generate({ secret }));
      expect(((await first.json()) as { code: number }).code).toBe(10000);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 240_000);
});
