/**
 * 分类 and 标签 in the back office (厂家 and 品牌: makers.admin.service.ts). Category order follows the storefront's rule (a larger sort
 * shows first), so a drag-and-drop order is stored as descending sort values under one parent.
 */
import { TAG_COLORS } from '@shop/shared';
import type { AdminCategoryInputSchema, AdminCategoryMoveSchema, AdminCategoryNode } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound, refused } from '../../lib/errors';
import {
  categoryAndAncestors,
  categoryRows,
  categoryUse,
  deleteCategoryRow,
  insertCategory,
  placeCategory,
  tagCounts,
  updateCategory,
} from './catalog.admin.repo';

export async function categoryTree(db: Db): Promise<AdminCategoryNode[]> {
  const rows = await categoryRows(db);
  const nodes = new Map<number, AdminCategoryNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, sort: r.sort, goods_count: r.n, children: [] }]),
  );
  const roots: AdminCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  // A parent counts the goods of its whole branch, as the storefront's category filter does.
  const total = (n: AdminCategoryNode): number =>
    (n.goods_count += n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

type CategoryInput = z.output<typeof AdminCategoryInputSchema>;

async function assertParent(tx: Tx, parentId: number | null | undefined, selfId?: number) {
  if (parentId == null) return;
  const rows = await categoryAndAncestors(tx, parentId);
  if (rows.length === 0) throw invalid('上级分类不存在');
  if (selfId !== undefined && rows.some((r) => r.id === selfId)) throw invalid('不能移动到自己的下级分类中');
}

export async function saveCategory(db: Db, actor: Actor, id: number | null, input: CategoryInput) {
  return db.transaction(async (tx) => {
    await assertParent(tx, input.parent_id, id ?? undefined);
    const row = id === null ? await insertCategory(tx, input) : await updateCategory(tx, id, input);
    if (!row) throw notFound('分类不存在');
    await audit(tx, actor, {
      action: id === null ? 'category.create' : 'category.edit',
      targetType: 'category',
      targetId: row.id,
      summary: `${id === null ? '新建' : '修改'}分类「${input.name}」`,
      after: input,
    });
    return { id: row.id };
  });
}

export async function moveCategories(db: Db, actor: Actor, input: z.output<typeof AdminCategoryMoveSchema>) {
  return db.transaction(async (tx) => {
    for (const id of input.ordered_ids) await assertParent(tx, input.parent_id, id);
    const n = input.ordered_ids.length;
    for (const [i, id] of input.ordered_ids.entries()) {
      if (!(await placeCategory(tx, id, input.parent_id, (n - i) * 10))) throw notFound('分类不存在');
    }
    await audit(tx, actor, {
      action: 'category.move',
      targetType: 'category',
      targetId: input.parent_id ?? 0,
      summary: `调整分类顺序（${n} 个）`,
      after: input,
    });
    return { count: n };
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const use = await categoryUse(tx, id);
    if (use && use.kids > 0) throw refused('请先删除或移走下级分类');
    if (use && use.goods > 0) throw refused(`该分类下还有 ${use.goods} 个商品，请先移走`);
    const name = await deleteCategoryRow(tx, id);
    if (name === undefined) throw notFound('分类不存在');
    await audit(tx, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      summary: `删除分类「${name}」`,
    });
    return { id };
  });
}

/** The spec's tag labels with their colours and how many goods carry each. */
export async function listTags(db: Db) {
  const counts = await tagCounts(db);
  const by = new Map(counts.map((c) => [c.name, c.n]));
  return Object.entries(TAG_COLORS).map(([name, color]) => ({ name, color, goods_count: by.get(name) ?? 0 }));
}
