import { MemberFrame } from '../components/MemberSideNav';
import { CompanyCard } from '../components/CompanyCard';
import { LatestMessages } from '../components/LatestMessages';
import { RecentOrders } from '../components/RecentOrders';
import { WalletStats } from '../components/WalletStats';
import '../member.css';

/** /user (alias /user_hyzx) 会员中心: company, wallet, latest orders and messages on one screen. */
export default function MemberHomePage() {
  return (
    <MemberFrame>
      <div className="ky-mc-row">
        <CompanyCard />
        <WalletStats />
      </div>
      <div className="ky-mc-row">
        <div style={{ flex: 2, minWidth: 0 }}>
          <RecentOrders />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <LatestMessages />
        </div>
      </div>
    </MemberFrame>
  );
}
