/**
 * 秒杀 (GET /index/spike): today's flash sales with their own sale stock, the buyer's limit and the
 * server clock, so the browser's countdown runs on server time (spec §4).
 */
import { flashBeats, windowState, yuanToFen, type SpikeItem, type SpikeList } from '@shop/shared';
import type { Db } from '../../db/client';
import type { Viewer } from '../goods/goods.card';
import { cardRows, promoGoods, seconds, shownPrice } from './promo.goods';
import { unendedFlashSales } from './spike.repo';

/** Sales that have not ended yet (running first, then the next to start), at most `limit`. */
export async function spikeList(db: Db, viewer: Viewer, now = new Date(), limit = 20): Promise<SpikeList> {
  const sales = await unendedFlashSales(db, now, limit);
  const rows = await cardRows(
    db,
    sales.map((s) => s.goods_id),
  );
  const list = sales.flatMap((s) => {
    const row = rows.get(s.goods_id);
    if (!row) return [];
    const window = {
      starts_at: s.starts_at ? new Date(s.starts_at) : null,
      ends_at: s.ends_at ? new Date(s.ends_at) : null,
    };
    const w = windowState(window, now);
    const state: SpikeItem['state'] =
      w === 'pending'
        ? 'upcoming'
        : w === 'active'
          ? s.sold >= s.sale_stock
            ? 'sold_out'
            : 'active'
          : 'ended';
    const goods = promoGoods(row, viewer);
    // The buyer pays the lower of the 秒杀价 and their own (协议价): the shared flashBeats decides.
    const own = goods.base_price === null ? null : yuanToFen(goods.base_price);
    const price = own !== null && !flashBeats(s.price, own) ? own : s.price;
    return [
      {
        id: s.id,
        goods,
        price: shownPrice(viewer, price),
        limit: s.limit,
        sale_stock: s.sale_stock,
        sold: s.sold,
        starts_at: seconds(s.starts_at),
        ends_at: seconds(s.ends_at),
        state,
      },
    ];
  });
  return { timestamp: Math.floor(now.getTime() / 1000), list };
}
