import { BrandStrip } from '../components/home/BrandStrip';
import { GoodsFloor } from '../components/home/GoodsFloor';
import { HomeBanner } from '../components/home/HomeBanner';
import { HomeSide } from '../components/home/HomeSide';
import { ZoneEntries } from '../components/home/ZoneEntries';
import '../components/home/home.css';
import { lazy, Suspense } from 'react';

// The draw popup and the flash-sale floor come from the zones feature, loaded after the page.
const DrawPopup = lazy(() =>
  import('../../zones/components/DrawPopup').then((m) => ({ default: m.DrawPopup })),
);
const HomeSpike = lazy(() =>
  import('../../zones/pages/SpecialsPages').then((m) => ({ default: m.SpikeSection })),
);

/** 首页: the category menu (opened by the header on this route), banner, side column, zones, floors. */
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
        <div className="ky-container">
          <HomeSpike />
        </div>
        <DrawPopup />
      </Suspense>
      <GoodsFloor />
      <BrandStrip />
    </div>
  );
}
