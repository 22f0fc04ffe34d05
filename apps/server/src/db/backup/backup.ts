/**
 * Backups of the shop's database. PGlite: the whole data folder as one gzipped tarball
 * (dumpDataDir), taken and restored with the folder locked, so a running server refuses to share
 * it. PostgreSQL: pg_dump's custom format, restored by pg_restore in one transaction (--clean), so
 * a failed restore leaves the database as it was.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../client';

const run = promisify(execFile);

interface PgliteClient {
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');

export function defaultBackupFile(dir: string, kind: 'pglite' | 'postgres'): string {
  return path.join(dir, kind === 'pglite' ? `pglite-${stamp()}.tar.gz` : `postgres-${stamp()}.dump`);
}

export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`没有找到数据库目录 ${dataDir}`);
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    const client = (database.db as unknown as { $client: PgliteClient }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside the target and renamed: a backup file is either complete or absent.
    fs.writeFileSync(`${file}.part`, dump);
    fs.renameSync(`${file}.part`, file);
    return dump.length;
  } finally {
    await database.close();
  }
}

/**
 * Replaces the data folder with the backup. The current folder is kept beside it
 * (<dir>.before-restore-<time>) until the restored one has opened, then removed.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const dump = new Blob([fs.readFileSync(file)]);
  const aside = `${dataDir}.before-restore-${stamp()}`;
  // Opening takes the folder's lock: a running server on it makes this fail before anything moves.
  if (fs.existsSync(dataDir)) {
    const current = await openDatabase({ pgliteDir: dataDir });
    await current.close();
    fs.renameSync(dataDir, aside);
  }
  try {
    const restored = await PGlite.create({ dataDir, loadDataDir: dump });
    await restored.query('SELECT 1');
    await restored.close();
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (fs.existsSync(aside)) fs.renameSync(aside, dataDir);
    throw err;
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}.part`,
    databaseUrl,
  ]);
  fs.renameSync(`${file}.part`, file);
  return fs.statSync(file).size;
}

export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
