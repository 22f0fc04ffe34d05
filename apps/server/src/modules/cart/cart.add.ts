/**
 * Adding to the cart (spec §7 POST /api/cart, quick_add): eligibility first (one shared rule), then
 * the promotion the line claims, then the quantities summed, then the engine's quantity rule on the
 * resulting number; a refused line leaves the cart untouched.
 *
 * One line (the usual add): one read and one conditional write, no transaction — the write lands only
 * if the buyer's line is still as read, else the add is redone in a transaction that locks the line
 * (as are adds of several lines). With a kept context (cart.add.context.ts) the read is the buyer's
 * lines of that goods alone, and after an add through this instance not even that: the write names
 * the line as last written, and a miss reads it.
 */
import { smallestValidQuantity, type AddLine } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadAddContext, type AddContexts } from './cart.add.context';
import { claimLine, settleLine, type PriceChange } from './cart.add.judge';
import { listGoods } from './cart.load';
import { toPricingGoods } from './cart.pricing';
import { setSeenPrices, upsertLine, writeAddedLine, type NewLine } from './cart.repo';

export type { PriceChange } from './cart.add.judge';

export interface AddResult {
  total: number;
  ids: number[];
  price_changes: PriceChange[];
}

const newLine = (
  userId: number,
  line: AddLine,
  claim: { g: { id: number }; type: number; goodsPriceId: number },
  seenPriceFen: number,
): NewLine => ({
  userId,
  goodsId: claim.g.id,
  type: claim.type,
  goodsPriceId: claim.goodsPriceId,
  ladderPriceId: line.ladder_price_id,
  goodsManjianId: line.goods_manjian_id,
  isYj: line.is_yj,
  ckId: line.ck_id,
  number: line.number,
  seenPriceFen,
});

/**
 * Null when another request changed the same line between the read and the write. A miss on lines
 * assumed from this instance's last write (cart.add.context.ts) reads them once and is judged again.
 */
async function addOne(
  db: Db,
  userId: number,
  line: AddLine,
  now: Date,
  contexts: AddContexts | undefined,
): Promise<AddResult | null> {
  const loaded = await (contexts ?? loadAddContext)(db, userId, [line], now);
  const { ctx, existing } = loaded;
  const claim = claimLine(ctx, line, false, now);
  const mine = existing.find(
    (r) => r.goodsId === claim.g.id && r.type === claim.type && r.goodsPriceId === claim.goodsPriceId,
  );
  const expected = mine ? { id: mine.id, number: mine.number } : null;
  const { seenPriceFen, change } = settleLine(ctx, claim, line, (expected?.number ?? 0) + line.number, now);
  const saved = await writeAddedLine(db, newLine(userId, line, claim, seenPriceFen), expected);
  if (!saved) {
    loaded.wrote(null);
    return loaded.assumed ? addOne(db, userId, line, now, contexts) : null;
  }
  loaded.wrote({
    id: saved.id,
    goodsId: claim.g.id,
    type: claim.type,
    goodsPriceId: claim.goodsPriceId,
    number: saved.number,
  });
  return { total: saved.total, ids: [saved.id], price_changes: change ? [change] : [] };
}

async function addInTransaction(db: Db, userId: number, lines: AddLine[], now: Date): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const { ctx } = await loadAddContext(tx, userId, lines, now);
    const ids: number[] = [];
    const changes: PriceChange[] = [];
    const seen = new Map<number, number>();
    for (const line of lines) {
      const claim = claimLine(ctx, line, lines.length > 1, now);
      const saved = await upsertLine(tx, newLine(userId, line, claim, 0));
      const { seenPriceFen, change } = settleLine(ctx, claim, line, saved.number, now);
      if (change) changes.push(change);
      // The same goods twice in one request: the later price wins, as when written one by one.
      seen.set(saved.id, seenPriceFen);
      ids.push(saved.id);
    }
    return { total: await setSeenPrices(tx, userId, seen), ids, price_changes: changes };
  });
}

/** `contexts`: the app's kept add contexts (cart.add.context.ts); without them every add reads in full. */
export async function addLines(
  db: Db,
  userId: number,
  lines: AddLine[],
  contexts?: AddContexts,
  now = new Date(),
): Promise<AddResult> {
  const [only] = lines;
  const fast = lines.length === 1 && only ? await addOne(db, userId, only, now, contexts) : null;
  // A line changed under us (the same buyer adding from several tabs at once): row locks decide.
  return fast ?? addInTransaction(db, userId, lines, now);
}

/** Adds one goods at its smallest valid quantity (minimum rounded up to the middle pack). */
export async function quickAdd(
  db: Db,
  userId: number,
  goodsId: number,
  contexts?: AddContexts,
): Promise<AddResult> {
  const [g] = await listGoods(db, [goodsId]);
  if (!g) throw notFound('商品不存在或已下架');
  const number = smallestValidQuantity(toPricingGoods(g, false));
  return addLines(db, userId, [plainLine(goodsId, number)], contexts);
}

/** A line of a goods at its normal price, naming no promotion, warehouse or price seen. */
export const plainLine = (goodsId: number, number: number): AddLine => ({
  goods_id: goodsId,
  number,
  price: 0,
  ck_id: 0,
  goods_price_id: 0,
  ladder_price_id: 0,
  goods_manjian_id: 0,
  is_yj: 0,
});
