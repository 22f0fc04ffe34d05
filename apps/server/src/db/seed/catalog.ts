import type { Tx } from '../client';
import { brands, categories, manufacturers } from '../schema/index';
import { pinyinKeys } from '../../lib/pinyin';
import { CATEGORY_TREE, GROUP_ORDER, type CategoryNode } from './fixtures/categories';
import { BRANDS, MANUFACTURERS } from './fixtures/manufacturers';
import { raster } from './assets';
import type { CatalogRefs } from './goods';

/** Inserts categories, manufacturers and brands; returns the lookups goods need. */
export async function seedCatalog(
  tx: Tx,
  today: Date,
): Promise<CatalogRefs & { counts: Record<string, number> }> {
  const categoryIds = new Map<string, number>();
  const groupOf = new Map<string, number>();
  let categoryCount = 0;
  const walk = async (nodes: CategoryNode[], parentId: number | null, group: number | null) => {
    for (const [sort, node] of nodes.entries()) {
      const g = group ?? GROUP_ORDER.indexOf(node.name);
      const logo = parentId === null ? raster(`/static/goods/${g * 5}.svg`) : '';
      const [row] = await tx
        .insert(categories)
        .values({ parentId, name: node.name, logo, sort: nodes.length - sort })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned nothing');
      if (categoryIds.has(node.name)) throw new Error(`duplicate category name ${node.name}`);
      categoryIds.set(node.name, row.id);
      groupOf.set(node.name, g);
      categoryCount++;
      if (node.children) await walk(node.children, row.id, g);
    }
  };
  await walk(CATEGORY_TREE, null, null);

  const makerRows = await tx
    .insert(manufacturers)
    .values(
      MANUFACTURERS.map((m) => {
        const keys = pinyinKeys(m.shortName);
        return {
          name: m.name,
          shortName: m.shortName,
          province: m.province,
          pinyin: keys.pinyin,
          initials: keys.initials,
        };
      }),
    )
    .returning({ id: manufacturers.id, shortName: manufacturers.shortName });
  const makerIds = new Map(makerRows.map((r, index) => [r.shortName, { id: r.id, index }]));

  const brandIds = new Map<string, { id: number; name: string }>();
  for (const [sort, b] of BRANDS.entries()) {
    const maker = makerIds.get(b.maker);
    const [row] = await tx
      .insert(brands)
      .values({
        name: b.name,
        logo: raster(`/static/goods/brands/${sort + 1}.svg`),
        manufacturerId: maker?.id ?? null,
        sort: BRANDS.length - sort,
      })
      .returning({ id: brands.id });
    if (row) brandIds.set(b.maker, { id: row.id, name: b.name });
  }

  return {
    today,
    counts: { categories: categoryCount, manufacturers: makerRows.length, brands: brandIds.size },
    categoryId(leaf) {
      const id = categoryIds.get(leaf);
      if (id === undefined) throw new Error(`seed data: unknown category "${leaf}"`);
      return id;
    },
    groupIndex: (leaf) => groupOf.get(leaf) ?? 0,
    manufacturer(short) {
      const m = makerIds.get(short);
      if (!m) throw new Error(`seed data: unknown manufacturer "${short}"`);
      return m;
    },
    brand: (makerShort) => brandIds.get(makerShort),
  };
}
