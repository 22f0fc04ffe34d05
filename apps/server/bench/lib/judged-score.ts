import type { Db } from '../../src/db/client';
import { evaluate, formatWorst } from '../../src/modules/search/quality/evaluate';
import { JUDGED_QUERIES } from '../../src/modules/search/quality/judged-queries';

interface Injector {
  inject(opts: { url: string }): Promise<{ statusCode: number; json<T>(): T }>;
}

/** NDCG@10 of the judged query set (issue 34) through the app, with the ten worst queries. */
export async function judgedScore(app: Injector, db: Db): Promise<string> {
  const result = await evaluate(db, JUDGED_QUERIES, async (q) => {
    const res = await app.inject({ url: `/api/goods/list?size=10&keyword=${encodeURIComponent(q)}` });
    return res.statusCode === 200
      ? res.json<{ data: { list: { id: number }[] } }>().data.list.map((g) => g.id)
      : [];
  });
  return `search quality: NDCG@10 ${result.mean.toFixed(4)} over ${result.scores.length} judged queries; worst:\n${formatWorst(result.worst)}`;
}
