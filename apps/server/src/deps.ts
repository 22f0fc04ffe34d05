import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { setAuditKey } from './modules/audit/audit';
import { migrateDatabase } from './db/migrate';
import { dbRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { dbSessionStore, type SessionStore } from './modules/auth/session.store';
import { redisSessionStore } from './modules/auth/session.redis';
import { watchSessions } from './modules/auth/session-watch';
import { dbOperatorSessionStore } from './modules/operator/operator-session.store';

/** Everything a request may need that outlives it; built once per process, injected in tests. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  sessions: SessionStore;
  /** Back-office operators' sessions: a store of their own, so a buyer's token never opens the admin. */
  operatorSessions: SessionStore;
  limiter: RateLimiter;
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** `migrate: false` in a cluster worker: the primary migrated before forking it. */
export async function createDeps(
  config: AppConfig,
  database?: Database,
  opts: { migrate?: boolean } = {},
): Promise<AppDeps> {
  setAuditKey(config.AUDIT_KEY);
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      ...(config.DATABASE_POOL_SIZE ? { poolSize: config.DATABASE_POOL_SIZE } : {}),
    }));
  if (!database && opts.migrate !== false) await migrateDatabase(db);
  const policy = {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
  const adminPolicy = {
    idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  return {
    config,
    database: db,
    redis,
    sessions: redis
      ? redisSessionStore(redis, policy)
      : dbSessionStore(db.db, policy, (cache, onError) => watchSessions(db, cache, onError)),
    operatorSessions: redis
      ? redisSessionStore(redis, adminPolicy, 'asess:')
      : dbOperatorSessionStore(db.db, adminPolicy),
    limiter: redis ? redisRateLimiter(redis) : dbRateLimiter(db.db),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  deps.redis?.disconnect();
  await deps.database.close();
}

export const depsPlugin = fp(
  async (app: FastifyInstance, deps: AppDeps) => {
    app.decorate('deps', deps);
  },
  { name: 'deps' },
);
