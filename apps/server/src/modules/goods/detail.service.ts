import { ladderText } from '@shop/shared/pricing/index';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { blockReasonOf, priceBuyerOf, priceGroupOf, toCard, type Viewer } from './goods.card';
import { customerPrice, ladderUnder } from '@shop/shared';
import { findDetail, type DetailData } from './detail.repo';
import type { GoodsDetailQuery as DetailQuery } from '@shop/shared';
import { MB, versionedCache, type CatalogueWatch } from '../../lib/cache';
import { currentStock, stockReads, withStock, type StockNow } from './catalogue/stock';
import { keptAnswers } from './catalogue/kept-answers';
import { favoriteSets } from '../favorite/favorite.cache';
import { flashOffers, offersKey } from './flash-offers';
import type { FlashOffer } from '@shop/shared';

/** About 5,000 detail pages (lib/cache budget). */
const DETAILS = { name: 'goods.details', maxBytes: 48 * MB };

type LadderTexts = ReturnType<typeof ladderText>['texts'];

/**
 * Everything an answer depends on besides the page and its stock read: whether prices show, why
 * this viewer may not buy, their favourite, and the query values the answer echoes.
 */
const variantOf = (
  hidden: boolean,
  blocked: string | null,
  favorite: boolean,
  q: DetailQuery,
  prices: string,
) =>
  `${+hidden}|${prices}|${+favorite}|${q.goods_price_id}|${q.ladder_price_id}|${q.goods_manjian_id}|${q.is_yj}|${q.is_jxq}|${blocked ?? ''}`;

/** The ladder text at the smallest quantity a buyer may order, under the viewer's own supply price. */
function ladderTextOf(page: DetailData, viewer: Viewer): LadderTexts {
  const own = customerPrice(page.base_price_fen, page.customer_prices, priceBuyerOf(viewer));
  const goods = {
    base_price: own.price,
    bzdw: page.bzdw,
    ladder_price_type: page.ladder_price_type,
    ladder_price: ladderUnder(
      own.price,
      page.ladders.map((l) => ({ number: l.number, price: l.priceFen })),
    ),
  };
  return ladderText(goods, Math.max(page.min_qty, 1)).texts;
}

/**
 * Goods detail pages behind this instance's catalogue cache. A warm page runs no statement: the
 * shared page keeps until a catalogue change, its stock, sales and lots' stock until the goods
 * moves (catalogue/stock.ts), the buyer's favourites until they change (favorite.cache.ts).
 */
export function detailReads(db: Db, watch: CatalogueWatch) {
  // A page as every buyer shares it (no price decision, no favourite); a missing goods is cached too.
  const details = versionedCache<DetailData | null>(watch, DETAILS);
  const stockOf = stockReads<DetailData>(db, watch, true);
  const isFavorite = favoriteSets(db, watch);
  const answerOf = keptAnswers<DetailData, ReturnType<typeof makeAnswer>>();
  const offersFor = flashOffers(db, watch);
  function makeAnswer(
    page: DetailData,
    now: Map<number, StockNow>,
    favorite: boolean,
    q: DetailQuery,
    viewer: Viewer,
    flash: FlashOffer | null,
  ) {
    const row = withStock(page, now);
    const lotStock = now.get(page.id)?.lots ?? {};
    const { ladders, tags } = row;
    const card = toCard(row, ladders, tags, viewer, flash);
    return {
      ...card,
      generic_name: row.generic_name,
      trade_name: row.trade_name,
      indications: row.indications,
      usage: row.usage,
      storage: row.storage,
      shelf_life_months: row.shelf_life_months,
      brand: row.brand && row.brand_id !== null ? { id: row.brand_id, name: row.brand } : null,
      manufacturer_id: row.manufacturer_id,
      category_path: row.path,
      lots: row.lots.map((l) => ({
        batch_no: l.batch_no,
        produced_on: l.produced_on,
        expires_on: l.expires_on,
        stock: lotStock[l.id] ?? l.stock,
        report_url: l.report_url,
      })),
      /** The ladder text at the smallest quantity a buyer may order; null while prices are hidden. */
      ladder_text: card.base_price === null ? null : ladderTextOf(page, viewer),
      is_favorite: favorite,
      goods_price_id: q.goods_price_id,
      ladder_price_id: q.ladder_price_id,
      goods_manjian_id: q.goods_manjian_id,
      is_yj: q.is_yj,
      is_jxq: q.is_jxq,
    };
  }
  /**
   * A page read on a miss: its own stock, sales and lots' stock are the stock read of its first
   * answer, so a miss costs one statement, not two (issue 32: the detail miss run).
   */
  async function loadPage(id: number, nearOnly: boolean): Promise<DetailData | null> {
    const seq = watch.stock.now();
    const page = await findDetail(db, id, nearOnly);
    if (page) {
      const lots = Object.fromEntries(page.lots.map((l) => [String(l.id), l.stock]));
      stockOf.fresh(page, new Map([[page.id, { stock: page.stock, sales: page.sales, lots }]]), seq);
    }
    return page;
  }
  /** The same object for every request of the same page, stock read and variant (frozen). */
  return async function goodsDetail(id: number, q: DetailQuery, viewer: Viewer) {
    const nearOnly = q.is_jxq === 1;
    const cached = await details.get(`${id}|${nearOnly}`, () => loadPage(id, nearOnly));
    if (!cached) throw notFound('商品不存在或已下架');
    const [now, favorite] = await Promise.all([
      stockOf(cached, [id]),
      viewer.userId === null ? false : isFavorite(viewer.userId, id),
    ]);
    const offers = await offersFor([id], viewer);
    const blocked = blockReasonOf(cached, viewer, currentStock(cached, now));
    const prices = `${priceGroupOf([cached], viewer)}|${offersKey(offers)}`;
    const variant = variantOf(viewer.pricesHidden, blocked, favorite, q, prices);
    return answerOf(cached, now, variant, () =>
      makeAnswer(cached, now, favorite, q, viewer, offers.get(id) ?? null),
    );
  };
}
