/**
 * Flash sales on every goods card (issue 27): the list, search results and the detail page show a
 * running 秒杀 with its price, reason (秒杀价 限5盒), the buyer's units left under the cap and the
 * sale stock left: the same terms the cart prices a flash line by, so the page and the cart agree.
 * The running sales are kept per catalogue 'promotions' version; what moves with every flash order
 * (sold, the buyer's bought) is read for the shown goods only, in one statement, and only when a
 * shown goods has a sale, so a page without flash goods costs nothing more.
 */
import { fenToYuan, flashReason, windowState, type FlashOffer } from '@shop/shared';
import type { Db } from '../../db/client';
import { MB, versionedCache, type CatalogueWatch } from '../../lib/cache';
import { loadLiveFigures, loadRunningSales, type RunningSale } from './flash-offers.repo';
import type { Viewer } from './goods.card';

const window = (s: RunningSale) => ({
  starts_at: s.starts_at ? new Date(s.starts_at) : null,
  ends_at: s.ends_at ? new Date(s.ends_at) : null,
});

/** The key of what the offers show, for the kept answers' variant. */
export const offersKey = (offers: ReadonlyMap<number, FlashOffer>) =>
  [...offers.values()].map((o) => `${o.id}:${o.left ?? ''}:${o.stock_left}`).join(',');

export function flashOffers(db: Db, watch: CatalogueWatch) {
  const sales = versionedCache<RunningSale[]>(watch, {
    name: 'goods.flash-sales',
    maxBytes: 4 * MB,
    scope: 'promotions',
  });
  /** Goods id → the cheapest running sale as this viewer meets it; empty while prices are hidden. */
  return async function offersFor(
    goodsIds: readonly number[],
    viewer: Viewer,
    now = new Date(),
  ): Promise<Map<number, FlashOffer>> {
    const offers = new Map<number, FlashOffer>();
    if (viewer.pricesHidden) return offers;
    const wanted = new Set(goodsIds);
    const chosen = new Map<number, RunningSale>();
    for (const s of await sales.get('running', () => loadRunningSales(db))) {
      if (wanted.has(s.goods_id) && !chosen.has(s.goods_id) && windowState(window(s), now) === 'active')
        chosen.set(s.goods_id, s);
    }
    if (chosen.size === 0) return offers;
    const ids = [...chosen.values()].map((s) => s.id);
    const live = await loadLiveFigures(db, ids, viewer.userId);
    const byId = new Map(live.map((l) => [l.id, l]));
    for (const [goodsId, s] of chosen) {
      const figures = byId.get(s.id);
      if (!figures) continue;
      offers.set(goodsId, {
        id: s.id,
        price: fenToYuan(s.price),
        reason: flashReason(s.limit, s.bzdw),
        limit: s.limit,
        left: s.limit > 0 && viewer.userId !== null ? Math.max(0, s.limit - figures.bought) : null,
        stock_left: Math.max(0, figures.stock_left),
        ends_at: s.ends_at ? new Date(s.ends_at).toISOString() : null,
      });
    }
    return offers;
  };
}
export type FlashOffersFor = ReturnType<typeof flashOffers>;
