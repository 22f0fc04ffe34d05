import { SmartLink } from '../../../components/layout/links';
import { useZoneAd, type ZoneAdSlot } from '../api/zoneAd';
import '../zones.css';

interface Props {
  title: string;
  description: string;
  /** The zone's ad slot, when the site has one; without an image the strip is text only. */
  adSlot?: ZoneAdSlot;
}

/** Title strip of a zone page, with the zone's ad image above it (a spec §4 link) when one is configured. */
export function ZoneBanner({ title, description, adSlot }: Props) {
  const ad = useZoneAd(adSlot).data?.[0];
  return (
    <section className="ky-zone-banner" aria-label={title}>
      {ad && (
        <SmartLink url={ad.url} title={ad.title}>
          <img className="ky-zone-banner-image" src={ad.image} alt={ad.title ?? title} />
        </SmartLink>
      )}
      <div className="ky-zone-strip">
        <h1>{title}</h1>
        <span>{description}</span>
      </div>
    </section>
  );
}
