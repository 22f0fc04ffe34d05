import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiFeedbackBridge } from '../../app/ApiFeedbackBridge';
import { SITE_TITLE } from '../../app/route-types';
import { useBaseInfoQuery } from '../../features/shell/api/baseInfo';
import { useCommonConfig } from '../../features/shell/api/commonConfig';
import { UNFETCHED, VISITOR } from '../../features/shell/api/baseInfo';
import { CurrentUserContext } from '../../features/shell/currentUser';
import { mayBeSignedIn } from '../../features/shell/signInHint';
import { MINI_CART_WIDTH } from '@shop/shared/constants';
import { FirstScreen } from '../../lib/first-screen';
import { syncServerClock } from '../../lib/serverClock';
import { CornerAd } from './ads/CornerAd';
import { FloatAd } from './ads/FloatAd';
import { TopAd } from './ads/TopAd';
import { Footer } from './Footer';
import { FullHeader } from './FullHeader';
import { LoginHeader } from './LoginHeader';
import { ScrollManager } from './ScrollManager';
import { useRouteMeta } from './useRouteMeta';
import './layout.css';
import './chrome.css';

// Warnings only some signed-in buyers get (antd's Alert): loaded when there is one to show.
const LicenceWarningBar = lazy(() =>
  import('./LicenceWarningBar').then((m) => ({ default: m.LicenceWarningBar })),
);
// Fixed to the window edge, outside the first screen's content: its mini cart, popovers and chat
// (antd Badge, Popover, Popconfirm, Spin) load after the page, behind an empty bar of the same width.
const RightToolbar = lazy(() => import('./RightToolbar').then((m) => ({ default: m.RightToolbar })));
const ReceiptWarningBar = lazy(() =>
  import('./ReceiptWarningBar').then((m) => ({ default: m.ReceiptWarningBar })),
);

// A chain head office acting as one of its stores: the bar says so (chain accounts only).
const ActingStoreBar = lazy(() =>
  import('../../features/account').then((m) => ({ default: m.ActingStoreBar })),
);

/** Spec §6: no base-info call on login, member-centre and WeChat-binding pages. */
export const skipsBaseInfo = (pathname: string): boolean =>
  pathname === '/login' || pathname === '/user' || pathname.startsWith('/user_') || pathname === '/zhzx/bdwx';

/** The frame around every page; the deepest matched route entry's flags choose its parts. */
export function AppLayout() {
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const fetchBase = meta.baseInfo && !skipsBaseInfo(pathname);
  const base = useBaseInfoQuery(fetchBase).data ?? (fetchBase ? VISITOR : UNFETCHED);
  const timestamp = useCommonConfig().data?.timestamp;

  useEffect(() => {
    document.title = `${meta.title} - ${SITE_TITLE}`;
  }, [meta.title]);

  useEffect(() => {
    if (timestamp) syncServerClock(timestamp);
  }, [timestamp]);

  // Before any part of the frame is drawn: a redirect after the header painted shifted the layout.
  if (meta.signIn && !mayBeSignedIn())
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;

  const full = meta.header === 'full';
  return (
    <CurrentUserContext.Provider value={base}>
      <ApiFeedbackBridge />
      <ScrollManager enabled={meta.scrollRestore} />
      {/* Above everything: the home page's open category menu would cover a bar under the header. */}
      <Suspense fallback={null}>{full && base.customer?.chain && <ActingStoreBar />}</Suspense>
      {full && meta.topAd && <TopAd />}
      {full && <FullHeader meta={meta} />}
      <Suspense fallback={null}>
        {full && base.licence_warning && <LicenceWarningBar warning={base.licence_warning} />}
        {full && (base.receipt_overdue ?? 0) > 0 && <ReceiptWarningBar count={base.receipt_overdue ?? 0} />}
      </Suspense>
      {meta.header === 'login' && <LoginHeader title={meta.title === '登录' ? '欢迎登录' : meta.title} />}
      <main className={full ? 'ky-main ky-main-full' : 'ky-main'}>
        <Suspense
          fallback={
            <FirstScreen
              slot="main"
              fallback={
                <div className="ky-page-loading" role="status">
                  <span className="ky-spinner" />
                  <p>加载中...</p>
                </div>
              }
            />
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {meta.footer && <Footer />}
      {meta.toolbar && (
        <Suspense fallback={<aside className="ky-toolbar" style={{ width: MINI_CART_WIDTH.collapsed }} />}>
          <RightToolbar />
        </Suspense>
      )}
      {full && <CornerAd />}
      {full && <FloatAd />}
    </CurrentUserContext.Provider>
  );
}
