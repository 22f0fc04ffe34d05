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
  /** 近效期: a sellable lot expires within NEAR_EXPIRY_DAYS (goods.soonest_expiry). */
  near: boolean;
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
 * Sellable first, then the tier; then rounds: each drug's (generic name's) best goods before its
 * second, where a drug's goods take turns by maker (each maker's best pack first) and a 近效期 goods
 * comes after its maker's in-date goods of that drug, so it never outranks the same goods in date;
 * in a round an indication's drugs of choice first, then similarity of the name, sales, id.
 */
export function rankCandidates(rows: RankRow[]): number[] {
  const makerTurn = new Map<number, number>();
  for (const g of groupBy(rows, (r) => `${r.generic_name}\u0000${r.manufacturer_id}`).values()) {
    g.sort((a, b) => +a.near - +b.near || byTurn(a, b));
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
