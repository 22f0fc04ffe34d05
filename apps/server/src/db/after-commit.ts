/**
 * Work that must wait for the commit (the bell's signals: a stream that recounts a queue before the
 * commit sees the old count). `afterCommit(tx, fn)` keeps `fn` until the outermost transaction has
 * committed, and drops it when the transaction rolls back; outside a transaction it runs at once.
 * Every transaction of the app's database is tracked (`trackCommits` in openDatabase), so a service
 * deep inside another module's transaction needs only its `tx`.
 */
import type { Db, Tx } from './client';

type Callbacks = (() => void)[];
const pending = new WeakMap<object, Callbacks>();

export function afterCommit(tx: Db | Tx, fn: () => void): void {
  const list = pending.get(tx);
  if (list) list.push(fn);
  else fn();
}

/** A savepoint (tx.transaction) hands its callbacks to the outer transaction's list. */
function track(tx: Tx, callbacks: Callbacks): void {
  pending.set(tx, callbacks);
  const nested = tx.transaction.bind(tx);
  tx.transaction = ((fn: (inner: Tx) => Promise<unknown>) =>
    nested((inner) => {
      track(inner, callbacks);
      return fn(inner);
    })) as Tx['transaction'];
}

export function trackCommits(db: Db): Db {
  const run = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const callbacks: Callbacks = [];
    const result = await run(
      (tx) => {
        track(tx, callbacks);
        return fn(tx);
      },
      config as Parameters<Db['transaction']>[1],
    );
    for (const cb of callbacks) cb();
    return result;
  }) as Db['transaction'];
  return db;
}
