import { useState } from 'react';
import { Empty, Pagination, Segmented, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { SmartLink } from '../../../components/layout/links';
import { useControlled } from '../api/controlled';
import { useKxzqAds } from '../api/kxzqAd';
import { PromoGrid, PromoTile } from '../components/PromoTile';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

/** focus/kxzq_ad (ids): the zone's strip of small ads, each following the activity-link rules. */
function KxzqAds({ ids }: { ids: string | undefined }) {
  const { data } = useKxzqAds(ids);
  if (!data?.length) return null;
  return (
    <div className="ky-kx-ads">
      {data.map((ad) => (
        <SmartLink key={ad.id} url={ad.url} title={ad.title}>
          <img src={ad.image} alt={ad.title || '控销活动'} />
        </SmartLink>
      ))}
    </div>
  );
}

/**
 * /kxzq 控销专区, /kxzq/new 控销新品, /kxzq/goods/{url}/{ads?}: controlled goods with who may buy
 * them. A buyer outside a goods' audience sees it greyed with the reason from the server.
 */
export default function ControlledPage({ onlyNew = false }: { onlyNew?: boolean }) {
  const { url, ads } = useParams();
  const navigate = useNavigate();
  const fresh = onlyNew || url === 'new';
  const [page, setPage] = useState(1);
  const { data, isPending } = useControlled(fresh, page);
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner
        title={fresh ? '控销新品' : '控销专区'}
        description="区域保护 · 价格稳定 · 签约客户专享"
        adSlot={fresh ? 'new_kxzq' : 'kxzq'}
      />
      <KxzqAds ids={ads} />
      <Segmented
        value={fresh ? 'new' : 'all'}
        options={[
          { label: '全部控销品种', value: 'all' },
          { label: '控销新品', value: 'new' },
        ]}
        onChange={(v) => {
          setPage(1);
          void navigate(v === 'new' ? '/kxzq/new' : '/kxzq');
        }}
        style={{ marginBottom: 12 }}
      />
      {isPending ? (
        <Spin spinning tip="加载中...">
          <div style={{ height: 200 }} />
        </Spin>
      ) : data?.list.length ? (
        <>
          <PromoGrid>
            {data.list.map((i) => (
              <PromoTile
                key={i.goods.id}
                goods={i.goods}
                price={i.goods.base_price}
                label={i.is_new ? '控销新品' : '控销'}
                extra={
                  <div className="ky-kx-audience" title={i.note}>
                    限购对象：{i.audience}
                  </div>
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
        </>
      ) : (
        <Empty description="暂无控销品种" />
      )}
    </div>
  );
}
