/**
 * The rules one added line is judged by (spec §7 POST /api/cart), shared by the one-statement path
 * and the transactional path of cart.add.ts: eligibility and the claimed promotion before writing,
 * then the engine's quantity rule and the price check on the line's resulting number.
 */
import {
  checkQuantity,
  fenToYuan,
  flashBeats,
  LINE_TYPE,
  windowState,
  type AddLine,
  type Combination,
  type FlashSale,
} from '@shop/shared';
import { notFound, refused } from '../../lib/errors';
import type { BuyerRow, CartGoodsRow } from './cart.load';
import { eligibilityOf, toPricingGoods, type CartContext } from './cart.pricing';
import { quoteUnitPrice } from './cart.quote';

export interface PriceChange {
  goods_id: number;
  name: string;
  old_price: string;
  new_price: string;
}

export interface AddContext {
  buyer: BuyerRow;
  promotions: CartContext['promotions'];
  goods: Map<number, CartGoodsRow>;
}

/** A line that passed the checks made before writing. */
export interface Claim {
  g: CartGoodsRow;
  type: number;
  /** The flash sale's or combination's id, 0 for an ordinary line. */
  goodsPriceId: number;
  combo: Combination | null;
}

export const lineType = (l: AddLine) =>
  l.type === LINE_TYPE.flash || l.type === LINE_TYPE.combination ? l.type : 0;

function claimedCombination(ctx: AddContext, line: AddLine, now: Date): Combination {
  const combo = ctx.promotions.combinations.find((c) => c.id === line.goods_price_id);
  if (
    !combo ||
    !combo.items.some((i) => i.goods_id === line.goods_id) ||
    windowState(combo, now) !== 'active'
  ) {
    throw refused('该套餐不存在或不在活动时间内');
  }
  return combo;
}

/**
 * The running flash sale a plain add (type 0) of `g` takes, as the home block's add does: the
 * cheapest one active now whose cap the buyer has not used up and whose price is under the buyer's
 * own (flashBeats: a lower 协议价 keeps the line plain). Units above the cap are priced apart.
 */
function runningFlash(ctx: AddContext, g: CartGoodsRow, now: Date): FlashSale | null {
  const open = ctx.promotions.flash_sales.filter(
    (s) =>
      s.goods_id === g.id &&
      windowState(s, now) === 'active' &&
      (s.limit === 0 || s.bought < s.limit) &&
      flashBeats(s.price, g.base_price_fen),
  );
  return open.sort((a, b) => a.price - b.price || a.id - b.id)[0] ?? null;
}

/** Checks made before writing: the goods exists, the buyer may buy it (and every combination member), the promotion is live. */
export function claimLine(ctx: AddContext, line: AddLine, many: boolean, now: Date): Claim {
  const g = ctx.goods.get(line.goods_id);
  if (!g) throw notFound('商品不存在或已下架');
  const type = lineType(line);
  const combo = type === LINE_TYPE.combination ? claimedCombination(ctx, line, now) : null;
  const members = combo ? combo.items.map((i) => ctx.goods.get(i.goods_id)) : [g];
  for (const member of members) {
    const reason = member ? eligibilityOf(ctx.buyer, member) : '商品已下架';
    if (reason) throw refused(members.length > 1 || many ? `「${member?.name ?? ''}」${reason}` : reason);
  }
  if (type === LINE_TYPE.flash) {
    const sale = ctx.promotions.flash_sales.find((s) => s.id === line.goods_price_id && s.goods_id === g.id);
    if (!sale || windowState(sale, now) === 'ended') throw refused('该秒杀活动不存在或已结束');
  }
  const flash = type === 0 ? runningFlash(ctx, g, now) : null;
  if (flash) return { g, type: LINE_TYPE.flash, goodsPriceId: flash.id, combo };
  return { g, type, goodsPriceId: type === 0 ? 0 : line.goods_price_id, combo };
}

function checkResulting(ctx: AddContext, { g, combo }: Claim, n: number) {
  if (!combo) {
    const check = checkQuantity(toPricingGoods(g, false), n);
    if (!check.ok) throw refused(`「${g.name}」${check.reason}`, { goods_id: g.id, code: check.code });
    return;
  }
  for (const item of combo.items) {
    const member = ctx.goods.get(item.goods_id);
    if (!member || member.stock < item.number * n) {
      throw refused(
        `套餐内「${member?.name ?? item.goods_id}」库存不足，仅剩${member?.stock ?? 0}${member?.bzdw ?? ''}`,
      );
    }
  }
}

/**
 * Checks on the line's resulting number `n`, then the price to record as seen and, when the page
 * showed a price matching neither the quantity it showed nor `n`, the change the buyer must see
 * rather than be silently charged.
 */
export function settleLine(
  ctx: AddContext,
  claim: Claim,
  line: AddLine,
  n: number,
  now: Date,
): { seenPriceFen: number; change: PriceChange | null } {
  checkResulting(ctx, claim, n);
  const { g, type, goodsPriceId } = claim;
  const quote = (number: number) =>
    quoteUnitPrice(
      ctx,
      {
        goods_id: g.id,
        number,
        type,
        flash_sale_id: goodsPriceId,
        combination_id: goodsPriceId,
        manjian_id: null,
      },
      now,
    );
  const priced = quote(n);
  const sent = line.price;
  const changed = sent > 0 && sent !== priced && sent !== quote(line.number);
  return {
    seenPriceFen: changed ? sent : priced,
    change: changed
      ? { goods_id: g.id, name: g.name, old_price: fenToYuan(sent), new_price: fenToYuan(priced) }
      : null,
  };
}
