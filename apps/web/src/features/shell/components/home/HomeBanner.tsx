import { Carousel, Empty } from 'antd';
import { useFocus } from '../../api/focus';
import { SmartLink } from '../../../../components/layout/links';

/**
 * The home carousel from GET /api/focus; the first slide loads eagerly and first (it is the page's
 * largest paint), the others lazily.
 */
export function HomeBanner() {
  const { data, isLoading } = useFocus('');
  const ads = data ?? [];
  if (!isLoading && ads.length === 0) {
    return (
      <div className="ky-home-banner ky-home-banner-empty">
        <Empty description="暂无活动" />
      </div>
    );
  }
  return (
    <div className="ky-home-banner">
      <Carousel autoplay autoplaySpeed={4000} draggable>
        {ads.map((ad, i) => (
          <SmartLink key={ad.id} url={ad.url} title={ad.title}>
            <img
              src={ad.image}
              alt={ad.title || `首页活动第${i + 1}张`}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              className="ky-home-banner-img"
            />
          </SmartLink>
        ))}
      </Carousel>
    </div>
  );
}
