/**
 * NDCG@10 of a judged query (issue 34). A judgement names goods by what a pharmacist knows of them
 * (display name, generic name, maker's 简称, category, spec), never by id, so the set survives a
 * reseed. Pure: the caller supplies the ranked goods' facts.
 */
export interface GoodsRef {
  name?: string;
  generic?: string;
  /** Maker's 简称 (manufacturers.short_name). */
  maker?: string;
  /** A category leaf or its parent. */
  category?: string;
  spec?: string;
}

export type QueryKind =
  | 'generic'
  | 'brand'
  | 'maker'
  | 'indication'
  | 'pinyin'
  | 'initials'
  | 'typo'
  | 'synonym'
  | 'approval'
  | 'barcode'
  | 'mixed';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  /** The goods that must be first, where there is one. */
  first?: GoodsRef;
  /** Goods that must appear in the top 10 (each ref is one goods; repeat a ref for several). */
  top10: GoodsRef[];
}

export interface GoodsFacts {
  name: string;
  generic: string;
  maker: string;
  categories: string[];
  spec: string;
}

export const matches = (g: GoodsFacts, r: GoodsRef): boolean =>
  (r.name === undefined || g.name === r.name) &&
  (r.generic === undefined || g.generic === r.generic) &&
  (r.maker === undefined || g.maker === r.maker) &&
  (r.category === undefined || g.categories.includes(r.category)) &&
  (r.spec === undefined || g.spec === r.spec);

/** The must-be-first goods counts 3, every other required goods 2. */
const FIRST_GAIN = 3;
const TOP_GAIN = 2;
const K = 10;

const discount = (rank: number) => 1 / Math.log2(rank + 2);

/**
 * Each result may satisfy one judged ref, so three refs to a maker need three of its goods. The
 * must-be-first goods earns its gain at rank 1 only; found lower it counts as a required goods.
 * The ideal ranking puts every ref's goods first, the must-be-first one at rank 1.
 */
export function ndcgAt10(judged: JudgedQuery, ranked: GoodsFacts[]): number {
  const first = judged.first;
  let firstOpen = first !== undefined;
  const open = judged.top10.map(() => true);
  let dcg = 0;
  ranked.slice(0, K).forEach((g, rank) => {
    if (rank === 0 && first && matches(g, first)) {
      firstOpen = false;
      dcg += FIRST_GAIN * discount(rank);
      return;
    }
    const i = judged.top10.findIndex((r, j) => open[j] && matches(g, r));
    if (i >= 0) {
      open[i] = false;
      dcg += TOP_GAIN * discount(rank);
    } else if (firstOpen && first && matches(g, first)) {
      firstOpen = false;
      dcg += TOP_GAIN * discount(rank);
    }
  });
  const gains = [...(first ? [FIRST_GAIN] : []), ...judged.top10.map(() => TOP_GAIN)].slice(0, K);
  const ideal = gains.reduce((s, gain, rank) => s + gain * discount(rank), 0);
  return ideal === 0 ? 1 : dcg / ideal;
}
