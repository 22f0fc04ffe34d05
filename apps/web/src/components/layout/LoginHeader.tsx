import { Link } from 'react-router';
import { HomeOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../../features/shell/currentUser';
import { AddToDesktop } from './AddToDesktop';
import { AppQrPopover } from './AppQrPopover';
import { Logo } from './Logo';
import { Hotline, ManagerContact } from './ManagerContact';
import { useHotline } from './useHotline';

/** Spec §2 login-style header: no shopping chrome, only the way home and the contacts. */
export function LoginHeader({ title }: { title: string }) {
  const base = useCurrentUser();
  const hotline = useHotline();
  return (
    <header className="ky-login-header">
      <div className="ky-topbar">
        <div className="ky-container ky-topbar-inner">
          <div className="ky-topbar-left">
            <Link to="/">
              <HomeOutlined /> 返回首页
            </Link>
            <AddToDesktop />
            <AppQrPopover />
          </div>
          <div className="ky-topbar-right">
            <Hotline phone={hotline} />
            <ManagerContact base={base} showDefault />
          </div>
        </div>
      </div>
      <div className="ky-container ky-login-header-main">
        <Logo />
        <span className="ky-login-header-title">{title}</span>
      </div>
    </header>
  );
}
