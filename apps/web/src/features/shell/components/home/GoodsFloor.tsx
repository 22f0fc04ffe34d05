import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { LazyImage } from '../../../../components/common/LazyImage';
import { goodsImage, useRecommendedGoods } from '../../api/recommendedGoods';

/** 热销推荐: best sellers from the goods list; the server hides prices from visitors and says why. */
export function GoodsFloor() {
  const { data, isLoading } = useRecommendedGoods();
  const goods = data ?? [];
  return (
    <section className="ky-container ky-floor" aria-labelledby="floor-hot">
      <div className="ky-floor-head">
        <h2 id="floor-hot">热销推荐</h2>
        <Link to="/list">查看全部商品 &gt;</Link>
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : goods.length === 0 ? (
        <Empty className="ky-floor-empty" description="暂无推荐商品" />
      ) : (
        <ul className="ky-floor-grid">
          {goods.map((g) => {
            const img = goodsImage(g);
            return (
              <li key={g.id}>
                <Link to={`/list/info/${g.id}`}>
                  {img ? (
                    <LazyImage src={img} alt={`${g.name}商品图`} width={160} height={160} />
                  ) : (
                    <div className="ky-floor-noimg">暂无图片</div>
                  )}
                  <p className="ky-floor-name" title={g.name}>
                    {g.name}
                  </p>
                  {g.ypgg && <p className="ky-floor-meta">{g.ypgg}</p>}
                  {g.sccj && <p className="ky-floor-meta">{g.sccj}</p>}
                  <p className="ky-floor-price">
                    {g.base_price ? `¥${g.base_price}` : (g.price_hidden_reason ?? '登录后查看价格')}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
