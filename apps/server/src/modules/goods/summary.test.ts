import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-db';
import { describeName } from '../../../test/test-app';
import { facetCounts, listTotal } from './goods.repo';
import { totalAndFacets } from './list-summary.repo';
import { GoodsListQuerySchema } from '@shop/shared';
import { parseKeyword } from './keyword';

/** The one-scan summary of a search page must say exactly what the three separate counts say. */
describe(describeName('goods list: total and facets in one scan'), () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.drop());

  const searches = [
    {},
    { keyword: '感冒' },
    { keyword: 'gm' },
    { keyword: '阿莫西林', in_stock: '1', rx: 'rx' },
    { keyword: '华润', type: '2' },
    { near_expiry: '1' },
    { keyword: '没有这种药' },
    // A maker or dosage form chosen: each facet leaves its own filter out (issue 32: still one scan).
    { dosage_form: '片剂' },
    { dosage_form: '片剂', in_stock: '1', price_min: '1', price_max: '80' },
    { dosage_form: '胶囊剂', rx: 'rx', select: '1' },
    { keyword: '感冒', dosage_form: '颗粒剂' },
    { select: '1' },
  ];
  it.each(searches)('%o', async (raw) => {
    const q = GoodsListQuerySchema.parse(raw);
    const k = parseKeyword(q.keyword);
    const { db } = t.database;
    const one = await totalAndFacets(db, q, k, { manufacturer: 5, dosage_form: 4 });
    expect(one).toEqual({
      total: await listTotal(db, q, k),
      manufacturers: await facetCounts(db, q, k, 'manufacturer', 5),
      dosage_forms: await facetCounts(db, q, k, 'dosage_form', 4),
    });
  });

  it('says what the separate counts say with a maker chosen, alone and with a dosage form', async () => {
    const { db } = t.database;
    const all = GoodsListQuerySchema.parse({});
    const [maker] = (await totalAndFacets(db, all, null, { manufacturer: 1, dosage_form: 1 })).manufacturers;
    if (!maker) throw new Error('no maker');
    for (const raw of [{ manufacturer: maker.value }, { manufacturer: maker.value, dosage_form: '片剂' }]) {
      const q = GoodsListQuerySchema.parse(raw);
      const one = await totalAndFacets(db, q, null, { manufacturer: 5, dosage_form: 4 });
      expect(one.total).toBeGreaterThan(0);
      expect(one).toEqual({
        total: await listTotal(db, q, null),
        manufacturers: await facetCounts(db, q, null, 'manufacturer', 5),
        dosage_forms: await facetCounts(db, q, null, 'dosage_form', 4),
      });
    }
  });
});
