/**
 * The relevance order of a bounded candidate set (issue 34, ADR 007), in memory: the bounded read
 * already returns each candidate's tier, similarity and drug (search.sql.ts rankColumns), so
 * ordering a few hundred rows here replaces a second statement that read them all again.
 */
export interface RankRow {
  id: number;
  ok: boolean;
  sales: number;
  generic_name: string;
  manufacturer_id: number;
  tier: number;
  sim: number;
  /** Place among an indication's drugs of choice (search.sql.ts rankColumns): lower first. */
  pref: number;
}

const byTurn = (a: RankRow, b: RankRow) => b.sales - a.sales || a.id - b.id;

function groupBy<K>(rows: RankRow[], key: (r: RankRow) => K): Map<K, RankRow[]> {
  const groups = new Map<K, RankRow[]>();
  for (const r of rows) {
    const g = groups.get(key(r));
    if (g) g.push(r);
    else groups.set(key(r), [r]);
  }
  return groups;
}

/**
 * Goods whose near-expiry state can move them: a drug's maker with two goods or more among the
 * candidates (a lone goods keeps its turn whatever its lots). Only these are probed for 近效期.
 */
export function sharingMaker(rows: RankRow[]): number[] {
  return [...groupBy(rows, (r) => `${r.generic_name}\u0000${r.manufacturer_id}`).values()]
    .filter((g) => g.length > 1)
    .flatMap((g) => g.map((r) => r.id));
}

/**
 * Sellable first, then the tier; then rounds: each drug's (generic name's) best goods before its
 * second, where a drug's goods take turns by maker (each maker's best pack first) and a 近效期 goods
 * comes after its maker's in-date goods of that drug, so it never outranks the same goods in date;
 * in a round an indication's drugs of choice first, then similarity of the name, sales, id.
 */
export function rankCandidates(rows: RankRow[], nearExpiry: ReadonlySet<number>): number[] {
  const makerTurn = new Map<number, number>();
  for (const g of groupBy(rows, (r) => `${r.generic_name}\u0000${r.manufacturer_id}`).values()) {
    g.sort((a, b) => +nearExpiry.has(a.id) - +nearExpiry.has(b.id) || byTurn(a, b));
    g.forEach((r, i) => makerTurn.set(r.id, i));
  }
  const turn = (r: RankRow) => makerTurn.get(r.id) ?? 0;
  const round = new Map<number, number>();
  for (const g of groupBy(rows, (r) => `${+r.ok}\u0000${r.tier}\u0000${r.generic_name}`).values()) {
    g.sort((a, b) => turn(a) - turn(b) || byTurn(a, b));
    g.forEach((r, i) => round.set(r.id, i));
  }
  const roundOf = (r: RankRow) => round.get(r.id) ?? 0;
  return [...rows]
    .sort(
      (a, b) =>
        +b.ok - +a.ok ||
        a.tier - b.tier ||
        roundOf(a) - roundOf(b) ||
        a.pref - b.pref ||
        b.sim - a.sim ||
        byTurn(a, b),
    )
    .map((r) => r.id);
}
