import { Empty, Result, Spin, Button } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useZoneList, useZonePage, type ZoneTemplate } from '../api/zonePage';
import { PromoGrid, PromoTile } from '../components/PromoTile';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

const TEMPLATE_NAME: Record<ZoneTemplate, string> = {
  zqmb: '专区',
  hdmb: '活动',
  yyh: '药优惠',
  zhmz: '综合满赠',
  yjh: '活动专区',
};

/** The list pages' banner line under the zone's name. */
const LIST_TAGLINE: Record<ZoneTemplate, string> = {
  zqmb: '精选专区 · 品质好药',
  hdmb: '限时活动 · 数量有限',
  yyh: '品牌特卖 · 会员专享价',
  zhmz: '满额有礼 · 买就送',
  yjh: '主题活动 · 限时优惠',
};

/** One zone: banner in its theme colour, then each section's goods. */
function ZoneView({ template, id }: { template: ZoneTemplate; id: number }) {
  const { data, isPending, isError } = useZonePage(template, id);
  const navigate = useNavigate();
  if (isPending) {
    return (
      <Spin spinning tip="加载中...">
        <div style={{ height: 300 }} />
      </Spin>
    );
  }
  if (isError || !data) {
    return (
      <Result
        status="info"
        title="活动不存在或已结束"
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      />
    );
  }
  return (
    <div className="ky-tpl" style={{ background: data.theme }}>
      <header className="ky-tpl-banner">
        {data.banner_image ? <img src={data.banner_image} alt={data.title} /> : null}
        <h1>{data.title}</h1>
        <p>{data.subtitle}</p>
      </header>
      {data.sections.map((s) => (
        <section key={s.title} className="ky-tpl-section" aria-label={s.title}>
          <h2>{s.title}</h2>
          {s.goods.length ? (
            <PromoGrid>
              {s.goods.map((g) => (
                <PromoTile key={g.id} goods={g} price={g.base_price} />
              ))}
            </PromoGrid>
          ) : (
            <Empty description="本栏目商品已售完" />
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * The data-driven zones (/zqmb, /hdmb, /yyh, /zhmz, /yjh/{id}, /Hdzx/{ids}/{id?}): with an id the
 * zone itself, without one the first live zone of the template, and on list pages every zone.
 */
export function TemplateZonePage({ template, list = false }: { template: ZoneTemplate; list?: boolean }) {
  const params = useParams();
  const [search] = useSearchParams();
  const zones = useZoneList(template);
  const wanted = Number(params.id ?? params.ids?.split(',')[0]);
  const id = Number.isInteger(wanted) && wanted > 0 ? wanted : zones.data?.[0]?.id;
  if (list) {
    // Like the other zones: the zone's banner strip, its live activities, then each one's goods.
    return (
      <div className="ky-container ky-promo-page">
        <ZoneBanner title={TEMPLATE_NAME[template]} description={LIST_TAGLINE[template]} />
        {zones.data?.length ? (
          <>
            <ul className="ky-tpl-list">
              {zones.data.map((z) => (
                <li key={z.id}>
                  <Link to={`/${template}?id=${z.id}`}>
                    <strong>{z.title}</strong>
                    <span>{z.subtitle}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {zones.data.map((z) => (
              <ZoneView key={z.id} template={template} id={z.id} />
            ))}
          </>
        ) : (
          <Empty description={zones.isPending ? '加载中...' : '暂无活动'} />
        )}
      </div>
    );
  }
  const query = Number(search.get('id'));
  const chosen = Number.isInteger(query) && query > 0 ? query : id;
  return (
    <div className="ky-container ky-promo-page">
      {chosen !== undefined ? (
        <ZoneView template={template} id={chosen} />
      ) : (
        <Empty description={zones.isPending ? '加载中...' : '暂无活动'} />
      )}
    </div>
  );
}

/** /Hdzx/{ids}/{id?} 活动中心: the listed activities as tabs, the chosen one (or the first) below. */
export function ActivityCentrePage() {
  const { ids = '', id } = useParams();
  const zones = useZoneList('yjh');
  const wanted = ids
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const shown = (zones.data ?? []).filter((z) => wanted.length === 0 || wanted.includes(z.id));
  const current = Number(id) || shown[0]?.id;
  return (
    <div className="ky-container ky-promo-page">
      <nav className="ky-hdzx-tabs" aria-label="活动中心">
        {shown.map((z) => (
          <Link key={z.id} to={`/Hdzx/${ids}/${z.id}`} className={z.id === current ? 'is-current' : ''}>
            {z.title}
          </Link>
        ))}
      </nav>
      {current ? (
        <ZoneView template="yjh" id={current} />
      ) : (
        <Empty description={zones.isPending ? '加载中...' : '暂无进行中的活动'} />
      )}
    </div>
  );
}
