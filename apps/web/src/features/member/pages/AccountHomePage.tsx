import { MemberFrame } from '../components/MemberSideNav';
import { CompanyCard } from '../components/CompanyCard';
import { EntryTiles, type Entry } from '../components/EntryTiles';
import { LatestMessages } from '../components/LatestMessages';
import '../member.css';

const ACCOUNT_PAGES: Entry[] = [
  { to: '/zhzx/basic', label: '基本信息', hint: '联系人、手机号与登录账号' },
  { to: '/zhzx/zzzj', label: '资质证件', hint: '营业执照、经营许可证的有效期与换证' },
  { to: '/zhzx/ddgl', label: '门店管理', hint: '连锁总部添加门店、为门店采购' },
  { to: '/zhzx/bdwx', label: '绑定微信', hint: '绑定后可微信扫码登录' },
  { to: '/zhzx/addr', label: '收货地址', hint: '新增、修改与设为默认地址' },
  { to: '/zhzx/wdxx', label: '我的消息', hint: '审核结果、订单与活动通知' },
  { to: '/zhzx/tzsz', label: '通知设置', hint: '付款、发货、退款等通知是否同时发短信' },
  { to: '/user/cjjl', label: '抽奖记录', hint: '幸运抽奖的奖品与去向' },
  { to: '/zhzx/jybg', label: '药检报告', hint: '已购批次的药品检验报告' },
];

/** /zhzx 账户中心: the company at a glance and every account page, with the latest messages. */
export default function AccountHomePage() {
  return (
    <MemberFrame>
      <div className="ky-mc-row">
        <CompanyCard />
        <LatestMessages />
      </div>
      <EntryTiles title="账户设置" entries={ACCOUNT_PAGES} />
    </MemberFrame>
  );
}
