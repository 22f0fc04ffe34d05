import { MemberFrame } from '../components/MemberSideNav';
import { EntryTiles, type Entry } from '../components/EntryTiles';
import { WalletStats } from '../components/WalletStats';
import '../member.css';

const WALLET_PAGES: Entry[] = [
  { to: '/wdqb/yegl', label: '余额管理', hint: '余额收支明细，按类型与日期查询' },
  { to: '/wdqb/zq', label: '我的账期', hint: '授信额度、未还账款与到期日，余额或转账还款' },
  { to: '/wdqb/dzd', label: '对账单', hint: '按月对账：期初、明细、期末，下载与确认' },
  { to: '/wdqb/jfgl', label: '我的积分', hint: '积分获得与使用记录，积分商城兑换' },
  { to: '/wdqb/yhq', label: '优惠券', hint: '未使用、已使用与已过期的优惠券' },
  { to: '/wdqb/xjq', label: '现金券', hint: '可抵扣货款的现金券' },
];

/** /wdqb 我的钱包: balance, points and coupons at a glance, and the wallet's pages. */
export default function WalletHomePage() {
  return (
    <MemberFrame>
      <WalletStats />
      <EntryTiles title="钱包功能" entries={WALLET_PAGES} />
    </MemberFrame>
  );
}
