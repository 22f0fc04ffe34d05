/**
 * Issue 14, crash safety: the real server as a child process on its own PostgreSQL database, 50
 * buyers placing and paying orders (balance and the sandbox gateway) over HTTP, and the process
 * SIGKILLed at random points several times and restarted. Afterwards every order is whole or
 * absent, stock plus ordered quantities is the starting stock, each payment is applied once, and
 * every confirmed gateway payment was delivered from the outbox. Prints kills, orders checked and
 * inconsistencies.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminQuery, templateDbName, urlForDb } from '../../../test/test-db';
import { startServer, type ServerProcess } from '../../../test/server-process';
import { pickGoods } from '../cart/cart.fixtures';
import { raceBuyers } from '../promo/promo.fixtures';
import { shapeLots } from './order.fixtures';
import { crashChecks } from './crash.fixtures';

const BUYERS = 50;
const KILLS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

interface Buyer {
  userId: number;
  addressId: number;
  cookie: string;
  payType: 'balance' | 'wechat';
}

describe('crash safety: SIGKILL while 50 buyers place and pay [postgres]', () => {
  const dbName = `shop_crash_${randomBytes(5).toString('hex')}`;
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${dbName} TEMPLATE ${templateDbName()}`);
    database = await openDatabase({
      databaseUrl: urlForDb(dbName),
      poolSize: 4,
      onPoolError: () => undefined,
    });
    // Only for sessions and setup: its own workers stay off.
    t = await createTestApp(
      { PAYMENT_OUTBOX_POLL_MS: '0', ORDER_SWEEP_INTERVAL_SECONDS: '0' },
      { database, drop: () => Promise.resolve() },
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('every order whole or absent, stock conserved, each payment applied once', async () => {
    const db = database.db;
    const goods = await pickGoods(db, 4, sql`g.min_qty = 1 AND g.mid_pack = 1`, 80);
    for (const g of goods) await shapeLots(db, g.id, [150, 150]);
    const buyers: Buyer[] = [];
    for (const [i, b] of (await raceBuyers(db, BUYERS)).entries()) {
      buyers.push({
        userId: b.userId,
        addressId: b.addressId,
        cookie: `ys_sid=${await t.deps.sessions.create(b.userId)}`,
        payType: i % 2 === 0 ? 'balance' : 'wechat',
      });
    }
    const before = await crashChecks.snapshot(
      db,
      goods.map((g) => g.id),
      buyers.map((b) => b.userId),
    );

    const env = {
      DATABASE_URL: urlForDb(dbName),
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      PAYMENT_SANDBOX_NOTIFY_DELAY_MS: '100',
      PAYMENT_OUTBOX_POLL_MS: '200',
      PAYMENT_OUTBOX_LEASE_MS: '2000',
    };
    console.info('crash test: setup done, starting the server');
    let server: ServerProcess = await startServer(env);
    let stop = false;
    const tally = { placed: 0, paid: 0, failed: 0 };
    const errors = new Map<string, number>();
    // While the server is down buyers wait for it instead of spinning on refused connections.
    let up: Promise<unknown> = Promise.resolve();

    const call = async (method: string, url: string, cookie: string, payload?: object | string) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: {
          cookie,
          ...(typeof payload === 'string'
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : payload
              ? { 'content-type': 'application/json' }
              : {}),
        },
        ...(payload ? { body: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      return { status: res.status, text };
    };
    const json = <T>(r: { text: string }) => JSON.parse(r.text) as { code: number; msg: string; data: T };

    const shop = async (b: Buyer) => {
      while (!stop) {
        try {
          const g = goods[between(0, goods.length)]!;
          const added = json<{ ids: number[] }>(
            await call('POST', '/api/cart', b.cookie, {
              params: [{ goods_id: g.id, number: between(1, 4) }],
            }),
          );
          if (added.code !== 10000) throw new Error(added.msg);
          const ids = added.data.ids.join(',');
          const confirm = json<{ amounts: { payable: string } }>(
            await call('GET', `/api/order/confirm?ids=${ids}`, b.cookie),
          );
          if (confirm.code !== 10000) throw new Error(confirm.msg);
          const placed = json<{ orders: { id: number }[] }>(
            await call('POST', '/api/order', b.cookie, {
              ids,
              address_id: b.addressId,
              pay_type: b.payType,
              coupon_id: 0,
              idempotency_key: randomUUID(),
              expected_payable: confirm.data.amounts.payable,
            }),
          );
          if (placed.code !== 10000) throw new Error(placed.msg);
          tally.placed++;
          for (const o of placed.data.orders) {
            const pay = json<{ cashier_url?: string; out_trade_no?: string }>(
              await call('POST', `/api/payment/${o.id}`, b.cookie, { pay_type: b.payType }),
            );
            if (pay.code !== 10000) throw new Error(pay.msg);
            if (b.payType === 'wechat' && pay.data.cashier_url && pay.data.out_trade_no) {
              const token = new URL(pay.data.cashier_url, server.base).searchParams.get('t') ?? '';
              const res = await call(
                'POST',
                `/api/payment/sandbox/${pay.data.out_trade_no}/confirm`,
                b.cookie,
                `t=${encodeURIComponent(token)}`,
              );
              if (res.status !== 200) throw new Error(`cashier ${res.status}`);
            }
            tally.paid++;
          }
        } catch (err) {
          // The server died under this request (or refused it): try again with a fresh cart line.
          tally.failed++;
          const msg = err instanceof Error ? err.message.slice(0, 60) : String(err);
          errors.set(msg, (errors.get(msg) ?? 0) + 1);
          await up;
          await sleep(between(50, 250));
        }
      }
    };

    const started = Date.now();
    const shopping = Promise.all(buyers.map((b) => shop(b)));
    let kills = 0;
    for (let k = 0; k < KILLS; k++) {
      // Kill in the thick of it: once buyers have placed a few more orders (a random number), so
      // other buyers are mid-checkout or mid-payment, or after 20 s on a very slow machine.
      const target = tally.placed + between(3, 20);
      const until = Date.now() + 20_000;
      while (tally.placed < target && Date.now() < until) await sleep(50);
      await sleep(between(0, 300));
      server.child.kill('SIGKILL');
      await server.exited;
      kills++;
      const t0 = Date.now();
      const restarted = startServer(env);
      up = restarted.catch(() => undefined);
      server = await restarted;
      console.info(
        `crash test: kill ${kills}, restarted in ${Date.now() - t0} ms, ${tally.placed} placed so far`,
      );
    }
    await sleep(5000);
    stop = true;
    await shopping;
    console.info(
      `crash test: buyers stopped after ${Math.round((Date.now() - started) / 1000)} s; failures:`,
      [...errors].sort((a, b) => b[1] - a[1]).slice(0, 5),
    );
    // Confirmed gateway payments whose notification a killed process had claimed: the lease runs
    // out and the restarted worker delivers them.
    const pending = await crashChecks.drainOutbox(db, 15_000);
    server.child.kill('SIGTERM');
    await server.exited;

    const report = await crashChecks.verify(db, before);
    console.info(
      `crash test: ${kills} kills in ${Math.round((Date.now() - started) / 1000)} s, ` +
        `${report.orders} orders checked (${report.paid} paid), ${tally.placed} placements and ` +
        `${tally.failed} failed calls seen by buyers, ${pending} notifications undelivered, ` +
        `${report.problems.length} inconsistencies`,
    );
    expect(kills).toBe(KILLS);
    expect(report.orders).toBeGreaterThan(20);
    expect(report.paid).toBeGreaterThan(10);
    expect(pending).toBe(0);
    expect(report.problems, report.problems.slice(0, 20).join('\n')).toEqual([]);
  }, 300_000);
});
