import { Breadcrumb, Descriptions, Result, Spin, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGoodsDetail } from '../api/detail';
import { BuyBox } from '../components/BuyBox';
import { FavoriteButton } from '../components/FavoriteButton';
import { Gallery } from '../components/Gallery';
import { GoodsTags } from '../components/GoodsTags';
import { LotsTable } from '../components/LotsTable';
import { Marks } from '../components/Marks';
import { PriceView } from '../components/PriceView';
import './goods.css';

const ECHO = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id', 'is_yj', 'is_jxq'] as const;

/** /list/info/:id (拼团详情 /list/info-pt/:id is in features/zones). */
export function GoodsDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const query = Object.fromEntries(ECHO.flatMap((k) => (search.get(k) ? [[k, search.get(k) ?? '']] : [])));
  const detail = useGoodsDetail(id, query);
  const g = detail.data;

  if (detail.isPending) return <Spin className="ky-page-spin" tip="加载中..." fullscreen={false} />;
  if (!g)
    return <Result status="404" title="商品不存在或已下架" extra={<Link to="/list">返回商品列表</Link>} />;

  return (
    <div className="ky-container ky-detail-page">
      <Breadcrumb
        items={[
          { title: <Link to="/">首页</Link> },
          ...g.category_path.map((c) => ({
            title: <Link to={`/list/other/${c.id}/${encodeURIComponent(c.name)}`}>{c.name}</Link>,
          })),
          { title: g.name },
        ]}
      />
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
      <Tabs
        className="ky-detail-tabs"
        items={[
          { key: 'lots', label: '批次效期', children: <LotsTable lots={g.lots} /> },
          {
            key: 'info',
            label: '说明书',
            children: (
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label="通用名称">{g.generic_name}</Descriptions.Item>
                <Descriptions.Item label="商品名称">{g.trade_name || '—'}</Descriptions.Item>
                <Descriptions.Item label="适应症/功能主治">{g.indications || '—'}</Descriptions.Item>
                <Descriptions.Item label="用法用量">{g.usage || '—'}</Descriptions.Item>
                <Descriptions.Item label="贮藏">{g.storage || '—'}</Descriptions.Item>
                <Descriptions.Item label="有效期">{g.shelf_life_months}个月</Descriptions.Item>
              </Descriptions>
            ),
          },
        ]}
      />
    </div>
  );
}

export default GoodsDetailPage;
