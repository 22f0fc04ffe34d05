import { provinceName } from '../regions/provinces';
import { regionCovers } from '../regions/region-code';

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
  /** Company regions (GB/T 2260 province, city, district codes), kind and account manager: the audience of 控销 goods. */
  regions?: readonly string[];
  companyKind?: string;
  accountManagerId?: number | null;
  /** Kind of the first licence past its expiry date (see LICENCE_KIND_TEXT), if any: buying is locked. */
  expiredLicence?: string | null;
  /** The buyer's company: 指定客户价 name it. */
  companyId?: number;
}

/**
 * 控销 audience of one goods: a buyer in any listed region (province, city or district code), of any listed company kind, or
 * served by any listed account manager may buy. Empty lists admit nobody through that list.
 */
export interface ControlAudience {
  provinces: readonly string[];
  companyKinds: readonly string[];
  accountManagerIds: readonly number[];
}

/** 证照 names by licence kind. */
export const LICENCE_KIND_TEXT: Record<string, string> = {
  business_license: '营业执照',
  drug_license: '药品经营许可证',
  medical_license: '医疗机构执业许可证',
  purchase_proxy: '采购委托书',
  id_card: '采购人身份证',
};

/** The lock reason of an expired licence: shown by lists, cart and checkout alike. */
export const expiredLicenceReason = (kind: string): string =>
  `您的《${LICENCE_KIND_TEXT[kind] ?? kind}》已过期，暂不能购买，请在“资质证照”中重新上传`;

export interface EligibilityGoods {
  isBuy: boolean;
  stock: number;
  /** Scope code the goods needs, e.g. 'chemical', 'tcm_slices', 'device_2'. */
  scope: string;
  isControlled: boolean;
  isEphedrine: boolean;
  /** The operators' audience for a controlled goods; without one the 控销 scope decides. */
  control?: ControlAudience | null;
}

export const COMPANY_KIND_LABELS: Record<string, string> = {
  pharmacy: '单体药店',
  clinic: '诊所',
  hospital: '医院',
  chain_store: '连锁门店',
};

/** The display name of a region code; the server passes the full tree's (cities, districts). */
export type RegionNamer = (code: string) => string;

/** 「浙江省、杭州市的药店、诊所」: who a controlled goods is for, in the buyer's words. */
export function controlAudienceText(c: ControlAudience, nameOf: RegionNamer = provinceName): string {
  const parts: string[] = [];
  if (c.provinces.length) parts.push(c.provinces.map(nameOf).join('、'));
  if (c.companyKinds.length) parts.push(c.companyKinds.map((k) => COMPANY_KIND_LABELS[k] ?? k).join('、'));
  if (c.accountManagerIds.length) parts.push('指定客户经理名下客户');
  return parts.join('；') || '指定客户';
}

export function inControlAudience(buyer: EligibilityBuyer, c: ControlAudience): boolean {
  return (
    // A rule's code names a province, city or district; the company holds all three of its codes.
    (buyer.regions !== undefined && c.provinces.some((p) => regionCovers(p, buyer.regions!))) ||
    (buyer.companyKind !== undefined && c.companyKinds.includes(buyer.companyKind)) ||
    (buyer.accountManagerId != null && c.accountManagerIds.includes(buyer.accountManagerId))
  );
}

/**
 * The one 经营范围 vocabulary (issue 27): codes stored on companies and goods, with the names of a
 * drug-trading licence. Registration offers, approval pre-ticks, goods, the import template and the
 * export all use this table, so a scope a buyer asks for is never dropped on the way.
 */
export const SCOPE_LABELS: Record<string, string> = {
  chemical: '化学药制剂',
  antibiotic: '抗生素制剂',
  tcm_patent: '中成药',
  tcm_slices: '中药饮片',
  tcm_granules: '中药配方颗粒',
  biological: '生物制品',
  biochemical: '生化药品',
  ephedrine: '含麻黄碱类复方制剂',
  prescription: '处方药',
  otc: '非处方药',
  device_1: '第一类医疗器械',
  device_2: '第二类医疗器械',
  device_3: '第三类医疗器械',
  food_health: '保健食品',
  food: '预包装食品',
  cosmetics: '化妆品',
  disinfect: '消毒产品',
  family_planning: '计生用品',
  controlled: '控销品种',
};

/** Codes an older screen wrote for the same scope: read as the one code. */
export const SCOPE_ALIASES: Readonly<Record<string, string>> = {
  health_food: 'food_health',
  disinfectant: 'disinfect',
};

/** The vocabulary's code for a code, an alias or a Chinese name (保健食品); null when unknown. */
export function scopeCode(input: string): string | null {
  const v = input.trim();
  if (v in SCOPE_LABELS) return v;
  if (v in SCOPE_ALIASES) return SCOPE_ALIASES[v]!;
  return Object.entries(SCOPE_LABELS).find(([, name]) => name === v)?.[0] ?? null;
}

export const scopeLabel = (code: string): string => SCOPE_LABELS[scopeCode(code) ?? code] ?? code;

/** Scopes any business may buy without a licence entry. */
const OPEN_SCOPES = new Set(['device_1', 'food_health', 'family_planning', 'disinfect']);

export function purchaseBlockReason(
  buyer: EligibilityBuyer,
  goods: EligibilityGoods,
  nameOf?: RegionNamer,
): string | null {
  if (!buyer.signedIn) return '请登录后购买';
  if (!buyer.isPassed) {
    const note = buyer.qualificationNote ? `：${buyer.qualificationNote}` : '';
    return `您的资质尚未审核通过，暂不能购买${note}`;
  }
  if (buyer.expiredLicence) return expiredLicenceReason(buyer.expiredLicence);
  if (!goods.isBuy) return '该商品已下架，暂不可购买';
  if (!OPEN_SCOPES.has(goods.scope) && !buyer.businessScope.includes(goods.scope)) {
    return `该商品属于「${scopeLabel(goods.scope)}」，超出您的经营范围`;
  }
  if (goods.isEphedrine && !buyer.businessScope.includes('ephedrine')) {
    return '含麻黄碱类复方制剂须具备相应经营范围方可购买';
  }
  if (goods.isControlled && goods.control) {
    if (!inControlAudience(buyer, goods.control)) {
      return `该商品为控销品种，仅限${controlAudienceText(goods.control, nameOf)}采购`;
    }
  } else if (goods.isControlled && !buyer.businessScope.includes('controlled')) {
    return '该商品为控销品种，请联系客户经理开通';
  }
  if (goods.stock <= 0) return '该商品暂时缺货';
  return null;
}
