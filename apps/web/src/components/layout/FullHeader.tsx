import { useSearchParams } from 'react-router';
import { layoutSlots } from '../../app/slots';
import type { RouteMeta } from '../../app/route-types';
import { useCurrentUser } from '../../features/shell/currentUser';
import { useCommonConfig } from '../../features/shell/api/commonConfig';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { listZoneOf } from './categoryLink';
import { Logo } from './Logo';
import { TopBar } from './TopBar';
import { TopNav } from './TopNav';

/** Spec §2 full header: top bar, logo + search slot + cart, then category menu and nav. */
export function FullHeader({ meta }: { meta: RouteMeta }) {
  const base = useCurrentUser();
  const config = useCommonConfig();
  const HeaderSearch = layoutSlots.headerSearch;
  const [search] = useSearchParams();
  // A page without a zone of its own (the goods list) takes the zone of its query: qx=2, zy=2, is_youx=1.
  const own = meta.categoryZone ?? 'category';
  const zone = own === 'category' ? (listZoneOf(search, base)?.zone ?? own) : own;
  const categories = config.data?.[zone] ?? config.data?.category ?? [];

  return (
    <header className="ky-header">
      <TopBar />
      <div className="ky-container ky-header-main">
        <Logo />
        <div className="ky-header-search">{HeaderSearch && <HeaderSearch />}</div>
        <CartButton count={base.cart ?? 0} />
      </div>
      <div className="ky-navbar">
        <div className="ky-container ky-navbar-inner">
          <CategoryMenu items={categories} zone={zone} open={meta.categoryMenu === 'open'} />
          <TopNav items={config.data?.nav ?? []} />
        </div>
      </div>
    </header>
  );
}
