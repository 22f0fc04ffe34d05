/** The self-service menu of spec §2 (/zzfw children), in the order a buyer reaches for them. */
export interface ServiceTile {
  label: string;
  to: string;
  desc: string;
  /** Not built yet: shown greyed instead of a link that would land on /404. */
  soon?: boolean;
}

export const SERVICE_TILES: ServiceTile[] = [
  { label: '快捷采购', to: '/kjcg', desc: '常购商品、采购记录，粘贴或上传采购单一键加购' },
  { label: '品种求购', to: '/pzqg', desc: '找不到的品种告诉我们，到货即通知' },
  { label: '电子发票', to: '/dzfp', desc: '按订单和日期查询、下载电子发票' },
  { label: '我的收藏', to: '/star', desc: '收藏的商品，随时加入购物车' },
  { label: '意见反馈', to: '/yjfk', desc: '对商品、配送和服务的意见与建议' },
];
