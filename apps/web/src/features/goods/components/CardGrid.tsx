import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';
import { GoodsImage } from './GoodsImage';
import { GoodsTags } from './GoodsTags';
import { BuyControls } from './BuyControls';
import { Marks } from './Marks';
import { PackHint } from './PackHint';
import { PriceView } from './PriceView';

export const detailPath = (id: number) => `/list/info/${id}`;

export function CardGrid({ list }: { list: GoodsCard[] }) {
  return (
    <ul className="ky-card-grid">
      {list.map((g, i) => (
        <li key={g.id} className={g.can_buy ? '' : 'is-blocked'}>
          <Link to={detailPath(g.id)} className="ky-card-img">
            {/* the first row of five is the first screen */}
            <GoodsImage images={g.goods_image} name={g.name} size={200} priority={i < 5} />
          </Link>
          <div className="ky-card-price">
            <PriceView goods={g} />
            {g.retail_price !== null && <span className="ky-retail">零售价 ¥{g.retail_price}</span>}
          </div>
          <Link to={detailPath(g.id)} className="ky-card-name" title={g.name}>
            <Marks goods={g} />
            {g.name}
          </Link>
          <div className="ky-card-line">{g.ypgg}</div>
          <div className="ky-card-line" title={g.sccj}>
            {g.sccj}
          </div>
          <div className="ky-card-line ky-muted">
            效期 {g.nearest_expiry ?? '—'} · 库存 {g.number > 0 ? g.number : '缺货'}
          </div>
          <GoodsTags tags={g.tags} />
          <div className="ky-card-buy">
            <PackHint goods={g} />
            <BuyControls goods={g} />
          </div>
        </li>
      ))}
    </ul>
  );
}
