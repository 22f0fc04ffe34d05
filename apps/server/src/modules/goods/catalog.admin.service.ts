/**
 * 分类 and 标签 in the back office (厂家 and 品牌: makers.admin.service.ts). Category order follows the storefront's rule (a larger sort
 * shows first), so a drag-and-drop order is stored as descending sort values under one parent.
 */
import { sql } from 'drizzle-orm';
import { TAG_COLORS } from '@shop/shared';
import type { AdminCategoryInputSchema, AdminCategoryMoveSchema, AdminCategoryNode } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound, refused } from '../../lib/errors';

export async function categoryTree(db: Db): Promise<AdminCategoryNode[]> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    sort: number;
    n: number;
  }>(
    db,
    sql`SELECT c.id, c.parent_id, c.name, c.sort, (SELECT count(*)::int FROM goods g WHERE g.category_id = c.id) AS n
          FROM categories c ORDER BY c.sort DESC, c.id`,
  );
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
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (
          SELECT id, parent_id FROM categories WHERE id = ${parentId}
          UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
        SELECT id FROM up`,
  );
  if (rows.length === 0) throw invalid('上级分类不存在');
  if (selfId !== undefined && rows.some((r) => r.id === selfId)) throw invalid('不能移动到自己的下级分类中');
}

export async function saveCategory(db: Db, actor: Actor, id: number | null, input: CategoryInput) {
  return db.transaction(async (tx) => {
    await assertParent(tx, input.parent_id, id ?? undefined);
    const [row] =
      id === null
        ? await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO categories (parent_id, name, sort) VALUES (${input.parent_id ?? null}, ${input.name}, ${input.sort}) RETURNING id`,
          )
        : await queryRows<{ id: number }>(
            tx,
            sql`UPDATE categories SET parent_id = ${input.parent_id ?? null}, name = ${input.name}, sort = ${input.sort}
                 WHERE id = ${id} RETURNING id`,
          );
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
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE categories SET parent_id = ${input.parent_id}, sort = ${(n - i) * 10} WHERE id = ${id} RETURNING id`,
      );
      if (rows.length === 0) throw notFound('分类不存在');
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
    const [use] = await queryRows<{ kids: number; goods: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM categories WHERE parent_id = ${id}) AS kids,
                 (SELECT count(*)::int FROM goods WHERE category_id = ${id}) AS goods`,
    );
    if (use && use.kids > 0) throw refused('请先删除或移走下级分类');
    if (use && use.goods > 0) throw refused(`该分类下还有 ${use.goods} 个商品，请先移走`);
    const rows = await queryRows<{ name: string }>(
      tx,
      sql`DELETE FROM categories WHERE id = ${id} RETURNING name`,
    );
    if (!rows[0]) throw notFound('分类不存在');
    await audit(tx, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      summary: `删除分类「${rows[0].name}」`,
    });
    return { id };
  });
}

/** The spec's tag labels with their colours and how many goods carry each. */
export async function listTags(db: Db) {
  const counts = await queryRows<{ name: string; n: number }>(
    db,
    sql`SELECT name, count(*)::int AS n FROM goods_tags GROUP BY name`,
  );
  const by = new Map(counts.map((c) => [c.name, c.n]));
  return Object.entries(TAG_COLORS).map(([name, color]) => ({ name, color, goods_count: by.get(name) ?? 0 }));
}
