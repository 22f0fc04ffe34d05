/**
 * Import throughput: one 10,000-row goods workbook uploaded, validated and committed through the
 * admin API, timed by the clock here (upload → ready, commit → done) and by the job's commit_ms.
 * PGlite by default; PostgreSQL with TEST_DB=postgres DATABASE_URL=… (the test template is reused).
 *   tsx apps/server/bench/import.bench.ts
 * Figures go to the console only; nothing asserts a time.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportJob } from '@shop/shared';
import { queryRows } from '../src/db/query';
import { HEADERS, importRow } from '../src/modules/goods/import/import.fixtures';
import { adminClient } from '../test/admin-client';
import { body, createTestApp } from '../test/test-app';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);

const t = await createTestApp();
try {
  const admin = await adminClient(t);
  const [r] = await queryRows<{ maker: string; category: string }>(
    t.deps.database.db,
    sql`SELECT (SELECT name FROM manufacturers ORDER BY id LIMIT 1) AS maker,
          (SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
             AND (SELECT count(*) FROM categories y WHERE y.name = c.name) = 1 ORDER BY c.id LIMIT 1) AS category`,
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品导入');
  ws.addRow(HEADERS);
  for (let i = 1; i <= ROWS; i++) ws.addRow(importRow(i, r!.maker, r!.category));
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  const until = async (id: string, states: ImportJob['state'][]) => {
    for (;;) {
      const job = body<ImportJob>(await admin.get(`/api/admin/import/jobs/${id}`)).data;
      if (states.includes(job.state)) return job;
      await new Promise((res) => setTimeout(res, 50));
    }
  };
  const t0 = performance.now();
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/admin/import/goods?file_name=goods.xlsx',
    headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
    payload: file,
  });
  const id = body<ImportJob>(up).data.id;
  const ready = await until(id, ['ready', 'failed']);
  const t1 = performance.now();
  await admin.post(`/api/admin/import/jobs/${id}/commit`, {});
  const done = await until(id, ['done', 'failed']);
  const t2 = performance.now();
  const perS = (n: number, ms: number) => Math.round((n * 1000) / ms);
  console.log(
    [
      `[import bench] ${t.deps.database.kind}: ${ROWS} rows (${(file.length / 1024).toFixed(0)} KiB xlsx), valid ${ready.valid}, written ${done.written}`,
      `  read + validate: ${Math.round(t1 - t0)} ms → ${perS(ROWS, t1 - t0)} rows/s`,
      `  commit (one transaction): ${Math.round(t2 - t1)} ms wall, ${done.commit_ms} ms in the job → ${perS(done.written, done.commit_ms)} rows/s`,
      `  end to end: ${Math.round(t2 - t0)} ms → ${perS(ROWS, t2 - t0)} rows/s`,
    ].join('\n'),
  );
} finally {
  await t.close();
}
