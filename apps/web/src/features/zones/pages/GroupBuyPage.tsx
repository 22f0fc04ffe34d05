import { Empty, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import { useGroupBuys } from '../api/groupBuy';
import { Countdown } from '../components/Countdown';
import { GroupProgress, groupPath, groupStateText } from '../components/GroupProgress';
import { GoodsImage } from '../../goods';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

/** /ptzq 拼团专区: open groups (soonest deadline first), then the ones just closed. */
export default function GroupBuyPage() {
  const { data, isPending } = useGroupBuys();
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="拼团专区" description="成团享低价 · 到期未成团自动退款至余额" adSlot="ptzq" />
      <section className="ky-promo-section" aria-label="拼团商品">
        <header>
          <h2>正在拼团</h2>
          <span>参团即付款并锁定库存，成团后统一发货</span>
        </header>
        {isPending ? (
          <Spin spinning tip="加载中...">
            <div style={{ height: 200 }} />
          </Spin>
        ) : !data?.list.length ? (
          <Empty description="暂无拼团活动，敬请期待" />
        ) : (
          <ul className="ky-promo-grid">
            {data.list.map((g) => (
              <li key={g.id} className={g.state === 'open' ? 'ky-promo-tile' : 'ky-promo-tile is-blocked'}>
                <Link to={groupPath(g.id)} className="ky-promo-img">
                  <GoodsImage images={g.goods.image ? [g.goods.image] : []} name={g.goods.name} size={180} />
                  <span className="ky-promo-label">{g.group_size}人团</span>
                </Link>
                <div className="ky-promo-price">
                  {g.price === null ? (
                    <span className="ky-promo-hidden">{g.goods.price_hidden_reason ?? '登录后查看价格'}</span>
                  ) : (
                    <>
                      <strong>¥{g.price}</strong>
                      {g.goods.base_price && <del>¥{g.goods.base_price}</del>}
                    </>
                  )}
                </div>
                <Link to={groupPath(g.id)} className="ky-promo-name" title={g.goods.name}>
                  {g.goods.name}
                </Link>
                <div className="ky-promo-line">{g.goods.ypgg}</div>
                <div className="ky-promo-line" title={g.goods.sccj}>
                  {g.goods.sccj}
                </div>
                <GroupProgress group={g} />
                <div className="ky-promo-buy">
                  {g.state === 'open' ? (
                    <>
                      <Countdown timestamp={data.timestamp} target={g.ends_at} prefix="剩 " />
                      <Link className="ky-group-go" to={groupPath(g.id)}>
                        去参团
                      </Link>
                    </>
                  ) : (
                    <Tag>{groupStateText(g.state)}</Tag>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
