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

/** A candidate with its place among its maker's packs of the drug (turn) and in its drug's round. */
interface Placed {
  r: RankRow;
  turn: number;
  round: number;
}

/**
 * Groups by a number, then by a string: no key string is built per row (the ranking runs on up to
 * 800 candidates of every first sight, and joined keys were most of its garbage).
 */
function groups(items: Placed[], num: (p: Placed) => number, text: (p: Placed) => string): Placed[][] {
  const outer = new Map<number, Map<string, Placed[]>>();
  for (const p of items) {
    let inner = outer.get(num(p));
    if (!inner) outer.set(num(p), (inner = new Map<string, Placed[]>()));
    const g = inner.get(text(p));
    if (g) g.push(p);
    else inner.set(text(p), [p]);
  }
  return [...outer.values()].flatMap((inner) => [...inner.values()]);
}

/**
 * In tier 0 a drug's goods are its packs named as typed and its makers' brand packs of the same
 * generic name (澳诺 葡萄糖酸钙锌口服溶液): they take turns by sales, but the best pack named exactly
 * as typed (similarity 1) leads, so what the buyer typed is what they see first.
 */
function leadWithTypedName(g: Placed[]): void {
  const first = g[0];
  if (!first || first.r.tier !== 0 || first.r.sim >= 1) return;
  const i = g.findIndex((p) => p.r.sim >= 1);
  if (i > 0) g.unshift(...g.splice(i, 1));
}

/**
 * Sellable first, then the tier; then rounds: each drug's (generic name's) best goods before its
 * second, where a drug's goods take turns by maker (each maker's best pack first) and a 近效期 goods
 * comes after its maker's in-date goods of that drug, so it never outranks the same goods in date;
 * in a round an indication's drugs of choice first, then similarity of the name, sales, id.
 */
export function rankCandidates(rows: RankRow[]): number[] {
  const items: Placed[] = rows.map((r) => ({ r, turn: 0, round: 0 }));
  for (const g of groups(
    items,
    (p) => p.r.manufacturer_id,
    (p) => p.r.generic_name,
  )) {
    g.sort((a, b) => +a.r.near - +b.r.near || byTurn(a.r, b.r));
    g.forEach((p, i) => (p.turn = i));
  }
  for (const g of groups(
    items,
    (p) => +p.r.ok * 16 + p.r.tier,
    (p) => p.r.generic_name,
  )) {
    g.sort((a, b) => a.turn - b.turn || byTurn(a.r, b.r));
    leadWithTypedName(g);
    g.forEach((p, i) => (p.round = i));
  }
  return items
    .sort(
      (a, b) =>
        +b.r.ok - +a.r.ok ||
        a.r.tier - b.r.tier ||
        a.round - b.round ||
        a.r.pref - b.r.pref ||
        b.r.sim - a.r.sim ||
        byTurn(a.r, b.r),
    )
    .map((p) => p.r.id);
}
