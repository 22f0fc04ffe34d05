import { lazy, Suspense } from 'react';
import { BrandStrip } from '../components/home/BrandStrip';
import { HomeBanner } from '../components/home/HomeBanner';
import { HomeSide } from '../components/home/HomeSide';
import { ZoneEntries } from '../components/home/ZoneEntries';
import '../components/home/home.css';

// The promotion parts come from the zones feature, loaded after the page's first paint.
const DrawPopup = lazy(() =>
  import('../../zones/components/DrawPopup').then((m) => ({ default: m.DrawPopup })),
);
const HomeSpike = lazy(() =>
  import('../../zones/components/SpikeSection').then((m) => ({ default: m.SpikeSection })),
);
const HomeAds = lazy(() => import('../../zones/components/HomeAds').then((m) => ({ default: m.HomeAds })));
const ActivityFloors = lazy(() =>
  import('../../zones/components/HomeFloors').then((m) => ({ default: m.ActivityFloors })),
);
const AfterFloors = lazy(() =>
  import('../../zones/components/AfterFloors').then((m) => ({ default: m.AfterFloors })),
);
const WntjFloor = lazy(() =>
  import('../../zones/components/HomeFloors').then((m) => ({ default: m.WntjFloor })),
);

/**
 * 首页: the category menu (opened by the header on this route), banner, side column, zones, the
 * activity slots (focus/demo, postList), the flash sale (/index/spike), the promotion floors
 * (/goods/activities), 为您推荐 (/index_wntj) and the brands.
 */
export default function HomePage() {
  return (
    <div className="ky-home">
      <div className="ky-container ky-home-hero">
        {/* room for the header's category list, which stays open over this column on the home page */}
        <div className="ky-home-menu-space" aria-hidden="true" />
        <HomeBanner />
        <HomeSide />
      </div>
      <ZoneEntries />
      <Suspense fallback={null}>
        <HomeAds />
        <div className="ky-container">
          <HomeSpike />
        </div>
        <ActivityFloors />
        <DrawPopup />
        {/* After the floors' data: shown before it, these sat in the first screen (all of it on a
            phone's tall viewport) and were pushed down as each floor arrived. */}
        <AfterFloors>
          <WntjFloor />
          <BrandStrip />
        </AfterFloors>
      </Suspense>
    </div>
  );
}
