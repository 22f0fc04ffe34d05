import type { Db } from '../../db/client';
import { categories, goods, goodsLots, manufacturers } from '../../db/schema/index';
import { buildSearchText, pinyinKeys } from '../../lib/pinyin';
import { refreshSearchTerms } from './search-terms.repo';

export interface FixtureGoods {
  name: string;
  sales?: number;
  stock?: number;
  isBuy?: boolean;
  basePriceFen?: number;
}

/** Inserts a tiny catalogue under its own maker and category, so ranking asserts an exact order. */
export async function insertFixtureGoods(
  db: Db,
  maker: string,
  items: FixtureGoods[],
): Promise<Map<string, number>> {
  const mk = pinyinKeys(maker);
  const [m] = await db
    .insert(manufacturers)
    .values({ name: maker, shortName: maker.slice(0, 4), ...mk })
    .returning({ id: manufacturers.id });
  const [c] = await db
    .insert(categories)
    .values({ name: `${maker}分类` })
    .returning({ id: categories.id });
  if (!m || !c) throw new Error('fixture insert failed');
  const ids = new Map<string, number>();
  for (const item of items) {
    const keys = pinyinKeys(item.name);
    const stock = item.stock ?? 100;
    const [row] = await db
      .insert(goods)
      .values({
        name: item.name,
        genericName: item.name,
        ypgg: '0.25g*24粒',
        dosageForm: '胶囊剂',
        bzdw: '盒',
        manufacturerId: m.id,
        sccj: maker,
        approvalNo: `国药准字Z${String(90000000 + ids.size)}`,
        categoryId: c.id,
        basePriceFen: item.basePriceFen ?? 1000,
        retailPriceFen: 1500,
        stock,
        sales: item.sales ?? 0,
        isBuy: item.isBuy ?? true,
        ...keys,
        searchText: buildSearchText({
          name: item.name,
          genericName: item.name,
          manufacturerName: maker,
          ...keys,
        }),
      })
      .returning({ id: goods.id });
    if (!row) throw new Error('fixture insert failed');
    if (stock > 0) {
      await db.insert(goodsLots).values({
        goodsId: row.id,
        batchNo: `B${row.id}`,
        producedOn: '2025-01-01',
        expiresOn: '2027-12-31',
        stock,
      });
    }
    ids.set(item.name, row.id);
  }
  await refreshSearchTerms(db);
  return ids;
}
