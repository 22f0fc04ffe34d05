import { PROMO_KINDS } from '../contracts/admin-promo';
import { IMPORT_ENTITIES } from '../contracts/admin-import';

/**
 * The audit trail in Chinese: entity (target_type) names and action names. An action reads as its
 * entity and verb (`goods.tag` → 商品·加标签) unless it has a name of its own (ACTION_TEXT); an
 * unknown code is shown as it is.
 */
export const AUDIT_TARGET_TEXT: Record<string, string> = {
  aftersale: '售后单',
  brand: '品牌',
  buyer: '客户',
  category: '分类',
  feedback: '意见反馈',
  goods: '商品',
  goods_lot: '批次',
  group_buys: '拼团',
  import: '导入',
  manufacturer: '生产厂家',
  operator: '操作员',
  order: '订单',
  role: '角色',
  site_settings: '站点设置',
  wanted: '求购登记',
};

const VERB_TEXT: Record<string, string> = {
  create: '新增',
  edit: '编辑',
  update: '修改',
  delete: '删除',
  move: '移动',
  approve: '审核通过',
  reject: '驳回',
  refund: '退款',
  receive: '收货入库',
  assign: '分配客户经理',
  wallet: '调整余额/积分',
  unlock: '解锁',
  chat: '在线客服开关',
  price: '改价',
  adjust: '库存调整',
  freeze: '冻结',
  unfreeze: '解冻',
  report: '上传药检报告',
  cancel: '取消',
  ship: '发货',
  confirm_transfer: '确认转账到账',
  disable: '停用',
  enable: '启用',
  list: '上架',
  delist: '下架',
  tag: '加标签',
  untag: '去标签',
  reset_2fa: '重置身份验证器',
  reset_password: '重置密码',
  change_password: '修改本人密码',
  bind_2fa: '绑定身份验证器',
  feedback: '回复反馈',
  wanted: '回复求购',
  chat_reply: '回复在线客服',
  chat_claim: '接待会话',
  chat_assign: '改派会话',
};

const ENTITY_OF_ACTION: Record<string, string> = {
  lot: '批次',
  settings: '站点设置',
  service: '客服',
  ad: '广告',
  nav: '导航',
  article: '帮助文章',
  help_group: '帮助分组',
  webhook: 'Webhook',
  saved_filter: '常用筛选',
  quarantine: '不合格品',
};

/** Actions whose verb means something else per entity, or that have more than two parts. */
const ACTION_TEXT: Record<string, string> = {
  'buyer.region': '客户·修改所在地区',
  'erp.customers': 'ERP·读取客户',
  'erp.goods': 'ERP·同步商品',
  'erp.orders.read': 'ERP·读取订单',
  'erp.prices': 'ERP·同步价格',
  'erp.stock': 'ERP·同步库存',
  'erp.token.create': 'ERP令牌·新增',
  'erp.token.edit': 'ERP令牌·编辑',
  'erp.token.revoke': 'ERP令牌·吊销',
  'erp.token.rotate': 'ERP令牌·更换',
  'finance.credit': '财务·设置账期',
  'finance.invoice': '财务·代客开票',
  'finance.refund_bank': '财务·线下退款',
  'finance.refund_retry': '财务·重试退款',
  'finance.voucher_reject': '财务·驳回转账凭证',
  'goods.search_word': '商品·维护搜索词典',
  'goods.wanted_from_search': '商品·无结果词转求购',
  'lot.correct': '批次·更正日期',
  'operator.sign_in': '操作员·登录',
  'operator.sign_in_failed': '操作员·登录失败',
  'quarantine.dispose': '不合格品·处置',
  'saved_filter.save': '常用筛选·保存',
  'upload.image': '上传·图片',
  'upload.inspection_photo': '上传·验收照片',
  'warehouse.check': '仓库·复核',
  'warehouse.pick': '仓库·生成拣货单',
  'webhook.replay': 'Webhook·重发',
  'webhook.rotate_secret': 'Webhook·更换密钥',
};

const EXPORT_TEXT: Record<string, string> = {
  audit: '操作日志',
  buyers: '客户',
  orders: '订单',
  goods: '商品',
  stock: '库存批次',
  feedback: '意见反馈',
  wanted: '求购登记',
};

/** import.<entity> and export.<what>: the verb, then the thing's name from its own table. */
const FAMILY_TEXT: Record<string, [string, Record<string, string>]> = {
  import: ['导入', IMPORT_ENTITIES],
  export: ['导出', EXPORT_TEXT],
};

const PROMO_VERB_TEXT: Record<string, string> = { on: '上线', off: '下线', end: '提前结束' };

const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** promotion.<kind>.<verb>, import.<entity> and export.<what>: named from their own tables. */
function compoundText(action: string): string | undefined {
  const [head, middle, last] = action.split('.');
  if (head === 'promotion' && middle && last) {
    const kind = own<string>(PROMO_KINDS, middle);
    const verb = own(PROMO_VERB_TEXT, last) ?? own(VERB_TEXT, last);
    return kind && verb ? `促销(${kind})·${verb}` : undefined;
  }
  if (!head || !middle || last !== undefined) return undefined;
  const family = own(FAMILY_TEXT, head);
  const name = family && own(family[1], middle);
  return family && name ? `${family[0]}·${name}` : undefined;
}

export function auditActionText(action: string): string {
  const named = own(ACTION_TEXT, action) ?? compoundText(action);
  if (named) return named;
  const dot = action.indexOf('.');
  if (dot < 0) return action;
  const entity = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  const e = Object.hasOwn(ENTITY_OF_ACTION, entity)
    ? ENTITY_OF_ACTION[entity]
    : Object.hasOwn(AUDIT_TARGET_TEXT, entity)
      ? AUDIT_TARGET_TEXT[entity]
      : undefined;
  const v = Object.hasOwn(VERB_TEXT, verb) ? VERB_TEXT[verb] : undefined;
  return e && v ? `${e}·${v}` : action;
}

export const auditTargetText = (type: string): string =>
  Object.hasOwn(AUDIT_TARGET_TEXT, type) ? (AUDIT_TARGET_TEXT[type] ?? type) : type;

/** Field names of before/after in Chinese, for the diff view; others are shown as they are. */
export const AUDIT_FIELD_TEXT: Record<string, string> = {
  name: '名称',
  description: '说明',
  permissions: '权限',
  data_scope: '数据范围',
  disabled: '停用',
  roles: '角色',
  role: '角色',
  phone: '手机',
  username: '账号',
  account_manager_id: '客户经理',
  status: '状态',
  assignee: '接待人',
  manager: '客户经理',
  can_chat: '在线客服',
  is_passed: '资质通过',
  note: '备注',
  price: '价格',
  stock: '库存',
  reason: '原因',
  return_address: '退货地址',
};
