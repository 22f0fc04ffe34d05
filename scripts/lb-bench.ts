/**
 * Throughput of the catalogue through different front doors (one instance direct, nginx over two,
 * one worker against all): the bench's own load() (autocannon, 50 connections, BENCH_SECONDS each), on a goods
 * detail page and the first list page, as a visitor. Prints one row per door and path.
 *   npx tsx scripts/lb-bench.ts direct=http://127.0.0.1:42301 nginx=http://127.0.0.1:42300
 */
import { CONNECTIONS, DURATION_S, load } from '../apps/server/bench/lib/load';

const doors = process.argv.slice(2).map((arg) => {
  const [label = arg, url = arg] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, arg];
  return { label, url };
});

async function goodsId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/goods/list?page=1&size=1&in_stock=1&facets=0`);
  const body = (await res.json()) as { data: { list: { id: number }[] } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error(`no goods at ${base}`);
  return id;
}

async function main() {
  if (doors.length === 0) throw new Error('usage: lb-bench.ts label=url [label=url ...]');
  const id = await goodsId(doors[0]!.url);
  const paths = [`/api/goods/detail/${id}`, '/api/goods/list?page=1&size=20'];
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per row`);
  console.log(
    'door'.padEnd(12),
    'path'.padEnd(34),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors',
  );
  for (const path of paths) {
    for (const door of doors) {
      const r = await load(`${door.url}${path}`);
      console.log(
        door.label.padEnd(12),
        path.padEnd(34),
        String(Math.round(r.rps)).padStart(8),
        String(r.p50).padStart(7),
        String(r.p99).padStart(7),
        r.errors + r.non2xx,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
