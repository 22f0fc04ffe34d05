import { lazy, Suspense, useDeferredValue } from 'react';
import { Descriptions, Spin } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGoodsDetail } from '../api/detail';
import { BuyBox } from '../components/BuyBox';
import { FavoriteButton } from '../components/FavoriteButton';
import { Gallery } from '../components/Gallery';
import { GoodsTags } from '../components/GoodsTags';
import { Marks } from '../components/Marks';
import { PriceView } from '../components/PriceView';
import { FirstScreen } from '../../../lib/first-screen';
import './goods.css';

// The lots table and leaflet tabs (antd Tabs and Table, ~60 KB compressed) start at the bottom of
// the first screen, and a missing goods is rare: both load after the page's first paint.
const DetailTabs = lazy(() => import('../components/DetailTabs'));
const Result = lazy(() => import('antd/es/result'));

const ECHO = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id', 'is_yj', 'is_jxq'] as const;

/** /list/info/:id (拼团详情 /list/info-pt/:id is in features/zones). */
export function GoodsDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const query = Object.fromEntries(ECHO.flatMap((k) => (search.get(k) ? [[k, search.get(k) ?? '']] : [])));
  const detail = useGoodsDetail(id, query);
  // The page is drawn from its data in a deferred (time-sliced) render: the query's own update is
  // synchronous, and drawing the whole page in it was one long task of the main thread on arrival.
  // Until it catches up, another goods' page is never shown under this one's address.
  const deferred = useDeferredValue(detail.data);
  const g = deferred?.id === detail.data?.id ? deferred : undefined;

  if (detail.isPending || (g === undefined && detail.data !== undefined))
    return (
      <FirstScreen
        slot="main"
        fallback={<Spin className="ky-page-spin" tip="加载中..." fullscreen={false} />}
      />
    );
  if (!g)
    return (
      <Suspense fallback={null}>
        <Result status="404" title="商品不存在或已下架" extra={<Link to="/list">返回商品列表</Link>} />
      </Suspense>
    );

  return (
    <div className="ky-container ky-detail-page">
      {/* Plain, styled like antd's (goods.css): antd's Breadcrumb brings Dropdown and Menu along. */}
      <nav className="ky-breadcrumb" aria-label="面包屑">
        <ol>
          <li>
            <Link to="/">首页</Link>
          </li>
          {g.category_path.map((c) => (
            <li key={c.id}>
              <Link to={`/list/other/${c.id}/${encodeURIComponent(c.name)}`}>{c.name}</Link>
            </li>
          ))}
          <li aria-current="page">{g.name}</li>
        </ol>
      </nav>
      <div className="ky-detail-main">
        <Gallery images={g.goods_image} name={g.name} />
        <div className="ky-detail-info">
          <h1>
            <Marks goods={g} />
            {g.name} <GoodsTags tags={g.tags} />
          </h1>
          <div className="ky-detail-prices">
            <div>
              <span className="ky-detail-label">供货价</span>
              <PriceView goods={g} large />
            </div>
            {g.retail_price !== null && (
              <div>
                <span className="ky-detail-label">建议零售价</span>
                <span className="ky-retail">¥{g.retail_price}</span>
              </div>
            )}
          </div>
          <Descriptions size="small" column={2} className="ky-detail-desc">
            <Descriptions.Item label="规格">{g.ypgg}</Descriptions.Item>
            <Descriptions.Item label="剂型">{g.dosage_form}</Descriptions.Item>
            <Descriptions.Item label="包装单位">{g.bzdw}</Descriptions.Item>
            <Descriptions.Item label="件装">{g.big_pack}</Descriptions.Item>
            <Descriptions.Item label="生产厂家" span={2}>
              {g.sccj}
            </Descriptions.Item>
            <Descriptions.Item label="批准文号">{g.approval_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="条形码">{g.barcode || '—'}</Descriptions.Item>
            <Descriptions.Item label="近效期">
              {g.lots[0]?.expires_on ?? g.nearest_expiry ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="品牌">{g.brand?.name ?? '—'}</Descriptions.Item>
          </Descriptions>
          <BuyBox goods={g} />
          <div className="ky-detail-actions">
            <FavoriteButton goodsId={g.id} favorite={g.is_favorite} />
          </div>
        </div>
      </div>
      <Suspense fallback={<div className="ky-detail-tabs ky-detail-tabs-pending" />}>
        <DetailTabs goods={g} />
      </Suspense>
    </div>
  );
}

export default GoodsDetailPage;
