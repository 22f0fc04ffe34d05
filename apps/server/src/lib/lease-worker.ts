/**
 * The loop every database outbox runs (payment notifications, webhooks): claim due rows with a
 * lease (the caller's conditional UPDATE … FOR UPDATE SKIP LOCKED, so instances take disjoint
 * rows), handle each, and go on until nothing is due. The rows live in the database, so a process
 * killed mid-delivery loses nothing: its lease runs out and whichever instance polls next takes the
 * row again. This file knows nothing of tables; each outbox passes its own claim and handler.
 */
export interface LeaseWorker {
  /** Runs one pass now (also what the timers call); resolves with the rows handled successfully. */
  tick(): Promise<number>;
  /** Asks for a pass after `ms` (a fresh row's first delay), instead of waiting for the poll. */
  kick(ms: number): void;
  start(): void;
  /** Resolves once the pass in flight (if any) has ended; starts none. */
  settled(): Promise<void>;
  /** Stops the timers and waits for a pass in flight, so the database can close after it. */
  stop(): Promise<void>;
}

export interface LeaseWorkerOptions<Row> {
  /** Claims (and leases) the next due rows; an empty list ends the pass. */
  claim: () => Promise<Row[]>;
  /** Handles one claimed row and records its outcome; true when it was delivered. */
  handle: (row: Row) => Promise<boolean>;
  /** How often each instance looks for due rows; 0 turns the timers off (tick still works). */
  pollMs: number;
  log?: (msg: string, extra: Record<string, unknown>) => void;
}

export function createLeaseWorker<Row>(opts: LeaseWorkerOptions<Row>): LeaseWorker {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let running: Promise<number> | null = null;

  const pass = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      if (stopped) return delivered;
      const rows = await opts.claim();
      for (const row of rows) if (await opts.handle(row)) delivered++;
      if (rows.length === 0) return delivered;
    }
  };

  const worker: LeaseWorker = {
    tick() {
      // One pass at a time per instance; a tick during a pass waits for that pass.
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    kick(ms) {
      if (stopped || opts.pollMs <= 0) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        worker.tick().catch((err: unknown) => opts.log?.('outbox pass failed', { err }));
      }, ms + 5);
      timers.add(timer);
    },
    start() {
      if (opts.pollMs <= 0) return;
      stopped = false;
      worker.kick(0);
      interval = setInterval(() => worker.kick(0), opts.pollMs);
      interval.unref();
    },
    async settled() {
      await running?.catch(() => 0);
    },
    async stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await running?.catch(() => 0);
    },
  };
  return worker;
}
