/** npm run db:backup / db:restore on PGlite: a restored data folder holds the same orders. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { queryRows } from '../query';
import { pgliteTemplateFile } from '../../../test/test-db';
import { backupPglite, restorePglite } from './backup';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const ordersOf = async (dir: string) => {
  const database = await openDatabase({ pgliteDir: dir });
  try {
    return await queryRows<{ id: number; order_no: string; status: string; payable_fen: string }>(
      database.db,
      sql`SELECT id, order_no, status, payable_fen::text FROM orders ORDER BY id`,
    );
  } finally {
    await database.close();
  }
};

describe('database backup and restore [pglite]', () => {
  it('backs up the data folder, and a restore brings back the orders changed or dropped since', async () => {
    const dir = path.join(tmp, 'pglite');
    // A shop's data folder: the seeded test database, written out as a folder.
    const seeded = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(pgliteTemplateFile())]) });
    const client = (seeded.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await seeded.close();
    await restorePglite(await writeBlob(dump, path.join(tmp, 'seed.tar.gz')), dir);
    const before = await ordersOf(dir);
    expect(before.length).toBeGreaterThan(0);

    const file = path.join(tmp, 'backups', 'shop.tar.gz');
    expect(await backupPglite(dir, file)).toBeGreaterThan(0);

    // After the backup: an order changes, the rest are deleted.
    const live = await openDatabase({ pgliteDir: dir });
    await live.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${before[0]!.id}`);
    await live.db.execute(sql`TRUNCATE orders CASCADE`);
    await live.close();
    expect(await ordersOf(dir)).toEqual([]);

    await restorePglite(file, dir);
    expect(await ordersOf(dir)).toEqual(before);
    // Nothing of the replaced folder is left behind.
    expect(fs.readdirSync(tmp).filter((n) => n.includes('before-restore'))).toEqual([]);
  }, 120_000);

  it('refuses to restore over a folder a running server holds', async () => {
    const dir = path.join(tmp, 'pglite');
    const held = await openDatabase({ pgliteDir: dir });
    try {
      // The lock file names this process; a restore from another process is what the lock stops.
      const lock = path.join(tmp, 'pglite.lock');
      fs.writeFileSync(lock, String(process.ppid));
      await expect(restorePglite(path.join(tmp, 'backups', 'shop.tar.gz'), dir)).rejects.toThrow(/正被进程/);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      await held.close();
    }
  });
});

async function writeBlob(blob: Blob, file: string) {
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}
