import type { MenuNode } from '@shop/shared';

/** A category row as stored: a flat adjacency list. */
export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  logo: string;
  sort: number;
}

/** Menu items of spec §3 (id, name, logo1, children): the contract's shape. */
export type { MenuNode };

/** Builds the tree from rows, larger sort first (排序值越大越靠前); rows whose parent is missing become roots so nothing silently disappears. */
export function buildCategoryTree(rows: readonly CategoryRow[]): MenuNode[] {
  const sorted = [...rows].sort((a, b) => b.sort - a.sort || a.id - b.id);
  const nodes = new Map<number, MenuNode>();
  for (const r of sorted) nodes.set(r.id, { id: r.id, name: r.name, logo1: r.logo, children: [] });
  const roots: MenuNode[] = [];
  for (const r of sorted) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * Keeps a node when it matches or when one of its descendants does; children are pruned the same
 * way. A zone menu thus shows only branches that lead to goods of that zone.
 */
export function pruneTree(nodes: readonly MenuNode[], keep: (node: MenuNode) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    const children = pruneTree(node.children, keep);
    if (children.length > 0 || keep(node)) out.push({ ...node, children });
  }
  return out;
}

/**
 * The branches under nodes whose name matches (a matching node keeps its whole subtree), with the
 * ancestors that lead to them: e.g. 中西成药 › 感冒用药 › 中成药感冒药 for the traditional-medicine zone.
 */
export function selectBranches(nodes: readonly MenuNode[], matches: (name: string) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (matches(node.name)) {
      out.push(node);
      continue;
    }
    const children = selectBranches(node.children, matches);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}
