import type { CommonConfig as CommonConfigContract, NavNode } from '@shop/shared';
import type { Db } from '../../db/client';
import { buildCategoryTree, pruneTree, selectBranches, type MenuNode } from './category-tree';
import { readSettings } from './settings';
import {
  listBrands,
  listCategoryGoodsFlags,
  listCategoryRows,
  listNavRows,
  type CategoryGoodsFlags,
} from './site.repo';

/** Everything of the common-config call except the clock. */
export type CommonConfig = Omit<CommonConfigContract, 'timestamp'>;

/** The traditional-medicine zone: 中药饮片, 配方颗粒 and every 中成药 branch, wherever it sits in the tree. */
const TCM_NAME = /中药|中成药|饮片/;
/** The medical-devices zone: the 医疗器械 branch. */
const DEVICE_NAME = /器械/;

type Flag = Exclude<keyof CategoryGoodsFlags, 'category_id'>;

/** Everything of the common-config call except the clock; read-only content, safe to cache. */
export async function loadCommonConfig(db: Db): Promise<CommonConfig> {
  const [settings, navRows, categoryRows, flagRows, brand] = await Promise.all([
    readSettings(db, ['hot_searches']),
    listNavRows(db),
    listCategoryRows(db),
    listCategoryGoodsFlags(db),
    listBrands(db),
  ]);
  const flags = new Map(flagRows.map((f) => [Number(f.category_id), f]));
  const has = (flag: Flag) => (node: MenuNode) => flags.get(node.id)?.[flag] === true;
  const category = buildCategoryTree(categoryRows);
  return {
    rnss: settings.hot_searches,
    nav: buildNavTree(navRows),
    category,
    category_yx: pruneTree(category, has('yx')),
    category_zy: pruneTree(category, has('zy')),
    category_qx: pruneTree(category, has('qx')),
    category_by: pruneTree(category, has('by')),
    category_zyyp: pruneTree(
      selectBranches(category, (name) => TCM_NAME.test(name)),
      has('any'),
    ),
    category_qxzq: pruneTree(
      selectBranches(category, (name) => DEVICE_NAME.test(name)),
      has('any'),
    ),
    brand,
  };
}

interface NavRow {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  image: string;
  isOpen: boolean;
}

/** Rows arrive ordered by sort; children keep that order under their parent. */
function buildNavTree(rows: readonly NavRow[]): NavNode[] {
  const nodes = new Map<number, NavNode>();
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, name: r.name, url: r.url, image: r.image, is_open: r.isOpen, children: [] });
  }
  const roots: NavNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}
