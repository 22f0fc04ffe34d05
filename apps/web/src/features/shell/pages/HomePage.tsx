import { BrandStrip } from '../components/home/BrandStrip';
import { GoodsFloor } from '../components/home/GoodsFloor';
import { HomeBanner } from '../components/home/HomeBanner';
import { HomeSide } from '../components/home/HomeSide';
import { ZoneEntries } from '../components/home/ZoneEntries';
import '../components/home/home.css';

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
      <GoodsFloor />
      <BrandStrip />
    </div>
  );
}
