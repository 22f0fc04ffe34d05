import type { ReactNode } from 'react';
import type { Permission } from '@shop/shared/admin/permissions';

/** The menu groups, in the order the side menu shows them. */
export const MENU_GROUPS = [
  '工作台',
  '客户管理',
  '订单管理',
  '仓库管理',
  '商品管理',
  '内容与促销',
  '客服中心',
  '系统管理',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * One page of the back office. A page with `menu` appears in the side menu only for operators
 * holding `permission` (the server checks the same permission on every call the page makes).
 */
export interface AdminRoute {
  /** Relative to /admin, e.g. 'orders' or 'orders/:id'. */
  path: string;
  element: ReactNode;
  /** Needed to open the page at all (a deep link without it shows 无权访问). */
  permission: Permission;
  menu?: { group: MenuGroup; name: string; icon?: ReactNode };
  /** Breadcrumb/page title when there is no menu entry (detail pages). */
  title?: string;
}
