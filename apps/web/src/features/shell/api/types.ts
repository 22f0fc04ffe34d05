import type { LicenceWarning } from '@shop/shared';
/** Wire shapes of the shell's calls (spec §3), as the server module returns them. */

export interface AccountManager {
  name: string;
  phone: string;
  /** 1: the shop's default contact (no prefix); 0: this buyer's own manager, shown as 专属客服. */
  is_default: 0 | 1;
}

export interface BaseInfo {
  show: boolean;
  username?: string;
  name?: string;
  phone?: string;
  company?: string;
  face?: string;
  rank?: string;
  admin?: AccountManager | null;
  address?: string;
  is_passed?: boolean;
  points?: number;
  cart?: number;
  message_count?: number;
  wechat?: string;
  common_config?: { hot_line?: string; qq1?: string; qq2?: string };
  quality_inspection?: { quality_inspection_url?: string; msg?: string };
  login_url?: string;
  /** The server sends booleans; the old API sent 0/1. */
  is_show_youx?: boolean | number;
  is_special?: boolean | number;
  /** The server sends a boolean; the old API sent 0/1. */
  is_can_chat?: boolean | number;
  token?: string;
  /** The server sends a boolean; the old API sent 0/1. */
  is_AfterSale?: boolean | number;
  /** A licence within 30 days of expiry or past it (see LicenceWarningSchema). */
  licence_warning?: LicenceWarning;
  /** Ephedrine orders whose signed receipt is overdue (/hmdd). */
  receipt_overdue?: number;
  ywy?: unknown;
  customer?: unknown;
}

/** Spec §6: what the header shows when base info is not fetched or fails. */
export const VISITOR: BaseInfo = { show: true };
/**
 * Pages that do not fetch base info (spec §6) and have none cached yet: nothing is known of the
 * buyer, so the top bar neither invites to sign in (the page itself needs a session) nor names one.
 */
export const UNFETCHED: BaseInfo = { show: false };

export const isSignedIn = (base: BaseInfo): boolean => Boolean(base.company);

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image?: string;
  is_open?: number | boolean;
  children?: NavItem[];
}

export interface MenuItem {
  id: number;
  name: string;
  logo1?: string;
  children?: MenuItem[];
}

export interface BrandItem {
  id: number;
  name: string;
  logo?: string;
}

export interface CommonConfig {
  rnss: string[];
  nav: NavItem[];
  category: MenuItem[];
  category_yx?: MenuItem[];
  category_zy?: MenuItem[];
  category_qx?: MenuItem[];
  category_by?: MenuItem[];
  category_zyyp?: MenuItem[];
  category_qxzq?: MenuItem[];
  brand: BrandItem[];
  /** 10-digit seconds (spec §9). */
  timestamp: number;
}

export interface AdItem {
  id: number;
  image: string;
  url: string;
  title?: string;
}

export interface GlobalLinks {
  links: Array<{ name: string; url: string }>;
  site: {
    icp?: string;
    drug_info_license?: string;
    drug_license?: string;
    legal?: string;
    company_name?: string;
    hot_line?: string;
  };
}

export interface ArticleCategory {
  id: number;
  name: string;
  code?: string;
  children?: Array<{ id: number; name: string; code?: string }>;
}
