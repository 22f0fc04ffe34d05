/**
 * Adding to the cart (spec §7 POST /api/cart, quick_add): eligibility first (one shared rule), then
 * the promotion the line claims, then an upsert that sums quantities, then the engine's quantity rule
 * on the resulting number — all in one transaction, so a refused line leaves the cart untouched.
 */
import {
  checkQuantity,
  fenToYuan,
  LINE_TYPE,
  smallestValidQuantity,
  windowState,
  type Combination,
  type AddLine,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, notSignedIn, refused } from '../../lib/errors';
import { listGoods, type CartGoodsRow } from './cart.load';
import { loadSnapshot } from './cart.snapshot';
import { eligibilityOf, toPricingGoods, type CartContext } from './cart.pricing';
import { quoteUnitPrice } from './cart.quote';
import { setSeenPrices, upsertLine } from './cart.repo';

export interface PriceChange {
  goods_id: number;
  name: string;
  old_price: string;
  new_price: string;
}

export interface AddResult {
  total: number;
  ids: number[];
  price_changes: PriceChange[];
}

const lineType = (l: AddLine) =>
  l.type === LINE_TYPE.flash || l.type === LINE_TYPE.combination ? l.type : 0;

/** Buyer, claimed promotions and goods (with combination members) in one round trip. */
async function loadContext(tx: Tx, userId: number, lines: AddLine[], now: Date) {
  const promoIds = (t: number) => lines.filter((l) => lineType(l) === t).map((l) => l.goods_price_id);
  const adding = {
    goodsIds: [...new Set(lines.map((l) => l.goods_id))],
    flashSaleIds: promoIds(LINE_TYPE.flash),
    combinationIds: promoIds(LINE_TYPE.combination),
  };
  // Base prices, not the buyer's 客户价: the sent price is judged as it always was.
  const snap = await loadSnapshot(tx, userId, { adding }, now, undefined);
  if (!snap.buyer) throw notSignedIn();
  return { buyer: snap.buyer, promotions: snap.promotions, goods: new Map(snap.goods.map((g) => [g.id, g])) };
}

function claimedCombination(
  ctx: Omit<CartContext, 'rows' | 'results'>,
  line: AddLine,
  now: Date,
): Combination {
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

function checkResulting(
  g: CartGoodsRow,
  combo: Combination | null,
  ctx: { goods: Map<number, CartGoodsRow> },
  n: number,
) {
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

export async function addLines(
  db: Db,
  userId: number,
  lines: AddLine[],
  now = new Date(),
): Promise<AddResult> {
  return db.transaction(async (tx) => {
    const ctx = await loadContext(tx, userId, lines, now);
    const ids: number[] = [];
    const changes: PriceChange[] = [];
    const seen = new Map<number, number>();
    for (const line of lines) {
      const g = ctx.goods.get(line.goods_id);
      if (!g) throw notFound('商品不存在或已下架');
      const type = lineType(line);
      const combo = type === LINE_TYPE.combination ? claimedCombination(ctx, line, now) : null;
      const members = combo ? combo.items.map((i) => ctx.goods.get(i.goods_id)) : [g];
      for (const member of members) {
        const reason = member ? eligibilityOf(ctx.buyer, member) : '商品已下架';
        if (reason)
          throw refused(
            members.length > 1 || lines.length > 1 ? `「${member?.name ?? ''}」${reason}` : reason,
          );
      }
      if (type === LINE_TYPE.flash) {
        const sale = ctx.promotions.flash_sales.find(
          (s) => s.id === line.goods_price_id && s.goods_id === g.id,
        );
        if (!sale || windowState(sale, now) === 'ended') throw refused('该秒杀活动不存在或已结束');
      }
      const goodsPriceId = type === 0 ? 0 : line.goods_price_id;
      const saved = await upsertLine(tx, {
        userId,
        goodsId: g.id,
        type,
        goodsPriceId,
        ladderPriceId: line.ladder_price_id,
        goodsManjianId: line.goods_manjian_id,
        isYj: line.is_yj,
        ckId: line.ck_id,
        number: line.number,
        seenPriceFen: 0,
      });
      checkResulting(g, combo, ctx, saved.number);
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
      const now_ = quote(saved.number);
      // The page priced the quantity it showed; only a price matching neither that nor the line's
      // new quantity is a real change, which the buyer must see rather than be silently charged.
      const sent = line.price;
      const changed = sent > 0 && sent !== now_ && sent !== quote(line.number);
      if (changed)
        changes.push({
          goods_id: g.id,
          name: g.name,
          old_price: fenToYuan(sent),
          new_price: fenToYuan(now_),
        });
      // The same goods twice in one request: the later price wins, as when written one by one.
      seen.set(saved.id, changed ? sent : now_);
      ids.push(saved.id);
    }
    return { total: await setSeenPrices(tx, userId, seen), ids, price_changes: changes };
  });
}

/** Adds one goods at its smallest valid quantity (minimum rounded up to the middle pack). */
export async function quickAdd(db: Db, userId: number, goodsId: number): Promise<AddResult> {
  const [g] = await listGoods(db, [goodsId]);
  if (!g) throw notFound('商品不存在或已下架');
  const number = smallestValidQuantity(toPricingGoods(g, false));
  return addLines(db, userId, [
    {
      goods_id: goodsId,
      number,
      price: 0,
      ck_id: 0,
      goods_price_id: 0,
      ladder_price_id: 0,
      goods_manjian_id: 0,
      is_yj: 0,
    },
  ]);
}
