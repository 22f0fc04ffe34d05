import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';
import { detailPath } from './CardGrid';
import { GoodsTags } from './GoodsTags';
import { BuyControls } from './BuyControls';
import { Marks } from './Marks';
import { PackHint } from './PackHint';
import { PriceView } from './PriceView';

/** /list/no_image: text cards, four a row, for buyers on slow connections or who know the goods. */
export function NoImageList({ list }: { list: GoodsCard[] }) {
  return (
    <ul className="ky-noimg-grid">
      {list.map((g) => (
        <li key={g.id}>
          <Link to={detailPath(g.id)} className="ky-card-name" title={g.name}>
            <Marks goods={g} />
            {g.name}
          </Link>
          <div className="ky-card-line">
            {g.ypgg} · {g.bzdw}
          </div>
          <div className="ky-card-line">{g.sccj}</div>
          <div className="ky-card-line ky-muted">
            效期 {g.nearest_expiry ?? '—'} · 库存 {g.number > 0 ? g.number : '缺货'}
          </div>
          <div className="ky-card-price">
            <PriceView goods={g} /> <GoodsTags tags={g.tags} />
          </div>
          <div className="ky-card-buy">
            <PackHint goods={g} />
            <BuyControls goods={g} />
          </div>
        </li>
      ))}
    </ul>
  );
}
