import { Empty, Spin } from 'antd';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { GoodsListPage } from '../../goods';
import { useCommonConfig } from '../../shell';
import { ZoneBanner } from '../components/ZoneBanner';

const YX_VIEWS = { card: '/yx', table: '/yx/table' };

/** /jxqzc 近效期专场: goods with a lot near expiry. */
export const NearExpiryPage = () => (
  <GoodsListPage
    view="card"
    mode="list"
    preset={{ near_expiry: '1' }}
    views={{ card: '/jxqzc' }}
    banner={<ZoneBanner title="近效期专场" description="效期明示，价格优惠，放心采购" />}
  />
);

const freeShipping = (view: 'card' | 'table') => (
  <GoodsListPage
    view={view}
    mode="list"
    preset={{ free_shipping: '1' }}
    views={YX_VIEWS}
    banner={<ZoneBanner title="包邮专区" description="单品满量即包邮" adSlot="yx" />}
  />
);
/** /yx and /yx/table 包邮专区. */
export const FreeShippingCardPage = () => freeShipping('card');
export const FreeShippingTablePage = () => freeShipping('table');

type TreeKey = 'category_zyyp' | 'category_qxzq';

/**
 * A zone that is one category tree of the common config. The tree also keeps ancestors of matching
 * branches (e.g. 中西成药 › 中成药), so the zone's root is the root named like the zone, if any.
 */
function CategoryZone(props: {
  rootName: string;
  tree: TreeKey;
  path: string;
  title: string;
  description: string;
  adSlot?: 'zyzq';
}) {
  const config = useCommonConfig();
  const tree = config.data?.[props.tree] ?? [];
  const root = tree.find((n) => n.name.includes(props.rootName)) ?? tree[0];
  const banner = <ZoneBanner title={props.title} description={props.description} adSlot={props.adSlot} />;
  if (config.isPending) return <Spin className="ky-container" spinning tip="加载中..." />;
  if (!root) {
    return (
      <div className="ky-container ky-list-page">
        {banner}
        <Empty description="该专区暂无商品" />
      </div>
    );
  }
  return (
    <GoodsListPage
      view="card"
      mode="list"
      preset={{ select: String(root.id) }}
      zoneName={root.name}
      views={{ card: props.path }}
      banner={banner}
    />
  );
}

/** /zyyp 中药饮片. */
export const HerbalPiecesPage = () => (
  <CategoryZone
    tree="category_zyyp"
    rootName="饮片"
    path="/zyyp"
    title="中药饮片"
    description="GMP认证饮片厂，批批有检验报告"
    adSlot="zyzq"
  />
);

/** /qxzq 医疗器械. */
export const DevicesPage = () => (
  <CategoryZone
    tree="category_qxzq"
    rootName="器械"
    path="/qxzq"
    title="医疗器械"
    description="家用及诊疗器械，资质齐全"
  />
);

/** /ppzq/info/:id one brand's goods. */
export function BrandGoodsPage() {
  const { id = '', page } = useParams();
  const [search] = useSearchParams();
  const brand = useCommonConfig().data?.brand.find((b) => String(b.id) === id);
  const title = brand ? `${brand.name} 品牌专区` : '品牌专区';
  // /ppzq/info/{id}/{page}: the page segment opens that page of the brand's goods; the list pages
  // by its ?page= query, so the old link is read once into it.
  if (page !== undefined && !search.has('page'))
    return <Navigate to={`/ppzq/info/${id}?page=${/^[1-9]\d{0,5}$/.test(page) ? page : '1'}`} replace />;
  return (
    <GoodsListPage
      view="card"
      mode="list"
      preset={{ brand: id }}
      zoneName={brand?.name}
      views={{ card: `/ppzq/info/${id}` }}
      banner={
        <ZoneBanner
          title={title}
          description="品牌厂家正品直供"
          adSlot={Number(id) > 0 ? `brand/${Number(id)}` : undefined}
        />
      }
    />
  );
}
