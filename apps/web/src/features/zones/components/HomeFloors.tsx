import { useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { PromoGoods } from '@shop/shared';
import { SmartLink } from '../../../components/layout/links';
import { GoodsImage } from '../../goods';
import { useGoodsActivities, useWntj } from '../api/activities';
import { Countdown } from './Countdown';
import { detailPath } from './PromoTile';

/** One goods of a home floor: the price the server quoted, the base price struck through. */
function FloorCard({
  goods,
  price,
  label,
  to,
}: {
  goods: PromoGoods;
  price: string | null;
  label: string;
  to: string;
}) {
  const shown = price ?? goods.base_price;
  return (
    <li>
      <SmartLink url={to} title={goods.name}>
        <span className="ky-floor-img">
          <GoodsImage images={goods.image ? [goods.image] : []} name={goods.name} size={150} />
          {label && <span className="ky-floor-label">{label}</span>}
        </span>
        <p className="ky-floor-name">{goods.name}</p>
        <p className="ky-floor-meta">{goods.ypgg}</p>
        <p className="ky-floor-meta">{goods.sccj}</p>
        <p className="ky-floor-price">
          {shown === null ? (
            <span className="ky-floor-hidden">{goods.price_hidden_reason ?? '登录后查看价格'}</span>
          ) : (
            <>
              ¥{shown}
              {price !== null && goods.base_price !== null && price !== goods.base_price && (
                <del>¥{goods.base_price}</del>
              )}
            </>
          )}
        </p>
      </SmartLink>
    </li>
  );
}

/**
 * The promotions floors of GET /goods/activities (每日特价, 拼团, 9.4折; the flash sale has its own
 * section above from /index/spike). Each goods opens its zone, where the promotion is bought.
 */
export function ActivityFloors() {
  const { data } = useGoodsActivities();
  const blocks = data?.list.filter((b) => b.key !== 'spike') ?? [];
  return (
    <>
      {blocks.map((b) => (
        <section key={b.key} className="ky-container ky-floor" aria-labelledby={`floor-${b.key}`}>
          <div className="ky-floor-head">
            <h2 id={`floor-${b.key}`}>
              {b.title}
              {b.ends_at && data && (
                <Countdown timestamp={data.timestamp} target={b.ends_at} prefix="距结束 " />
              )}
            </h2>
            <SmartLink url={b.link}>更多 &gt;</SmartLink>
          </div>
          <ul className="ky-floor-grid ky-floor-grid-6">
            {b.goods.map((g) => (
              <FloorCard key={g.goods.id} goods={g.goods} price={g.price} label={g.label} to={b.link} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** 为您推荐 (GET /index_wntj/{page}): what this buyer's stores order, 换一批 pages through it. */
export function WntjFloor() {
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching } = useWntj(page);
  const next = () => setPage((p) => (data?.has_more ? p + 1 : 1));
  return (
    <section className="ky-container ky-floor" aria-labelledby="floor-wntj">
      <div className="ky-floor-head">
        <h2 id="floor-wntj">为您推荐</h2>
        <Button type="link" size="small" icon={<SyncOutlined spin={isFetching} />} onClick={next}>
          换一批
        </Button>
      </div>
      {isPending ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty className="ky-floor-empty" description="暂无推荐商品" />
      ) : (
        <ul className="ky-floor-grid ky-floor-grid-6">
          {data.list.map((g) => (
            <FloorCard
              key={g.goods.id}
              goods={g.goods}
              price={g.price}
              label={g.label}
              to={detailPath(g.goods.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
