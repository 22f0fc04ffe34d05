import { LINE_TYPE } from '@shop/shared/constants';
import { useSpike } from '../api/spike';
import { Countdown } from './Countdown';
import { PromoGrid, PromoTile } from './PromoTile';
import '../zones.css';

/**
 * 限时秒杀: flash sales with their own stock and the server-clock countdown. On the home page and on
 * /mrtj; its own module so the home page does not load the zone pages' pagination (antd Pagination
 * and the Select inside it, ~40 KB compressed).
 */
export function SpikeSection() {
  const { data } = useSpike();
  const live = data?.list.filter(
    (s) => s.state === 'active' || s.state === 'sold_out' || s.state === 'upcoming',
  );
  if (!data || !live?.length) return null;
  const endsAt = Math.min(...live.map((s) => s.ends_at ?? Number.MAX_SAFE_INTEGER));
  return (
    <section className="ky-promo-section ky-spike" aria-label="限时秒杀">
      <header>
        <h2>限时秒杀</h2>
        <span>秒杀价限量供应，每人限购，售完即止</span>
        <Countdown timestamp={data.timestamp} target={endsAt} prefix="距结束 " />
      </header>
      <PromoGrid>
        {live.map((s) => (
          <PromoTile
            key={s.id}
            goods={{ ...s.goods, can_buy: s.goods.can_buy && s.state === 'active' }}
            price={s.price}
            label="秒杀"
            line={{ type: LINE_TYPE.flash, goods_price_id: s.id }}
            extra={
              <div className="ky-spike-meta">
                <progress max={s.sale_stock} value={s.sold} aria-label="已抢" />
                <span>
                  {s.state === 'sold_out'
                    ? '已抢光'
                    : s.state === 'upcoming'
                      ? '即将开抢'
                      : `已抢${Math.round((s.sold / s.sale_stock) * 100)}%`}
                  {s.limit > 0 ? ` · 每人限购${s.limit}${s.goods.bzdw}` : ''}
                </span>
              </div>
            }
          />
        ))}
      </PromoGrid>
    </section>
  );
}
