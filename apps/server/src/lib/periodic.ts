import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `job` now and every `intervalSeconds` (server.ts's background passes: the unpaid-order sweep,
 * e-invoice issuing). A pass never overlaps the previous one, and a failure is logged and retried
 * on the next tick, because each job reads its work from the database. Returns a stop function.
 */
export function startPeriodic(
  name: string,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  job: () => Promise<Record<string, number> | null>,
): () => void {
  if (intervalSeconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await job();
      if (done) log.info(done, `${name} done`);
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
