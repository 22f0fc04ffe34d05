/**
 * GET /goods/activities (the live promotions with a few goods each) and GET /index_wntj/{page}
 * (为您推荐). Every price is the shared engine's: the zones' own services quote them, and the
 * recommendations go through priceNormal with today's specials, as the cart would charge.
 */
import { priceNormal, type GoodsActivities, type Wntj } from '@shop/shared';
import type { Db } from '../../db/client';
import { loadPromotions } from '../cart/promotions.load';
import type { Viewer } from '../goods/goods.card';
import { recommendedGoodsIds } from './activities.repo';
import { groupBuyList } from './groupbuy.service';
import { cardRows, pricingGoods, promoGoods, shownPrice } from './promo.goods';
import { specialGoods } from './specials.service';
import { spikeList } from './spike.service';

const PER_BLOCK = 6;
export const WNTJ_PAGE_SIZE = 12;

export async function goodsActivities(db: Db, viewer: Viewer, now = new Date()): Promise<GoodsActivities> {
  const spike = await spikeList(db, viewer);
  const daily = await specialGoods(db, 'daily_special', 1, viewer, now);
  const welfare = await specialGoods(db, 'welfare', 1, viewer, now);
  const groups = await groupBuyList(db, viewer, now);
  const liveSpike = spike.list.filter((s) => s.state === 'active' || s.state === 'upcoming');
  const openGroups = groups.list.filter((g) => g.state === 'open');
  const blocks: GoodsActivities['list'] = [
    {
      key: 'spike',
      title: '限时秒杀',
      link: '/mrtj',
      ends_at: liveSpike.reduce<number | null>(
        (m, s) => (s.ends_at && (!m || s.ends_at < m) ? s.ends_at : m),
        null,
      ),
      goods: liveSpike.slice(0, PER_BLOCK).map((s) => ({ goods: s.goods, price: s.price, label: '秒杀' })),
    },
    {
      key: 'daily_special',
      title: '每日特价',
      link: '/mrtj',
      ends_at: daily.ends_at,
      goods: daily.list.slice(0, PER_BLOCK).map((s) => ({ goods: s.goods, price: s.price, label: s.label })),
    },
    {
      key: 'group_buy',
      title: '拼团专区',
      link: '/ptzq',
      ends_at: openGroups[0]?.ends_at ?? null,
      goods: openGroups
        .slice(0, PER_BLOCK)
        .map((g) => ({ goods: g.goods, price: g.price, label: `${g.group_size}人团` })),
    },
    {
      key: 'welfare',
      title: '全场9.4折',
      link: '/welfare',
      ends_at: null,
      goods: welfare.list
        .slice(0, PER_BLOCK)
        .map((s) => ({ goods: s.goods, price: s.price, label: s.label })),
    },
  ];
  return { timestamp: Math.floor(now.getTime() / 1000), list: blocks.filter((b) => b.goods.length > 0) };
}

/**
 * 为您推荐: a signed-in buyer gets best sellers of the categories they bought most in the last
 * 180 days (then the shop's best sellers); a visitor gets the shop's best sellers.
 */
export async function recommendFor(db: Db, viewer: Viewer, page: number, now = new Date()): Promise<Wntj> {
  const offset = (page - 1) * WNTJ_PAGE_SIZE;
  const found = await recommendedGoodsIds(db, viewer.userId ?? 0, WNTJ_PAGE_SIZE, offset, now);
  const ids = found.slice(0, WNTJ_PAGE_SIZE);
  const cards = await cardRows(db, ids);
  // The cart's own loader: the very specials (including "all goods" ones) the cart would apply.
  const { specials } = await loadPromotions(db, {
    userId: viewer.userId ?? 0,
    goodsIds: ids,
    flashSaleIds: [],
    combinationIds: [],
    now,
  });
  const list = ids.flatMap((id) => {
    const row = cards.get(id);
    if (!row) return [];
    const priced = priceNormal(pricingGoods(row), 1, specials, now.getTime());
    const label = priced.price < row.base_price_fen ? '特惠' : '推荐';
    return [{ goods: promoGoods(row, viewer), price: shownPrice(viewer, priced.price), label }];
  });
  return { list, page, has_more: found.length > WNTJ_PAGE_SIZE };
}
