import type { ComponentType, LazyExoticComponent } from 'react';
import type { Params } from 'react-router';

export type HeaderKind = 'full' | 'login' | 'none';

/** Which category list of the common config the header's category menu shows (spec §2 Header). */
export type CategoryZone =
  | 'category'
  | 'category_yx'
  | 'category_zy'
  | 'category_qx'
  | 'category_by'
  | 'category_zyyp'
  | 'category_qxzq';

export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * One screen of spec §2, as data. The layout reads the flags of the deepest matched entry, so a
 * feature only declares what its page needs.
 */
export interface RouteEntry {
  path: string;
  /** Chinese title; the document title is `${title} - 康源医药网`. */
  title: string;
  /** Route name referenced by the spec (index, cart_step1, list, ...). */
  name?: string;
  /**
   * Further names of the same screen: the old router named a list's parent and its index child
   * apart (list and list_index), both showing what /list shows here.
   */
  otherNames?: string[];
  page: PageComponent;
  /** Further paths showing the same page (spec "alias"), e.g. /order/info/:id for /order_wddd_info/:id. */
  aliases?: string[];
  header?: HeaderKind; // default 'full'
  footer?: boolean; // default true
  toolbar?: boolean; // right toolbar, default true
  topAd?: boolean; // default false
  sideNav?: boolean; // default false
  scrollRestore?: boolean; // default true
  /** Category menu: expanded on the page (home) or on hover; and which zone's list. */
  categoryMenu?: 'open' | 'hover';
  categoryZone?: CategoryZone;
  /** Spec §6: base info is not fetched on login, member-centre and WeChat-binding pages. */
  baseInfo?: boolean; // default true
  /**
   * The page is only for a signed-in buyer: a browser without a sign-in hint goes to /login before
   * anything is drawn (instead of drawing the page, then being sent away by its first 401).
   */
  signIn?: boolean; // default false
  children?: RouteEntry[];
}

/** A path that immediately goes elsewhere (spec "redirects to"). `to` may use the source params. */
export interface RedirectEntry {
  from: string;
  to: string | ((params: Params, search: string) => string);
}

/** Flags after defaults, as the layout consumes them. */
export type RouteMeta = Required<
  Pick<
    RouteEntry,
    'title' | 'header' | 'footer' | 'toolbar' | 'topAd' | 'sideNav' | 'scrollRestore' | 'baseInfo' | 'signIn'
  >
> &
  Pick<RouteEntry, 'categoryMenu' | 'categoryZone' | 'name'>;

export const SITE_TITLE = '康源医药网';

export function metaOf(entry: RouteEntry): RouteMeta {
  return {
    title: entry.title,
    name: entry.name,
    header: entry.header ?? 'full',
    footer: entry.footer ?? true,
    toolbar: entry.toolbar ?? true,
    topAd: entry.topAd ?? false,
    sideNav: entry.sideNav ?? false,
    scrollRestore: entry.scrollRestore ?? true,
    baseInfo: entry.baseInfo ?? true,
    signIn: entry.signIn ?? false,
    categoryMenu: entry.categoryMenu ?? 'hover',
    categoryZone: entry.categoryZone ?? 'category',
  };
}

/** Marks a slice's entries (and their children) as pages for signed-in buyers only. */
export const signInOnly = (entries: RouteEntry[]): RouteEntry[] =>
  entries.map((e) => ({ ...e, signIn: true, children: e.children && signInOnly(e.children) }));
