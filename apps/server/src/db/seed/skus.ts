import { MANUFACTURERS, type ManufacturerDef } from './fixtures/manufacturers';
import type { ProductDef, ProductGroup } from './fixtures/types';
import { hashString, Rng } from './prng';

export interface SpecDef {
  ypgg: string;
  unit: string;
  priceFen: number;
  /** The strength part of the spec (before the pack count); one approval number per strength. */
  strength: string;
}

/** One SKU to create: a real product, made by one maker, in one spec and pack size. */
export interface SkuPlan {
  group: ProductGroup;
  product: ProductDef;
  maker: ManufacturerDef;
  /** Index of the maker in the product's own list, or -1 for a further plausible maker. */
  makerRank: number;
  spec: SpecDef;
  /** 0 for a listed spec, else the pack size is derived (e.g. 24粒 → 48粒). */
  variant: number;
}

export function parseSpec(raw: string): SpecDef {
  const [ypgg = '', unit = '盒', yuan = '1'] = raw.split('|');
  const star = ypgg.lastIndexOf('*');
  return {
    ypgg,
    unit,
    priceFen: Math.round(Number(yuan) * 100),
    strength: star > 0 ? ypgg.slice(0, star) : ypgg,
  };
}

/** Other pack sizes of the same strength, as wholesalers list them: 24粒 → 12粒, 36粒, 48粒. */
export function packVariants(spec: SpecDef): SpecDef[] {
  const m = /^(.*?)(\d+)([^\d*:]+)$/.exec(spec.ypgg);
  if (!m || spec.ypgg.includes(':') || spec.ypgg.includes('+')) return [];
  const [, head = '', countText = '', tail = ''] = m;
  const n = Number(countText);
  if (n < 2 || n > 200) return [];
  const out: SpecDef[] = [];
  for (const [mul, priceMul] of [
    [2, 1.85],
    [0.5, 0.58],
    [1.5, 1.42],
    [3, 2.6],
  ] as const) {
    const k = n * mul;
    if (!Number.isInteger(k) || k < 1) continue;
    out.push({ ...spec, ypgg: `${head}${k}${tail}`, priceFen: Math.round(spec.priceFen * priceMul) });
  }
  return out;
}

const BY_SHORT = new Map(MANUFACTURERS.map((m) => [m.shortName, m]));

export function makerByShort(short: string): ManufacturerDef {
  const m = BY_SHORT.get(short);
  if (!m) throw new Error(`seed data: unknown manufacturer 简称 "${short}"`);
  return m;
}

/** The ordered list of SKUs one product yields: its own makers first, then further plausible makers. */
function productSequence(group: ProductGroup, product: ProductDef): SkuPlan[] {
  const specs = product.s.map(parseSpec);
  const own = product.m.map(makerByShort);
  const rng = new Rng(hashString(product.g));
  const pool = product.x
    ? []
    : rng.shuffle(
        MANUFACTURERS.filter((m) => m.kinds.includes(group.poolKind) && !product.m.includes(m.shortName)),
      );
  const seen = new Set(specs.map((s) => s.ypgg));
  const variants = specs.flatMap(packVariants).filter((v) => !seen.has(v.ypgg) && seen.add(v.ypgg));
  const seq: SkuPlan[] = [];
  const add = (makers: ManufacturerDef[], list: SpecDef[], variant: number) => {
    makers.forEach((maker) => {
      const rank = product.m.indexOf(maker.shortName);
      for (const spec of list) seq.push({ group, product, maker, makerRank: rank, spec, variant });
    });
  };
  add(own, specs, 0);
  add(pool.slice(0, 40), specs.slice(0, 1), 0);
  add(own, variants, 1);
  add(pool.slice(0, 40), specs.slice(1), 0);
  add(pool.slice(0, 40), variants, 1);
  add(pool.slice(40), [...specs, ...variants], 2);
  return seq;
}

/**
 * Deals SKUs round-robin across all products so that any size covers every product first, then
 * adds makers and pack sizes. Past the ~78,000 real combinations (benchmarks only) it lists the
 * same SKUs again as multi-box bundles (…*2盒, unit 提), as wholesalers do for bulk buyers.
 */
export function planSkus(groups: ProductGroup[], count: number): SkuPlan[] {
  const sequences = groups.flatMap((g) => g.products.map((p) => productSequence(g, p)));
  const out: SkuPlan[] = [];
  const longest = Math.max(...sequences.map((s) => s.length));
  for (let bundle = 1; out.length < count; bundle++) {
    for (let round = 0; round < longest && out.length < count; round++) {
      for (const seq of sequences) {
        const sku = seq[round];
        if (sku) out.push(bundle === 1 ? sku : asBundle(sku, bundle));
        if (out.length >= count) break;
      }
    }
  }
  return out;
}

function asBundle(sku: SkuPlan, boxes: number): SkuPlan {
  const { spec } = sku;
  return {
    ...sku,
    variant: sku.variant + 10 * boxes,
    spec: {
      ...spec,
      ypgg: `${spec.ypgg}*${boxes}${spec.unit}`,
      unit: '提',
      priceFen: Math.round(spec.priceFen * boxes * 0.97),
    },
  };
}
