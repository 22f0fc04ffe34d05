/** Goods ids remembered before the log forgets them all (and every page reads its stock again). */
const MAX_IDS = 100_000;

/**
 * Which goods' stock or sales moved since a point, as this instance heard it (NOTIFY 'stock:<id>'
 * from triggers.ts). A list page's stock read (stock.ts) is reused until one of its goods moves, so
 * a quiet catalogue costs no statement and a busy one a statement per page per change. Exact to the
 * same rule as the caches: a change is seen once its NOTIFY arrives, and a write on this instance
 * waits for its own (plugins/catalogue.ts).
 */
export class StockLog {
  private seq = 0;
  private floor = 0;
  private readonly last = new Map<number, number>();

  now(): number {
    return this.seq;
  }

  changed(id: number): void {
    this.seq++;
    this.last.delete(id);
    this.last.set(id, this.seq);
    if (this.last.size > MAX_IDS) this.all();
  }

  /** Anything may have moved: the listener was lost or came back, or a write here bumped. */
  all(): void {
    this.seq++;
    this.last.clear();
    this.floor = this.seq;
  }

  changedSince(ids: number[], seq: number): boolean {
    if (seq < this.floor) return true;
    return ids.some((id) => (this.last.get(id) ?? 0) > seq);
  }
}
