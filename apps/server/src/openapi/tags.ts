/**
 * Tags of the API document, one per domain, found from the path's prefix so a new route lands under
 * its domain without a list to update. The order of TAGS is the order of the readable page.
 */
export const TAGS = [
  {
    name: '账户与登录',
    description: '注册、登录、退出、短信验证码、会员资料、资质与电子合同、连锁总部与门店',
  },
  { name: '站点与内容', description: '公共配置、广告位、导航、帮助中心、公告资讯' },
  { name: '商品', description: '商品列表、详情、搜索联想、分类楼层、推荐' },
  { name: '收藏', description: '收藏与取消收藏' },
  { name: '购物车', description: '加入、改数量、勾选、删除、合计、凑单提示' },
  { name: '收货地址', description: '省市区与收货地址的增删改查' },
  { name: '订单', description: '订单确认、提交、列表、详情、取消、收货、再次购买、物流、回执' },
  { name: '支付', description: '发起支付、沙箱收银台、支付网关回调' },
  { name: '余额与优惠券', description: '账户余额、流水、优惠券' },
  { name: '促销活动', description: '每日特价、组合购、秒杀、领券中心、专区、积分商城、抽奖、团购' },
  { name: '自助服务', description: '常购清单、采购计划、意见反馈、求购品种' },
  { name: '发票与售后', description: '电子发票、退货退款' },
  { name: '客服与文件', description: '在线客服、资质与图片上传' },
  { name: '系统', description: '健康检查与开发工具（沙箱短信发件箱，生产环境默认关闭）' },
  { name: '后台·账号与日志', description: '操作员登录、账号、角色权限、操作日志、工作台' },
  { name: '后台·商品', description: '商品、批号库存、价格、分类、厂家、品牌、导入导出' },
  { name: '后台·内容与促销', description: '广告、导航、文章、站点设置、促销活动、图片上传' },
  { name: '后台·订单与售后', description: '订单审核发货、对公转账确认、售后处理' },
  { name: '后台·会员与客服', description: '会员资质审核、余额调整、客服会话、反馈、求购' },
  {
    name: 'ERP 对接',
    description: 'ERP 以接口令牌推送商品、批次库存、价格与客户，拉取订单变更并回传发货（docs/erp.md）',
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

/** First matching prefix wins: the more specific prefixes come first. */
const BY_PREFIX: [string, TagName][] = [
  ['/api/admin/auth', '后台·账号与日志'],
  ['/api/admin/operators', '后台·账号与日志'],
  ['/api/admin/roles', '后台·账号与日志'],
  ['/api/admin/audit', '后台·账号与日志'],
  ['/api/admin/dashboard', '后台·账号与日志'],
  ['/api/admin/webhooks', '后台·账号与日志'],
  ['/api/admin/saved-filters', '后台·账号与日志'],
  ['/api/admin/content', '后台·内容与促销'],
  ['/api/admin/promotions', '后台·内容与促销'],
  ['/api/admin/upload', '后台·内容与促销'],
  ['/api/admin/export/orders', '后台·订单与售后'],
  ['/api/admin/orders', '后台·订单与售后'],
  ['/api/admin/aftersales', '后台·订单与售后'],
  ['/api/admin/buyers', '后台·会员与客服'],
  ['/api/admin/service', '后台·会员与客服'],
  ['/api/admin/erp', '后台·账号与日志'],
  ['/api/admin/', '后台·商品'],
  ['/api/user/user_money', '余额与优惠券'],
  ['/api/user/coupon', '余额与优惠券'],
  ['/api/user/availableCoupon', '余额与优惠券'],
  ['/api/user/fast_buy', '自助服务'],
  ['/api/user/buy', '自助服务'],
  ['/api/user/feedback', '自助服务'],
  ['/api/user/wanted', '自助服务'],
  ['/api/user', '账户与登录'],
  ['/api/jybg', '账户与登录'],
  ['/api/chain', '账户与登录'],
  ['/api/wechat', '账户与登录'],
  ['/api/goods/activities', '促销活动'],
  ['/api/goods', '商品'],
  ['/api/index_wntj', '商品'],
  ['/api/favorite', '收藏'],
  ['/api/cart', '购物车'],
  ['/api/address', '收货地址'],
  ['/api/order', '订单'],
  ['/api/payment', '支付'],
  ['/api/invoice', '发票与售后'],
  ['/api/aftersale', '发票与售后'],
  ['/api/chat', '客服与文件'],
  ['/api/upload', '客服与文件'],
  ['/api/health', '系统'],
  ['/api/erp/', 'ERP 对接'],
  ['/api/dev', '系统'],
  ['/api/common', '站点与内容'],
  ['/api/focus', '站点与内容'],
  ['/api/global', '站点与内容'],
  ['/api/article', '站点与内容'],
  ['/api/news', '站点与内容'],
];

/** The route's tag; anything not matched is a promotion page (/api/draw, /api/zone, /api/kxzq …). */
export function tagOf(url: string): TagName {
  const hit = BY_PREFIX.find(([prefix]) => url.startsWith(prefix));
  return hit ? hit[1] : '促销活动';
}
