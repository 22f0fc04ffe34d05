import { layoutSlots } from '../../app/slots';
import type { RouteMeta } from '../../app/route-types';
import { useCurrentUser } from '../../features/shell/currentUser';
import { useCommonConfig } from '../../features/shell/api/commonConfig';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { Logo } from './Logo';
import { TopBar } from './TopBar';
import { TopNav } from './TopNav';

/** Spec §2 full header: top bar, logo + search slot + cart, then category menu and nav. */
export function FullHeader({ meta }: { meta: RouteMeta }) {
  const base = useCurrentUser();
  const config = useCommonConfig();
  const HeaderSearch = layoutSlots.headerSearch;
  const zone = meta.categoryZone ?? 'category';
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
