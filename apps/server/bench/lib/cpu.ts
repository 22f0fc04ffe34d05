import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';

/** CPU seconds (user + system) the database's client backends have used so far, from /proc. */
export async function backendCpuSeconds(db: Db): Promise<number> {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 (utime, stime) follow the command name, which is in parentheses.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // A backend that ended in between (or a server on another host): not counted.
    }
  }
  return ticks / 100;
}

/**
 * CPU a request costs, which a busy machine stretches less than latency: the app process's (the
 * load generator runs in it too) and the database backends' (every client of this database on this
 * host; the pools keep theirs open from the warm-up on), per request of the measured run.
 */
export interface CpuPerRequest {
  appMs: number;
  dbMs: number;
}

/** Starts counting; the returned function gives CPU per request for `requests` requests since. */
export async function cpuMeter(
  db: Db | undefined,
): Promise<(requests: number) => Promise<CpuPerRequest | undefined>> {
  const appStart = process.cpuUsage();
  const dbStart = db ? await backendCpuSeconds(db) : 0;
  return async (requests) => {
    const app = process.cpuUsage(appStart);
    if (!db) return undefined;
    const n = Math.max(1, requests);
    return {
      appMs: (app.user + app.system) / 1000 / n,
      dbMs: (((await backendCpuSeconds(db)) - dbStart) * 1000) / n,
    };
  };
}
