/**
 * "New work entered a queue": the service points call `signalWork('transfers')` (one line, no
 * dependencies), and every back-office stream whose operator may act on that queue recounts and
 * rings the bell. The signal waits a moment so the caller's transaction has committed when the
 * streams recount; with Redis, it is published so streams on other processes hear it too.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type WorkQueue =
  | 'qualifications'
  | 'transfers'
  | 'to_ship'
  | 'returns_to_review'
  | 'returns_to_inspect'
  | 'refunds_to_pay'
  | 'chats_waiting'
  | 'feedback_open'
  | 'wanted_open';

const CHANNEL = 'ys:work';
const SETTLE_MS = 150;
const local = new EventEmitter();
local.setMaxListeners(0);
let publish: ((queue: WorkQueue) => void) | null = null;

export function signalWork(queue: WorkQueue): void {
  setTimeout(() => (publish ? publish(queue) : local.emit('work', queue)), SETTLE_MS).unref();
}

export function onWork(listener: (queue: WorkQueue) => void): () => void {
  local.on('work', listener);
  return () => local.off('work', listener);
}

/** With Redis every process publishes to, and hears from, one channel. */
export async function connectWorkBus(redis: Redis): Promise<() => Promise<void>> {
  const sub = redis.duplicate();
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel: string, queue: string) => local.emit('work', queue));
  publish = (queue) => void redis.publish(CHANNEL, queue).catch(() => local.emit('work', queue));
  return async () => {
    publish = null;
    await sub.quit();
  };
}
