import { lazy, Suspense, useEffect, useState } from 'react';
import { useFocus } from '../../api/focus';
import { SmartLink } from '../../../../components/layout/links';
import { FirstScreen } from '../../../../lib/first-screen';

const AUTOPLAY_MS = 4000;
// Only when there is no activity at all.
const Empty = lazy(() => import('antd/es/empty'));

/**
 * The home carousel from GET /api/focus; the first slide loads eagerly and first (it is the page's
 * largest paint), the others lazily. A small slider of its own in antd Carousel's look (home.css):
 * antd's brings react-slick (~9 KB compressed) and clones the slides before the first paint.
 */
export function HomeBanner() {
  const { data, isLoading } = useFocus('');
  const ads = data ?? [];
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = ads.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  // The first slide the server put in the page, until the ads arrive (no empty box between).
  if (isLoading)
    return (
      <div className="ky-home-banner">
        <FirstScreen slot="banner" fallback={null} />
      </div>
    );
  if (count === 0) {
    return (
      <div className="ky-home-banner ky-home-banner-empty">
        <Suspense fallback={null}>
          <Empty description="暂无活动" />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      className="ky-home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="ky-slides" style={{ transform: `translateX(-${current * 100}%)` }}>
        {ads.map((ad, i) => (
          // inert: slides out of view are neither focusable nor read out.
          <div key={ad.id} className="ky-slide" inert={i !== current}>
            <SmartLink url={ad.url} title={ad.title}>
              <img
                src={ad.image}
                alt={ad.title || `首页活动第${i + 1}张`}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="ky-home-banner-img"
              />
            </SmartLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <ul className="ky-slide-dots">
          {ads.map((ad, i) => (
            <li key={ad.id} className={i === current ? 'is-active' : undefined}>
              <button type="button" aria-label={`第${i + 1}张`} onClick={() => setCurrent(i)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
