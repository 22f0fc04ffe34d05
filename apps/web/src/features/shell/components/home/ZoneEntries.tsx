import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AppstoreAddOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  ExperimentOutlined,
  FireOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
} from '@ant-design/icons';

const ZONES: Array<{ to: string; name: string; hint: string; icon: ReactNode; color: string }> = [
  { to: '/ppzq', name: '品牌专区', hint: '名厂名品', icon: <CrownOutlined />, color: '#0b7a4b' },
  { to: '/kxzq', name: '控销专区', hint: '区域控销', icon: <SafetyCertificateOutlined />, color: '#1d5fd1' },
  { to: '/yx', name: '包邮专区', hint: '满额包邮', icon: <CarOutlined />, color: '#0e7c86' },
  { to: '/jxqzc', name: '近效期专场', hint: '效期特价', icon: <ClockCircleOutlined />, color: '#b35c00' },
  { to: '/zyyp', name: '中药饮片', hint: '道地药材', icon: <ExperimentOutlined />, color: '#8a5a00' },
  { to: '/qxzq', name: '器械专区', hint: '医疗器械', icon: <MedicineBoxOutlined />, color: '#2f54eb' },
  { to: '/mrtj', name: '每日特价', hint: '天天低价', icon: <FireOutlined />, color: '#c9252b' },
  { to: '/welfare', name: '全场94折', hint: '会员福利', icon: <GiftOutlined />, color: '#c41d7f' },
  { to: '/zhzq', name: '组合购', hint: '搭配更省', icon: <AppstoreAddOutlined />, color: '#531dab' },
  { to: '/lqzx', name: '领券中心', hint: '先领券再下单', icon: <TagsOutlined />, color: '#d4380d' },
];

/** The zone shortcuts under the banner (spec §2 Zones). */
export function ZoneEntries() {
  return (
    <nav className="ky-container ky-zones" aria-label="特色专区">
      {ZONES.map((z) => (
        <Link key={z.to} to={z.to} className="ky-zone">
          <span className="ky-zone-icon" style={{ background: z.color }}>
            {z.icon}
          </span>
          <span>
            <strong>{z.name}</strong>
            <small>{z.hint}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}
