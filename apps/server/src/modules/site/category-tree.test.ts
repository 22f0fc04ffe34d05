import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  pruneTree,
  selectBranches,
  type CategoryRow,
  type MenuNode,
} from './category-tree';

const row = (id: number, parentId: number | null, name: string, sort = 0): CategoryRow => ({
  id,
  parentId,
  name,
  logo: `/l/${id}.svg`,
  sort,
});

const ROWS: CategoryRow[] = [
  row(1, null, '中西成药', 3),
  row(2, 1, '感冒用药', 2),
  row(3, 2, '西药感冒药', 2),
  row(4, 2, '中成药感冒药', 1),
  row(5, null, '中药饮片', 2),
  row(6, 5, '补虚药'),
  row(7, null, '医疗器械', 1),
  row(8, 7, '血压计'),
  row(9, 1, '抗过敏药', 1),
];

const names = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));

describe('buildCategoryTree', () => {
  it('nests by parent, larger sort first, and carries logo as logo1', () => {
    const tree = buildCategoryTree([...ROWS].reverse());
    expect(names(tree)).toEqual([
      ['中西成药', [['感冒用药', ['西药感冒药', '中成药感冒药']], '抗过敏药']],
      ['中药饮片', ['补虚药']],
      ['医疗器械', ['血压计']],
    ]);
    expect(tree[0]).toMatchObject({ id: 1, logo1: '/l/1.svg' });
  });

  it('keeps an orphan as a root instead of dropping it', () => {
    expect(names(buildCategoryTree([row(1, null, 'a'), row(2, 99, 'orphan')]))).toEqual(['a', 'orphan']);
  });
});

describe('pruneTree', () => {
  const tree = buildCategoryTree(ROWS);

  it('keeps only branches that lead to a matching node', () => {
    const withGoods = new Set([4, 8]);
    expect(names(pruneTree(tree, (n) => withGoods.has(n.id)))).toEqual([
      ['中西成药', [['感冒用药', ['中成药感冒药']]]],
      ['医疗器械', ['血压计']],
    ]);
  });

  it('returns an empty tree when nothing matches and never mutates its input', () => {
    const before = JSON.stringify(tree);
    expect(pruneTree(tree, () => false)).toEqual([]);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('selectBranches', () => {
  it('takes whole subtrees of matching names with the path that leads to them', () => {
    const tree = buildCategoryTree(ROWS);
    expect(names(selectBranches(tree, (n) => /中药|中成药/.test(n)))).toEqual([
      ['中西成药', [['感冒用药', ['中成药感冒药']]]],
      ['中药饮片', ['补虚药']],
    ]);
  });
});
