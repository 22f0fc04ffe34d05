/**
 * Whether a buyer may buy a goods, and the Chinese reason when not. The one rule used by lists,
 * detail pages, the cart and order placement, so a buyer never sees "可购买" and then a refusal.
 */
export interface EligibilityBuyer {
  /** Signed in at all; visitors may browse but not buy. */
  signedIn: boolean;
  isPassed: boolean;
  qualificationNote?: string | null;
  /** Business scope codes of the buyer's company (经营范围). */
  businessScope: readonly string[];
}

export interface EligibilityGoods {
  isBuy: boolean;
  stock: number;
  /** Scope code the goods needs, e.g. 'chemical', 'tcm_slices', 'device_2'. */
  scope: string;
  isControlled: boolean;
  isEphedrine: boolean;
}

/** Scope labels shown to buyers (经营范围). */
export const SCOPE_LABELS: Record<string, string> = {
  chemical: '化学药制剂',
  tcm_patent: '中成药',
  tcm_slices: '中药饮片',
  biological: '生物制品',
  device_1: '第一类医疗器械',
  device_2: '第二类医疗器械',
  device_3: '第三类医疗器械',
  food_health: '保健食品',
  family_planning: '计生用品',
  disinfect: '消毒用品',
  ephedrine: '含麻黄碱类复方制剂',
  controlled: '控销品种',
};

export const scopeLabel = (code: string): string => SCOPE_LABELS[code] ?? code;

/** Scopes any business may buy without a licence entry. */
const OPEN_SCOPES = new Set(['device_1', 'food_health', 'family_planning', 'disinfect']);

export function purchaseBlockReason(buyer: EligibilityBuyer, goods: EligibilityGoods): string | null {
  if (!buyer.signedIn) return '请登录后购买';
  if (!buyer.isPassed) {
    const note = buyer.qualificationNote ? `：${buyer.qualificationNote}` : '';
    return `您的资质尚未审核通过，暂不能购买${note}`;
  }
  if (!goods.isBuy) return '该商品已下架，暂不可购买';
  if (!OPEN_SCOPES.has(goods.scope) && !buyer.businessScope.includes(goods.scope)) {
    return `该商品属于「${scopeLabel(goods.scope)}」，超出您的经营范围`;
  }
  if (goods.isEphedrine && !buyer.businessScope.includes('ephedrine')) {
    return '含麻黄碱类复方制剂须具备相应经营范围方可购买';
  }
  if (goods.isControlled && !buyer.businessScope.includes('controlled')) {
    return '该商品为控销品种，请联系客户经理开通';
  }
  if (goods.stock <= 0) return '该商品暂时缺货';
  return null;
}
