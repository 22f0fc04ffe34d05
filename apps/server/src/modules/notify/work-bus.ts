/**
 * "New work entered a queue": the service points call `signalWork('transfers', tx)` (one line), and
 * every back-office stream whose operator may act on that queue recounts and rings the bell. Given
 * the transaction that made the work, the signal leaves only after its commit (db/after-commit.ts),
 * so the streams count the new row; a rolled-back write rings nothing. With Redis, it is published
 * so streams on other processes hear it too.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { afterCommit } from '../../db/after-commit';
import type { Db, Tx } from '../../db/client';

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
const local = new EventEmitter();
local.setMaxListeners(0);
let publish: ((queue: WorkQueue) => void) | null = null;

/** `tx`: the transaction that made the work (the signal waits for its commit); none once committed. */
export function signalWork(queue: WorkQueue, tx?: Db | Tx): void {
  const send = () => (publish ? publish(queue) : local.emit('work', queue));
  if (tx) afterCommit(tx, send);
  else send();
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
