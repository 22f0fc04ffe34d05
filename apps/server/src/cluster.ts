/**
 * One server process per core on PostgreSQL (`node:cluster`). The primary migrates and seeds once,
 * then forks the workers, which share the listening port (the primary hands connections round
 * robin). Sessions, rate limits and the outbox live in PostgreSQL or Redis, so any worker answers
 * any request. PGlite is one in-process database: there the server stays a single process.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AppConfig } from './config';

/** What the primary tells a worker through its environment. */
export const WORKER_ROLE_ENV = 'SHOP_WORKER_ROLE';
/** The worker that runs the periodic sweeps; the others only serve requests. */
export type WorkerRole = 'periodic' | 'serve';

/**
 * How many processes serve: WORKERS when set, else every core for a production start on PostgreSQL
 * (`npm start`), else one (development and tests keep one process they can debug and kill).
 */
export function workerCount(config: AppConfig): number {
  if (!config.DATABASE_URL) return 1;
  if (config.WORKERS !== undefined) return Math.max(1, config.WORKERS);
  return config.NODE_ENV === 'production' ? availableParallelism() : 1;
}

/**
 * Connections per worker: PostgreSQL's default max_connections is 100, so many workers each get a
 * smaller pool (2 workers: 20 each, as one process had; 16 workers: 4 each) unless DATABASE_POOL_SIZE says.
 */
export const poolPerWorker = (count: number) => Math.min(20, Math.max(4, Math.floor(40 / count)));

/** Workers in a row that die within 5 s of their start before the primary gives up. */
const MAX_QUICK_DEATHS = 5;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The primary after `prepare` (migrations and seed, run once before any worker exists): forks
 * `count` workers, forks a replacement for any that dies (with a growing pause if they keep dying
 * at start), and on SIGTERM/SIGINT asks each to finish its requests and exits when all are gone.
 */
export async function runPrimary(count: number, config: AppConfig, log: Log, prepare: () => Promise<void>) {
  await prepare();
  const pool = config.DATABASE_POOL_SIZE ?? poolPerWorker(count);
  const roles = new Map<Worker, WorkerRole>();
  let closing = false;
  let quickDeaths = 0;

  const fork = (role: WorkerRole) => {
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: role, DATABASE_POOL_SIZE: String(pool) });
    const bornAt = Date.now();
    roles.set(worker, role);
    worker.once('exit', (code, signal) => {
      roles.delete(worker);
      if (closing) {
        if (roles.size === 0) process.exit(0);
        return;
      }
      // A worker dying right after start (bad config, database down) would otherwise spin.
      quickDeaths = Date.now() - bornAt < 5_000 ? quickDeaths + 1 : 0;
      // A worker that cannot start at all (the same error every time) is not restarted for ever:
      // the primary gives up and exits non-zero, so a supervisor sees the failure.
      if (quickDeaths >= MAX_QUICK_DEATHS) {
        log.error(
          { workerPid: worker.process.pid, code, quickDeaths },
          'workers keep dying at start; giving up',
        );
        closing = true;
        for (const w of roles.keys()) w.process.kill('SIGTERM');
        process.exit(1);
      }
      const pauseMs = Math.min(30_000, quickDeaths === 0 ? 0 : 500 * 2 ** quickDeaths);
      log.error({ workerPid: worker.process.pid, code, signal, role, restartInMs: pauseMs }, 'worker died');
      setTimeout(() => fork(role), pauseMs);
    });
  };
  // The sweeps are safe to run anywhere (SKIP LOCKED, conditional updates), but N copies would
  // only fight over the same rows: one worker runs them, and its replacement takes the role over.
  for (let i = 0; i < count; i += 1) fork(i === 0 ? 'periodic' : 'serve');

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal, workers: roles.size }, 'shutting down workers');
    if (roles.size === 0) process.exit(0);
    // Each worker closes its listener, finishes its requests and its pool (server.ts shutdown).
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of roles.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  log.info({ workers: count, poolPerWorker: pool, port: config.PORT }, 'primary forked workers');
}
