import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useSpecials } from '../api/specials';
import { Countdown } from '../components/Countdown';
import { PromoGrid, PromoTile } from '../components/PromoTile';
import { SpikeSection } from '../components/SpikeSection';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

function SpecialList({ kind }: { kind: 'daily' | 'welfare' }) {
  const [page, setPage] = useState(1);
  const { data, isPending } = useSpecials(kind, page);
  if (isPending)
    return (
      <Spin spinning tip="加载中...">
        <div style={{ height: 200 }} />
      </Spin>
    );
  if (!data?.list.length) return <Empty description="今日特价商品已售完，明天再来看看" />;
  return (
    <section className="ky-promo-section" aria-label={kind === 'daily' ? '每日特价' : '全场9.4折'}>
      <header>
        <h2>{kind === 'daily' ? '今日特价' : '福利商品'}</h2>
        <span>
          {kind === 'daily' ? '价格当日有效，次日0点更新' : '认证会员专享，加入购物车自动按9.4折计价'}
        </span>
        {kind === 'daily' && (
          <Countdown timestamp={data.timestamp} target={data.ends_at} prefix="距今日结束 " />
        )}
      </header>
      <PromoGrid>
        {data.list.map((s) => (
          <PromoTile
            key={`${s.special_id}-${s.goods.id}`}
            goods={s.goods}
            price={s.price}
            label={s.label}
            extra={
              s.limit > 0 ? (
                <div className="ky-spike-meta">
                  每人每天限购{s.limit}
                  {s.goods.bzdw}，超出按原价
                </div>
              ) : undefined
            }
          />
        ))}
      </PromoGrid>
      {data.total > 20 && (
        <Pagination
          className="ky-promo-pager"
          current={page}
          pageSize={20}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </section>
  );
}

/** /mrtj 每日特价: today's flash sales, then the day's special prices. */
export function DailySpecialPage() {
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="每日特价" description="天天低价 · 限时秒杀 · 售完即止" adSlot="mrtj" />
      <SpikeSection />
      <SpecialList kind="daily" />
    </div>
  );
}

/** /welfare 全场9.4折: the engine's welfare special, shown at its price. */
export function WelfarePage() {
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="全场9.4折" description="会员福利 · 下单自动按9.4折计价" adSlot="welfare" />
      <SpecialList kind="welfare" />
    </div>
  );
}
