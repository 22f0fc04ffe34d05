import type { Db } from '../../../db/client';
import { goodsFactsRows } from './facts.repo';
import { ndcgAt10, type GoodsFacts, type JudgedQuery } from './ndcg';

export interface QueryScore {
  q: string;
  kind: string;
  ndcg: number;
  /** The first three names returned, to read a bad score by. */
  got: string[];
}

/** The first page of a search as a buyer gets it: goods ids in order. */
export type RunSearch = (q: string) => Promise<number[]>;

async function factsOf(db: Db, ids: number[]): Promise<Map<number, GoodsFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await goodsFactsRows(db, ids);
  return new Map(rows.map(({ id, ...f }) => [id, f]));
}

/** NDCG@10 of every judged query, one after another (PGlite has one connection). */
export async function evaluate(db: Db, set: readonly JudgedQuery[], run: RunSearch) {
  const scores: QueryScore[] = [];
  for (const judged of set) {
    const ids = (await run(judged.q)).slice(0, 10);
    const facts = await factsOf(db, ids);
    const ranked = ids.flatMap((id) => {
      const f = facts.get(id);
      return f ? [f] : [];
    });
    scores.push({
      q: judged.q,
      kind: judged.kind,
      ndcg: ndcgAt10(judged, ranked),
      got: ranked.slice(0, 3).map((g) => `${g.name}（${g.maker}）`),
    });
  }
  const mean = scores.reduce((s, x) => s + x.ndcg, 0) / Math.max(1, scores.length);
  const worst = [...scores].sort((a, b) => a.ndcg - b.ndcg);
  return { mean, scores, worst };
}

export function formatWorst(worst: QueryScore[], n = 10): string {
  return worst
    .slice(0, n)
    .map((s) => `  ${s.ndcg.toFixed(3)}  ${s.kind.padEnd(10)} ${s.q}  →  ${s.got.join('、') || '（无结果）'}`)
    .join('\n');
}
