import { Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { useCommonConfig } from '../../shell';
import { ZoneBanner } from '../components/ZoneBanner';

/** /ppzq 品牌专区: every brand of the common config, each leading to its goods. */
export default function BrandZonePage() {
  const config = useCommonConfig();
  const brands = config.data?.brand ?? [];
  return (
    <div className="ky-container ky-list-page">
      <ZoneBanner title="品牌专区" description="百家名企，正品直供" adSlot="ppzq" />
      <Spin spinning={config.isPending} tip="加载中...">
        {!config.isPending && brands.length === 0 ? (
          <Empty description="暂无品牌" />
        ) : (
          <div className="ky-brand-grid">
            {brands.map((b) => (
              <Link key={b.id} to={`/ppzq/info/${b.id}`} className="ky-brand-tile">
                {b.logo ? (
                  <img src={b.logo} alt={b.name} />
                ) : (
                  <span className="ky-brand-logo-text">{b.name.slice(0, 4)}</span>
                )}
                <span>{b.name}</span>
              </Link>
            ))}
          </div>
        )}
      </Spin>
    </div>
  );
}
