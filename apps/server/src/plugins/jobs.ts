import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's runner of the `jobs` table; modules register their kinds with `handle`. */
    jobs: JobRunner;
  }
}

/** One job runner per instance, started when the app is ready and drained when it closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const cfg = app.deps.config;
    const runner = createJobRunner(app.deps.database.db, {
      pollMs: cfg.JOBS_POLL_MS,
      leaseMs: cfg.JOBS_LEASE_MS,
      log: (msg, extra) => app.log.warn(extra, msg),
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['deps'] },
);
