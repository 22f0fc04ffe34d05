import type { ReactNode } from 'react';
import { HoverTip } from '../../../components/common/HoverTip';
import { Link, useLocation } from 'react-router';

interface NavGroup {
  title: string;
  /** The group's own summary page, when it has one. */
  to?: string;
  /** soon: the page is not built yet; shown greyed instead of a link that would land on /404. */
  items: Array<{ label: string; to: string; match?: RegExp; soon?: boolean }>;
}

/** The member centre's left column as a buyer of a wholesale shop expects it: orders first. */
const GROUPS: NavGroup[] = [
  {
    title: '订单中心',
    items: [
      { label: '我的订单', to: '/order', match: /^\/order($|\/info|_wddd_index|_wddd_info|_wddd_wl|\/wl)/ },
      { label: '含麻黄碱订单', to: '/hmdd', match: /^\/(hmdd|order_hmdd)/ },
      { label: '积分订单', to: '/jfdd', match: /^\/(jfdd|order_jfdd)/ },
      { label: '电子发票', to: '/dzfp', match: /^\/(dzfp|zzfw_dzfp)/ },
    ],
  },
  {
    title: '我的钱包',
    to: '/wdqb',
    items: [
      { label: '余额管理', to: '/wdqb/yegl' },
      { label: '我的账期', to: '/wdqb/zq' },
      { label: '对账单', to: '/wdqb/dzd' },
      { label: '我的积分', to: '/wdqb/jfgl' },
      { label: '优惠券', to: '/wdqb/yhq' },
      { label: '现金券', to: '/wdqb/xjq' },
    ],
  },
  {
    title: '账户中心',
    to: '/zhzx',
    items: [
      { label: '基本信息', to: '/zhzx/basic' },
      { label: '资质证件', to: '/zhzx/zzzj' },
      { label: '门店管理', to: '/zhzx/ddgl' },
      { label: '连锁总部', to: '/zhzx/lszb' },
      { label: '绑定微信', to: '/zhzx/bdwx' },
      { label: '收货地址', to: '/zhzx/addr' },
      { label: '我的消息', to: '/zhzx/wdxx' },
      { label: '通知设置', to: '/zhzx/tzsz' },
      { label: '抽奖记录', to: '/user/cjjl' },
      { label: '药检报告', to: '/zhzx/jybg' },
      { label: '电子合同', to: '/dzht' },
    ],
  },
  {
    title: '自助服务',
    items: [
      { label: '自助服务首页', to: '/zzfw', match: /^\/zzfw$/ },
      { label: '快捷采购', to: '/kjcg', match: /^\/(kjcg|zzfw_kjcg)/ },
      { label: '我的收藏', to: '/star', match: /^\/(star|zzfw_wdsc)/ },
      { label: '品种求购', to: '/pzqg', match: /^\/(pzqg|zzfw_ppzq)/ },
      { label: '意见反馈', to: '/yjfk', match: /^\/(yjfk|zzfw_yjfk)/ },
    ],
  },
];

const css = {
  nav: { width: 180, flex: '0 0 180px', background: '#fff', border: '1px solid #e8e8e8' },
  head: { background: '#0b7a4b', color: '#fff', padding: '10px 16px', fontSize: 15, fontWeight: 600 },
  group: { padding: '8px 0', borderTop: '1px solid #f0f0f0' },
  title: { padding: '4px 16px', fontWeight: 600, color: '#333' },
  item: { display: 'block', padding: '4px 16px 4px 28px', color: '#555' },
  soon: { display: 'block', padding: '4px 16px 4px 28px', color: '#bbb', cursor: 'not-allowed' },
  active: { color: '#0b7a4b', fontWeight: 600, background: '#eef7f2', borderLeft: '3px solid #0b7a4b' },
} as const;

export function MemberSideNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="会员中心导航" style={css.nav}>
      <Link to="/user" style={{ ...css.head, display: 'block' }}>
        会员中心
      </Link>
      {GROUPS.map((g) => (
        <div key={g.title} style={css.group}>
          {g.to ? (
            <Link to={g.to} style={{ ...css.title, display: 'block' }}>
              {g.title}
            </Link>
          ) : (
            <div style={css.title}>{g.title}</div>
          )}
          {g.items.map((it) => {
            if (it.soon)
              return (
                <HoverTip key={it.to} title="即将开放" placement="right">
                  <span aria-disabled="true" style={css.soon}>
                    {it.label}
                  </span>
                </HoverTip>
              );
            const active = (it.match ?? new RegExp(`^${it.to}`)).test(pathname);
            return (
              <Link
                key={it.to}
                to={it.to}
                aria-current={active ? 'page' : undefined}
                style={active ? { ...css.item, ...css.active } : css.item}
              >
                {it.label}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}

/** Member-centre page frame: side nav on the left, the page on the right. */
export function MemberFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', width: 1200, margin: '12px auto' }}>
      <MemberSideNav />
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
