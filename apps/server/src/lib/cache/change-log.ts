/** Ids remembered before the log forgets them all (and every reader reads again). */
const MAX_IDS = 100_000;

/**
 * Which ids moved since a point, as this instance heard it: goods whose stock, sales or lot stock
 * moved (NOTIFY 'stock:<goods id>'), buyers whose favourites changed ('favorites:<user id>',
 * triggers.ts). A list page's or detail's stock read (stock.ts) and a buyer's favourites
 * (favorite/favorite.cache.ts) are reused until one of their ids moves, so a quiet catalogue costs
 * no statement and a busy one a statement per page per change. Exact to the same rule as the
 * caches: a change is seen once its NOTIFY arrives, and a write on this instance waits for its own
 * (plugins/catalogue.ts).
 */
export class ChangeLog {
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
