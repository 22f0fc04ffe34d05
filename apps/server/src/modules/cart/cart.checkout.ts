/**
 * 去结算 (spec §7 POST /api/cart/checkout): the last look at the chosen lines before the order
 * confirmation page. Blocked lines and stock are refused; changed prices are reported with both
 * figures and accepted as seen, so the buyer's next click proceeds knowingly.
 */
import { requireSignedContract } from '../contract/contract.service';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fenToYuan, type CartIds as Ids } from '@shop/shared';
import type { Db } from '../../db/client';
import { refused } from '../../lib/errors';
import { listLines } from './cart.load';
import { priceCartForUser } from './cart.pricing';
import { setSeenPrices } from './cart.repo';
import { requireOwned } from './cart.service';

/** How long /cart/step2 may use a checkout token. */
export const CHECKOUT_TOKEN_TTL_MS = 30 * 60_000;

const sign = (secret: string, userId: number, ids: number[], exp: number) =>
  createHmac('sha256', secret)
    .update(`${userId}.${ids.join('-')}.${exp}`)
    .digest('base64url');

export function checkoutToken(secret: string, userId: number, ids: number[], now: Date): string {
  const exp = now.getTime() + CHECKOUT_TOKEN_TTL_MS;
  return `${exp}.${sign(secret, userId, ids, exp)}`;
}

/** For the order engineer: true when the token was issued to this buyer for exactly these ids. */
export function verifyCheckoutToken(
  secret: string,
  token: string,
  userId: number,
  ids: number[],
  now = new Date(),
) {
  const [expText, sig] = token.split('.');
  const exp = Number(expText);
  if (!sig || !Number.isFinite(exp) || exp < now.getTime()) return false;
  const want = Buffer.from(
    sign(
      secret,
      userId,
      [...ids].sort((a, b) => a - b),
      exp,
    ),
  );
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

export async function checkoutCart(
  db: Db,
  userId: number,
  ids: Ids | undefined,
  secret: string,
  now = new Date(),
) {
  await requireSignedContract(db, userId);
  const outcome = await db.transaction(async (tx) => {
    const lineIds =
      ids === undefined
        ? (await listLines(tx, userId, { selectedOnly: true })).map((r) => r.id)
        : await requireOwned(tx, userId, ids);
    if (lineIds.length === 0) throw refused('请选择要结算的商品');
    const cart = await priceCartForUser(tx, userId, { lineIds, now });
    const notPassed = cart.pricing.checkout_blockers.find((b) => b.startsWith('资质'));
    if (notPassed) throw refused(notPassed);
    const blocked = cart.lines.filter((l) => l.blockReason !== null);
    if (blocked.length > 0) {
      const first = blocked[0];
      throw refused(`「${first?.goods.name ?? ''}」${first?.blockReason ?? ''}`, {
        blocked: blocked.map((l) => ({
          id: l.id,
          goods_id: l.goodsId,
          name: l.goods.name,
          reason: l.blockReason,
        })),
      });
    }
    const changed = cart.lines.filter((l) => l.priceChanged);
    if (changed.length > 0)
      await setSeenPrices(tx, userId, new Map(changed.map((l) => [l.id, l.unitPriceFen])));
    return { cart, lineIds: [...lineIds].sort((a, b) => a - b), changed };
  });
  // Thrown after the commit: the new prices are now the ones the buyer has seen.
  if (outcome.changed.length > 0) {
    throw refused('部分商品价格已变动，请确认新价格后再结算', {
      price_changes: outcome.changed.map((l) => ({
        id: l.id,
        goods_id: l.goodsId,
        name: l.goods.name,
        old_price: fenToYuan(l.seenPriceFen),
        new_price: fenToYuan(l.unitPriceFen),
      })),
    });
  }
  const t = outcome.cart.totals;
  return {
    ids: outcome.lineIds,
    token: checkoutToken(secret, userId, outcome.lineIds, now),
    selected_count: outcome.lineIds.length,
    goods_total: fenToYuan(t.goodsTotalFen),
    manjian: fenToYuan(t.manjianFen),
    coupon_eligible: fenToYuan(t.couponEligibleFen),
    payable: fenToYuan(t.payableFen),
    shipping_amount: fenToYuan(t.shippingGapFen),
    shipping_fee: fenToYuan(t.shippingFeeFen),
  };
}
