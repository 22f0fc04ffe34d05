/**
 * The back office's permissions. Routes name one of these in `config.permission`; roles hold lists
 * of them as data (table `roles`), so a role is changed without a deploy. The admin menu shows an
 * entry only when the signed-in operator holds its permission. Add a new code here with its label.
 */
export const PERMISSIONS = {
  'dashboard.view': '查看工作台',
  'audit.view': '查看操作日志',
  'audit.export': '导出操作日志',
  'operator.manage': '管理操作员与角色',
  'buyer.view': '查看客户',
  'buyer.review': '审核客户资质',
  'buyer.assign': '分配客户经理',
  'buyer.wallet': '调整余额与积分',
  'buyer.unlock': '解锁客户账号',
  'order.view': '查看订单',
  'order.export': '导出订单',
  'order.confirm_transfer': '确认对公转账到账',
  'order.ship': '拣货发货',
  'order.cancel': '取消订单并退款',
  'warehouse.check': '复核（扫追溯码）',
  'stock.ledger': '查看与导出出入库流水',
  'gsp.export': '导出GSP销售记录与追溯码',
  'quarantine.dispose': '不合格品处置',
  'aftersale.view': '查看退货与售后',
  'aftersale.handle': '审核退货与售后、确认收货',
  'aftersale.refund': '售后退款',
  'service.chat': '在线客服',
  'service.reply': '回复反馈与求购',
  'goods.view': '查看商品',
  'goods.edit': '编辑商品、批次与价格',
  'content.edit': '编辑广告、公告与帮助',
  'promotion.edit': '编辑促销与优惠券',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as Permission[];

/** A role holding this code may do everything, including permissions added later. */
export const ALL_PERMISSIONS = '*';

export const ROLE_CODES = ['super', 'quality', 'goods', 'warehouse', 'finance', 'service'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** The seeded roles (超级管理员, 质管, 商品, 订单/仓库, 财务, 客服); operators may edit them later. */
export const DEFAULT_ROLES: Record<RoleCode, { name: string; permissions: string[] }> = {
  super: { name: '超级管理员', permissions: [ALL_PERMISSIONS] },
  quality: {
    name: '质管',
    permissions: [
      'dashboard.view',
      'buyer.view',
      'buyer.review',
      'order.view',
      'goods.view',
      'audit.view',
      'stock.ledger',
      'gsp.export',
      'quarantine.dispose',
    ],
  },
  goods: {
    name: '商品',
    permissions: ['dashboard.view', 'goods.view', 'goods.edit', 'content.edit', 'promotion.edit', 'stock.ledger'],
  },
  warehouse: {
    name: '订单/仓库',
    permissions: [
      'dashboard.view',
      'order.view',
      'order.export',
      'order.ship',
      'warehouse.check',
      'stock.ledger',
      'gsp.export',
      'quarantine.dispose',
      'goods.view',
      'aftersale.view',
      'aftersale.handle',
    ],
  },
  finance: {
    name: '财务',
    permissions: [
      'dashboard.view',
      'order.view',
      'order.export',
      'order.confirm_transfer',
      'order.cancel',
      'aftersale.view',
      'aftersale.refund',
      'buyer.view',
      'buyer.wallet',
      'audit.view',
      'audit.export',
    ],
  },
  service: {
    name: '客服',
    permissions: [
      'dashboard.view',
      'buyer.view',
      'buyer.assign',
      'buyer.unlock',
      'order.view',
      'aftersale.view',
      'service.chat',
      'service.reply',
    ],
  },
};

export const hasPermission = (held: readonly string[], needed: string): boolean =>
  held.includes(ALL_PERMISSIONS) || held.includes(needed);
