/**
 * What an add is judged against: the buyer, the goods (base prices, ladders, stock), the promotions
 * its lines claim or touch, and the buyer's lines of those goods, which the add sums onto.
 *
 * With the catalogue listener up, all but the lines is kept per buyer and goods set under the same
 * rule as a kept cart list (cart.heard.ts: nothing it read was reported moved, and no clock edge has
 * passed), so a repeated add reads only the buyer's lines of those goods (one index lookup) before
 * its conditional write, instead of the whole pricing read. The lines are read every time: cart
 * writes send no NOTIFY, and two tabs or instances adding at once must sum exactly.
 */
import { sql } from 'drizzle-orm';
import { LINE_TYPE, type AddLine } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notSignedIn } from '../../lib/errors';
import { RecentMap } from '../../lib/recent-map';
import { lineType, type AddContext } from './cart.add.judge';
import { heardNow, nextClockChange, quietSince, type CartWatch, type Heard } from './cart.heard';
import type { CartLineRow } from './cart.load';
import { loadLinesOf, loadSnapshotWith } from './cart.snapshot';
import { nextPromotionStartSql, nextStartMs } from './promotions.load';

/** Buyer × goods sets an instance keeps (a few KB each); the least recently used go first. */
const MAX_KEPT = 10_000;

export interface LoadedAdd {
  ctx: AddContext;
  /** The buyer's lines of the goods being added, as they stand now. */
  existing: CartLineRow[];
}

interface Kept {
  heard: Heard;
  goodsIds: number[];
  builtAt: number;
  validUntil: number;
  ctx: AddContext;
}

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
  // Base prices, not the buyer's 客户价: the sent price is judged as it always was.
  const { snapshot, extra } = await loadSnapshotWith<{ next_start: string | null }>(
    db,
    userId,
    { adding: addingOf(lines) },
    now,
    { ctes: sql``, columns: sql`, ${nextPromotionStartSql(now)} AS next_start` },
    undefined,
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
  return { ctx, existing: snapshot.rows };
}

/** One per app: kept add contexts, keyed by buyer and the goods and promotions the lines name. */
export function createAddContexts(watch: CartWatch) {
  const kept = new RecentMap<string, Kept>(MAX_KEPT);
  return async function addContext(db: Db, userId: number, lines: AddLine[], now: Date): Promise<LoadedAdd> {
    const adding = addingOf(lines);
    const key = `${userId}|${adding.goodsIds.join(',')}|${adding.flashSaleIds.join(',')}|${adding.combinationIds.join(',')}`;
    const t = now.getTime();
    const hit = kept.take(key);
    if (hit && t >= hit.builtAt && t < hit.validUntil && quietSince(watch, hit.heard, hit.goodsIds))
      return { ctx: hit.ctx, existing: await loadLinesOf(db, userId, adding.goodsIds) };
    // Taken before the read, so a change landing during it is seen next time.
    const heard = heardNow(watch);
    const { ctx, snapshot, nextStart } = await readAll(db, userId, lines, now);
    if (heard) {
      const goodsIds = snapshot.goods.map((g) => g.id);
      const validUntil = nextClockChange(snapshot, t, nextStart);
      kept.put(key, { heard, goodsIds, builtAt: t, validUntil, ctx });
    }
    return { ctx, existing: snapshot.rows };
  };
}

export type AddContexts = ReturnType<typeof createAddContexts>;
