import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/shell/currentUser';
import { isSignedIn } from '../../features/shell/api/baseInfo';
import { useLogout } from '../../features/shell/api/session';
import { mayBeSignedIn } from '../../features/shell/signInHint';
import { useQualificationQuery } from '../../features/member/api/zizhi';
import { AddToDesktop } from './AddToDesktop';
import { AppQrPopover } from './AppQrPopover';
import { Hotline, ManagerContact } from './ManagerContact';
import { QualityLink } from './QualityLink';
import { useHotline } from './useHotline';

// Chain accounts only: the store switcher (antd Dropdown) loads for them, not for every buyer.
const StoreSwitchMenu = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.StoreSwitchMenu })),
);

/** The thin grey bar above the full header (spec §2 Header, top bar). */
export function TopBar() {
  const base = useCurrentUser();
  // Spec §6: the member centre fetches no base info, yet a signed-in buyer must still see the
  // company and 安全退出 there (spec §2 top bar): the company comes from /user/zizhi, the call the
  // member home makes anyway (same query, one request).
  const unfetched = !base.show && !isSignedIn(base) && mayBeSignedIn();
  const zizhi = useQualificationQuery(unfetched).data;
  const company = base.company ?? (unfetched ? zizhi?.company.name : undefined);
  const hotline = useHotline();
  const { logout, loading } = useLogout();
  const { pathname, search } = useLocation();
  const back = pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <div className="ky-topbar">
      <div className="ky-container ky-topbar-inner">
        <div className="ky-topbar-left">
          {company ? (
            <>
              <span className="ky-company" title={company}>
                {company}
              </span>
              {base.customer?.chain && (
                <Suspense fallback={null}>
                  <StoreSwitchMenu />
                </Suspense>
              )}
              <button type="button" className="ky-logout" disabled={loading} onClick={() => void logout()}>
                安全退出
              </button>
            </>
          ) : !base.show ? (
            <span>欢迎来到康源医药网！</span>
          ) : (
            <>
              <span>欢迎来到康源医药网！</span>
              <Link to={back} className="ky-strong-link">
                请登录
              </Link>
              <Link to="/register">免费注册</Link>
            </>
          )}
        </div>
        <nav className="ky-topbar-right" aria-label="快捷链接">
          <Link to="/">首页</Link>
          <AddToDesktop />
          <Link to="/user">会员中心</Link>
          <Link to="/order">我的订单</Link>
          <Link to="/dzfp">电子发票查询</Link>
          <QualityLink base={base} />
          <AppQrPopover />
          <ManagerContact base={base} />
          <Hotline phone={hotline} />
        </nav>
      </div>
    </div>
  );
}
