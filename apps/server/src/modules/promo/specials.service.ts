/**
 * 每日特价 (/mrtj) and 福利 9.4折 (/welfare): goods under an active special, each quoted at the
 * pricing engine's unit price (the same priceNormal the cart charges), never a price of its own.
 */
import { priceNormal, formatZhe, type SpecialList, type SpecialPrice } from '@shop/shared';
import type { Db } from '../../db/client';
import type { Viewer } from '../goods/goods.card';
import { cardRows, pricingGoods, promoGoods, seconds, shownPrice } from './promo.goods';
import { liveSpecials, type SpecialRow } from './specials.repo';

export const SPECIALS_PAGE_SIZE = 20;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export const toEngineSpecial = (r: SpecialRow): SpecialPrice => ({
  id: r.id,
  kind: r.kind,
  goods_ids: r.goods_ids,
  pricing:
    r.rate !== null
      ? { mode: 'rate', rate_permille: r.rate }
      : { mode: 'fixed', price: Number(r.price ?? 0) },
  starts_at: r.starts_at ? new Date(r.starts_at) : null,
  ends_at: r.ends_at ? new Date(r.ends_at) : null,
});

/** Midnight after `now` in China time: daily prices turn over then. */
export function endOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) + 86_400_000 - CHINA_OFFSET_MS);
}

export async function specialGoods(
  db: Db,
  kind: SpecialRow['kind'],
  page: number,
  viewer: Viewer,
  now = new Date(),
): Promise<SpecialList> {
  const specials = await liveSpecials(db, kind, now);
  const pairs = specials.flatMap((s) => (s.goods_ids ?? []).map((goodsId) => ({ s, goodsId })));
  const slice = pairs.slice((page - 1) * SPECIALS_PAGE_SIZE, page * SPECIALS_PAGE_SIZE);
  const rows = await cardRows(
    db,
    slice.map((p) => p.goodsId),
  );
  const list = slice.flatMap(({ s, goodsId }) => {
    const row = rows.get(goodsId);
    if (!row) return [];
    const special = toEngineSpecial(s);
    const priced = priceNormal(pricingGoods(row, viewer), 1, [special], now);
    const label = s.rate !== null ? formatZhe(s.rate) : '特价';
    return [
      {
        special_id: s.id,
        goods: promoGoods(row, viewer),
        price: shownPrice(viewer, priced.price),
        label,
        limit: s.limit,
      },
    ];
  });
  const dayEnd = endOfChinaDay(now);
  const ends = specials.reduce(
    (min, s) => (s.ends_at && new Date(s.ends_at) < min ? new Date(s.ends_at) : min),
    dayEnd,
  );
  return {
    list,
    total: pairs.length,
    page,
    timestamp: Math.floor(now.getTime() / 1000),
    ends_at: seconds(ends) ?? 0,
  };
}
