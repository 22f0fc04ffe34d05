/** npm run db:backup / db:restore on PostgreSQL (pg_dump / pg_restore): the same orders come back. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { queryRows } from '../query';
import { adminQuery, templateDbName, urlForDb } from '../../../test/test-db';
import { backupPostgres, restorePostgres } from './backup';

describe('database backup and restore [postgres]', () => {
  const name = `shop_backup_${randomBytes(5).toString('hex')}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  let database: Database;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDbName()}`);
    database = await openDatabase({ databaseUrl: urlForDb(name), poolSize: 2, onPoolError: () => undefined });
  });
  afterAll(async () => {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const orders = () =>
    queryRows<{ id: number; order_no: string; status: string; payable_fen: string }>(
      database.db,
      sql`SELECT id, order_no, status, payable_fen::text FROM orders ORDER BY id`,
    );

  it('backs up, loses orders and a table, restores, and finds the same orders', async () => {
    const before = await orders();
    expect(before.length).toBeGreaterThan(0);
    const file = path.join(tmp, 'shop.dump');
    expect(await backupPostgres(urlForDb(name), file)).toBeGreaterThan(0);

    await database.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${before[0]!.id}`);
    await database.db.execute(sql`DELETE FROM order_events`);
    await database.db.execute(sql`DROP TABLE payment_outbox`);
    await database.db.execute(sql`TRUNCATE orders CASCADE`);
    expect(await orders()).toEqual([]);

    await restorePostgres(file, urlForDb(name));
    expect(await orders()).toEqual(before);
    const [outbox] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM payment_outbox`,
    );
    expect(outbox?.n).toBe(0);
  }, 120_000);
});
