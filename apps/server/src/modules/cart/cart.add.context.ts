/**
 * What an add is judged against: the buyer, the goods (base prices, ladders, stock), the promotions
 * its lines claim or touch, and the buyer's lines of those goods, which the add sums onto.
 *
 * With the catalogue listener up, all but the lines is kept per buyer and goods set under the same
 * rule as a kept cart list (cart.heard.ts: nothing it read was reported moved, and no clock edge has
 * passed), so a repeated add reads only the buyer's lines of those goods (one index lookup) before
 * its conditional write, instead of the whole pricing read.
 *
 * The buyer's lines are not kept as a fact, only as a guess: after an add through this instance, the
 * line as written is what the next add of those goods assumes, so a repeated add is one statement
 * (its conditional write). The write lands only where the line still holds the assumed number (or,
 * for a new line, where there is none), so a line changed elsewhere (another tab or instance, the
 * cart page, an order) makes the write miss, and the add reads the lines and is judged again. Cart
 * writes send no NOTIFY; the conditional write is what keeps two adds at once summing exactly.
 */
import { LINE_TYPE, type AddLine } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notSignedIn } from '../../lib/errors';
import { createCache, MB } from '../../lib/cache';
import { lineType, type AddContext } from './cart.add.judge';
import { heardNow, nextClockChange, quietSince, type CartWatch, type Heard } from './cart.heard';
import type { CartLineRow } from './cart.load';
import { loadLinesOf, loadSnapshotWith } from './cart.snapshot';
import { nextStartExtra } from './cart.snapshot.sql';
import { nextStartMs } from './promotions.load';

/** Buyer × goods sets an instance keeps (~10,000 of a few KB each); the least recently used go first. */
const KEPT = { name: 'cart.add-contexts', maxBytes: 40 * MB, sizeOf: () => 4096 };

/** What an add needs of a line it sums onto. */
export type LineAsRead = Pick<CartLineRow, 'id' | 'goodsId' | 'type' | 'goodsPriceId' | 'number'>;

export interface LoadedAdd {
  ctx: AddContext;
  /** The buyer's lines of the goods being added: as read now, or as this instance last wrote them. */
  existing: LineAsRead[];
  /** True when `existing` was not read now: a conditional write that misses reads them and retries. */
  assumed: boolean;
  /** After the write: the line as written (the next add may assume it), or null to assume nothing. */
  wrote(line: LineAsRead | null): void;
}

interface Kept {
  heard: Heard;
  goodsIds: number[];
  builtAt: number;
  validUntil: number;
  ctx: AddContext;
  /** The lines as this instance last read or wrote them; null until read again. */
  lines: LineAsRead[] | null;
}

/** The lines with `line` as written in place of the one with its id (or added). */
const withWritten = (lines: LineAsRead[], line: LineAsRead) => [
  ...lines.filter((l) => l.id !== line.id),
  line,
];

function addingOf(lines: AddLine[]) {
  const promoIds = (t: number) => lines.filter((l) => lineType(l) === t).map((l) => l.goods_price_id);
  return {
    goodsIds: [...new Set(lines.map((l) => l.goods_id))],
    flashSaleIds: promoIds(LINE_TYPE.flash),
    combinationIds: promoIds(LINE_TYPE.combination),
  };
}

/** The whole read, one statement; `nextStart` as in loadSnapshotUnless. */
async function readAll(db: Db | Tx, userId: number, lines: AddLine[], now: Date) {
  // At the buyer's own prices: the list and detail showed those, so the sent price is judged on them.
  const { snapshot, extra } = await loadSnapshotWith<{ next_start: string | null }>(
    db,
    userId,
    { adding: addingOf(lines) },
    now,
    nextStartExtra(now),
  );
  if (!snapshot.buyer) throw notSignedIn();
  const ctx: AddContext = {
    buyer: snapshot.buyer,
    promotions: snapshot.promotions,
    goods: new Map(snapshot.goods.map((g) => [g.id, g])),
  };
  return { ctx, snapshot, nextStart: nextStartMs(extra.next_start) };
}

/** Everything read afresh (a transaction's add, or no listener). */
export async function loadAddContext(
  db: Db | Tx,
  userId: number,
  lines: AddLine[],
  now: Date,
): Promise<LoadedAdd> {
  const { ctx, snapshot } = await readAll(db, userId, lines, now);
  return { ctx, existing: snapshot.rows, assumed: false, wrote: () => undefined };
}

/** Records the write on the kept entry: the lines the add judged against, with the line as written. */
const remember =
  (entry: Kept, judged: LineAsRead[]) =>
  (line: LineAsRead | null): void => {
    entry.lines = line ? withWritten(judged, line) : null;
  };

/** One per app: kept add contexts, keyed by buyer and the goods and promotions the lines name. */
export function createAddContexts(watch: CartWatch) {
  const kept = createCache<string, Kept>(KEPT);
  return async function addContext(db: Db, userId: number, lines: AddLine[], now: Date): Promise<LoadedAdd> {
    const adding = addingOf(lines);
    const key = `${userId}|${adding.goodsIds.join(',')}|${adding.flashSaleIds.join(',')}|${adding.combinationIds.join(',')}`;
    const t = now.getTime();
    const hit = kept.get(key);
    if (hit && t >= hit.builtAt && t < hit.validUntil && quietSince(watch, hit.heard, hit.goodsIds)) {
      const assumed = hit.lines !== null;
      const existing = hit.lines ?? (await loadLinesOf(db, userId, adding.goodsIds));
      return { ctx: hit.ctx, existing, assumed, wrote: remember(hit, existing) };
    }
    // Taken before the read, so a change landing during it is seen next time.
    const heard = heardNow(watch);
    const { ctx, snapshot, nextStart } = await readAll(db, userId, lines, now);
    if (!heard) return { ctx, existing: snapshot.rows, assumed: false, wrote: () => undefined };
    const goodsIds = snapshot.goods.map((g) => g.id);
    const validUntil = nextClockChange(snapshot, t, nextStart);
    const entry: Kept = { heard, goodsIds, builtAt: t, validUntil, ctx, lines: null };
    kept.set(key, entry);
    return { ctx, existing: snapshot.rows, assumed: false, wrote: remember(entry, snapshot.rows) };
  };
}

export type AddContexts = ReturnType<typeof createAddContexts>;
