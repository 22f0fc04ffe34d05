import { Link } from 'react-router';
import { useCommonConfig } from '../../api/commonConfig';
import { LazyImage } from '../../../../components/common/LazyImage';

/** Brand logos from the common config, each opening its brand page. */
export function BrandStrip() {
  const brands = (useCommonConfig().data?.brand ?? []).slice(0, 12);
  if (brands.length === 0) return null;
  return (
    <section className="ky-container ky-floor" aria-labelledby="floor-brand">
      <div className="ky-floor-head">
        <h2 id="floor-brand">品牌专区</h2>
        <Link to="/ppzq">更多品牌 &gt;</Link>
      </div>
      <ul className="ky-brands">
        {brands.map((b) => (
          <li key={b.id}>
            <Link to={`/ppzq/info/${b.id}`} title={b.name}>
              {b.logo ? (
                <LazyImage
                  src={b.logo}
                  alt={`${b.name}品牌标志`}
                  height={48}
                  fallback={<span className="ky-brand-name">{b.name}</span>}
                />
              ) : (
                <span className="ky-brand-name">{b.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
