import type { ReactNode } from 'react';
import {
  AppstoreAddOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  ExperimentOutlined,
  FireOutlined,
  GiftOutlined,
  LikeOutlined,
  MedicineBoxOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { SmartLink } from '../../../../components/layout/links';
import {
  SELF_ZONE,
  SPECIAL_ZONE,
  YOUX_ZONE,
  zoneAllowed,
  type ListZone,
} from '../../../../components/layout/categoryLink';
import { useCurrentUser } from '../../currentUser';

interface Entry {
  to: string;
  name: string;
  hint: string;
  icon: ReactNode;
  color: string;
  /** The goods-list zones gated by base info (spec §6). */
  zone?: ListZone;
}

const ZONES: Entry[] = [
  { to: '/ppzq', name: '品牌专区', hint: '名厂名品', icon: <CrownOutlined />, color: '#0b7a4b' },
  { to: '/kxzq', name: '控销专区', hint: '区域控销', icon: <SafetyCertificateOutlined />, color: '#1d5fd1' },
  { to: '/yx', name: '包邮专区', hint: '满额包邮', icon: <CarOutlined />, color: '#0e7c86' },
  { to: '/jxqzc', name: '近效期专场', hint: '效期特价', icon: <ClockCircleOutlined />, color: '#b35c00' },
  { to: '/zyyp', name: '中药饮片', hint: '道地药材', icon: <ExperimentOutlined />, color: '#8a5a00' },
  { to: '/qxzq', name: '器械专区', hint: '医疗器械', icon: <MedicineBoxOutlined />, color: '#2f54eb' },
  {
    ...YOUX_ZONE,
    to: YOUX_ZONE.href,
    zone: YOUX_ZONE,
    hint: '优选品种',
    icon: <LikeOutlined />,
    color: '#08979c',
  },
  {
    ...SELF_ZONE,
    to: SELF_ZONE.href,
    zone: SELF_ZONE,
    hint: '平台自营',
    icon: <ShopOutlined />,
    color: '#0050b3',
  },
  {
    ...SPECIAL_ZONE,
    to: SPECIAL_ZONE.href,
    zone: SPECIAL_ZONE,
    hint: '特价品种',
    icon: <PercentageOutlined />,
    color: '#cf1322',
  },
  { to: '/mrtj', name: '每日特价', hint: '天天低价', icon: <FireOutlined />, color: '#c9252b' },
  { to: '/welfare', name: '全场9.4折', hint: '会员福利', icon: <GiftOutlined />, color: '#c41d7f' },
  { to: '/zhzq', name: '组合购', hint: '搭配更省', icon: <AppstoreAddOutlined />, color: '#531dab' },
  { to: '/lqzx', name: '领券中心', hint: '先领券再下单', icon: <TagsOutlined />, color: '#d4380d' },
  { to: '/ptzq', name: '拼团专区', hint: '成团享低价', icon: <TeamOutlined />, color: '#d46b08' },
  { to: '/hb', name: '满额返现', hint: '返现至余额', icon: <WalletOutlined />, color: '#a8071a' },
  { to: '/jfsc', name: '积分商城', hint: '积分兑好礼', icon: <TrophyOutlined />, color: '#006d75' },
];

/** The zone shortcuts under the banner (spec §2 Zones); 优选 and 特价 only for buyers they are open to. */
export function ZoneEntries() {
  const base = useCurrentUser();
  return (
    <nav className="ky-container ky-zones" aria-label="特色专区">
      {ZONES.filter((z) => !z.zone || zoneAllowed(z.zone, base)).map((z) => (
        <SmartLink key={z.to} url={z.to} className="ky-zone">
          <span className="ky-zone-icon" style={{ background: z.color }}>
            {z.icon}
          </span>
          <span>
            <strong>{z.name}</strong>
            <small>{z.hint}</small>
          </span>
        </SmartLink>
      ))}
    </nav>
  );
}
