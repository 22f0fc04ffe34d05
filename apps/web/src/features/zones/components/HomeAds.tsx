import { SmartLink } from '../../../components/layout/links';
import { useZoneAd } from '../api/zoneAd';

/**
 * The home activity slots: focus/demo (three activity tiles) beside focus/postList (the activity
 * posters). Links follow spec §4 (an empty link says 活动未开始); an empty slot leaves no gap.
 */
export function HomeAds() {
  const demo = useZoneAd('demo').data ?? [];
  const posts = useZoneAd('postList').data ?? [];
  if (demo.length === 0 && posts.length === 0) return null;
  return (
    <section className="ky-container ky-home-ads" aria-label="活动推荐">
      {demo.slice(0, 3).map((ad) => (
        <SmartLink key={ad.id} url={ad.url} title={ad.title} className="ky-home-ad is-demo">
          <img src={ad.image} alt={ad.title || '活动'} loading="lazy" />
        </SmartLink>
      ))}
      {posts.slice(0, 2).map((ad) => (
        <SmartLink key={ad.id} url={ad.url} title={ad.title} className="ky-home-ad is-post">
          <img src={ad.image} alt={ad.title || '活动'} loading="lazy" />
        </SmartLink>
      ))}
    </section>
  );
}
