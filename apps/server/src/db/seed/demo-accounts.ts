/**
 * The demo buyers every environment has after seeding. Tests, the README and the e2e journeys
 * sign in with these; change them here only.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS = {
  /** 已认证药店: account manager, balance, points, coupons. */
  pharmacy: { username: 'kangjian', phone: '13800138001', company: '杭州康健大药房有限公司' },
  /** 未认证诊所: is_passed false, may browse but not buy. */
  clinic: { username: 'renai', phone: '13800138002', company: '宁波市鄞州仁爱诊所' },
  /** 连锁总部 with several stores sharing one chain. */
  chain: { username: 'yixin', phone: '13800138003', company: '浙江益心堂医药连锁有限公司（总部）' },
  chainStore2: { username: 'yixin_xh', phone: '13800138004', company: '浙江益心堂医药连锁有限公司西湖店' },
  chainStore3: { username: 'yixin_bj', phone: '13800138005', company: '浙江益心堂医药连锁有限公司滨江店' },
} as const;

/** Back-office demo operators, one per role; all share this password and TOTP secret (README). */
export const DEMO_OPERATOR_PASSWORD = 'Admin@2026';
/** Base32; add it to any authenticator app, or compute codes with otplib in tests. */
export const DEMO_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export const DEMO_OPERATORS = {
  super: { username: 'admin', name: '周建国', role: 'super' },
  quality: { username: 'zhiguan', name: '陈静', role: 'quality' },
  goods: { username: 'shangpin', name: '刘洋', role: 'goods' },
  warehouse: { username: 'cangku', name: '王海涛', role: 'warehouse' },
  /** A second warehouse operator: GSP's 复核 is done by someone other than the picker. */
  checker: { username: 'fuhe', name: '孙立军', role: 'warehouse' },
  finance: { username: 'caiwu', name: '李晓梅', role: 'finance' },
  service: { username: 'kefu', name: '赵敏', role: 'service' },
} as const;
