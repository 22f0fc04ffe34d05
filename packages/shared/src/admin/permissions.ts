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
  'webhook.manage': '管理 Webhook 推送',
  'integration.manage': '管理ERP接口令牌',
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
  'finance.credit': '设置客户授信额度与账期',
  'finance.receivables': '查看应收账款、账龄与转账凭证',
  'finance.invoice': '代客户申请月度合并发票',
  'warehouse.check': '复核（扫追溯码）',
  'stock.ledger': '查看与导出出入库流水',
  'gsp.export': '导出GSP销售记录与追溯码',
  'quarantine.dispose': '不合格品处置',
  'aftersale.view': '查看退货与售后',
  'aftersale.handle': '审核退货与售后、确认收货',
  'aftersale.refund': '售后退款',
  'service.chat': '在线客服',
  'service.reply': '回复反馈与求购',
  'service.assign': '改派客服会话',
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
    permissions: [
      'dashboard.view',
      'goods.view',
      'goods.edit',
      'content.edit',
      'promotion.edit',
      'stock.ledger',
    ],
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
      'finance.credit',
      'finance.receivables',
      'finance.invoice',
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

/**
 * A known permission code: an own property of PERMISSIONS, never one inherited from
 * Object.prototype (`'constructor' in PERMISSIONS` is true, `Object.hasOwn` is not).
 */
export const isPermission = (code: string): code is Permission => Object.hasOwn(PERMISSIONS, code);

export const hasPermission = (held: readonly string[], needed: string): boolean =>
  isPermission(needed) && (held.includes(ALL_PERMISSIONS) || held.includes(needed));

/** The role editor's catalogue: permissions grouped by area, each with what it lets one do. */
export const PERMISSION_GROUPS: { name: string; codes: Permission[] }[] = [
  { name: '工作台与日志', codes: ['dashboard.view', 'audit.view', 'audit.export'] },
  { name: '系统', codes: ['operator.manage', 'integration.manage', 'webhook.manage'] },
  { name: '客户', codes: ['buyer.view', 'buyer.review', 'buyer.assign', 'buyer.wallet', 'buyer.unlock'] },
  {
    name: '订单与仓库',
    codes: ['order.view', 'order.export', 'order.confirm_transfer', 'order.ship', 'order.cancel'],
  },
  { name: '仓库与GSP', codes: ['warehouse.check', 'stock.ledger', 'gsp.export', 'quarantine.dispose'] },
  { name: '财务', codes: ['finance.credit', 'finance.receivables', 'finance.invoice'] },
  { name: '售后', codes: ['aftersale.view', 'aftersale.handle', 'aftersale.refund'] },
  { name: '客服', codes: ['service.chat', 'service.reply', 'service.assign'] },
  { name: '商品与营销', codes: ['goods.view', 'goods.edit', 'content.edit', 'promotion.edit'] },
];

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'dashboard.view': '打开工作台，看本角色的待办与销售概况',
  'audit.view': '查看谁在何时改了什么（操作日志）',
  'audit.export': '把筛选后的操作日志导出为 Excel',
  'operator.manage': '新增、编辑、停用操作员，定义角色与权限',
  'webhook.manage': '登记 ERP 的 Webhook 推送地址、轮换签名密钥、查看与重新推送每次推送',
  'integration.manage': '创建、轮换、吊销 ERP 接口令牌（令牌只显示一次）',
  'buyer.view': '查看客户资料、证照与订单',
  'buyer.review': '审核客户资质与证照（GSP 质管）',
  'buyer.assign': '为客户分配客户经理（专属客服）',
  'buyer.wallet': '调整客户余额与积分（须填原因）',
  'buyer.unlock': '解除客户因多次登录失败造成的锁定',
  'order.view': '查看订单列表与详情',
  'order.export': '把筛选后的订单导出为 Excel',
  'order.confirm_transfer': '确认客户对公转账已到账',
  'order.ship': '拣货、复核、发货与打印单据',
  'order.cancel': '取消订单并把已付款项退回',
  'warehouse.check': '发货前复核（第二人核对批号、数量并扫描药品追溯码）',
  'stock.ledger': '查看与导出每个批次的出入库流水',
  'gsp.export': '导出GSP销售记录与当日出库追溯码',
  'quarantine.dispose': '处置不合格品（销毁或退回供应商）',
  'finance.credit': '为客户设置授信额度与账期天数',
  'finance.receivables': '查看应收账款与账龄、核对转账凭证与对账单',
  'finance.invoice': '为客户选定月份申请月度合并发票（普票或专票，资料可逐次修改）',
  'aftersale.view': '查看退货与售后申请',
  'aftersale.handle': '审核退货申请、确认收到退货',
  'aftersale.refund': '为退货办理退款',
  'service.chat': '在线客服会话，开通或关闭客户的在线客服',
  'service.reply': '回复客户反馈与求购登记',
  'service.assign': '把在线客服会话改派给另一位客服（客服主管）',
  'goods.view': '查看商品、批次与库存',
  'goods.edit': '编辑商品、批次与价格',
  'content.edit': '编辑广告、公告与帮助文章',
  'promotion.edit': '编辑促销活动与优惠券',
};
