import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@shop/shared';
import { queryRows } from '../../../db/query';
import { operatorCookie } from '../../../../test/admin';
import { body, createTestApp, type TestApp } from '../../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-db';
import { HEADERS, importRow } from './import.fixtures';

/**
 * Issue 32: production forks a worker per core behind a balancer that is not sticky. Two instances
 * on one database; the one that receives the file does not run jobs at all (its runner is off), so
 * the other must check and write it, and every poll, on either instance, reports the same job.
 */
describe('an import across two instances [postgres]', () => {
  let db: TestDatabase;
  let front: TestApp;
  let worker: TestApp;
  let cookie = '';
  const rows = 1_200;

  beforeAll(async () => {
    db = await openTestDatabase();
    front = await createTestApp({ JOBS_POLL_MS: '0' }, db);
    worker = await createTestApp({ JOBS_POLL_MS: '200' }, db);
    cookie = await operatorCookie(front, 'goods');
  });
  afterAll(async () => {
    await front.close();
    await worker.close();
    await db.drop();
  });

  const count = async () =>
    (await queryRows<{ n: number }>(db.database.db, sql`SELECT count(*)::int AS n FROM goods`))[0]!.n;
  const poll = async (t: TestApp, id: string) => {
    const res = await t.app.inject({ url: `/api/admin/import/jobs/${id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return body<ImportJob>(res).data;
  };
  /** Polls front, worker, front, … until a state in `states`; returns every answer seen. */
  const alternate = async (id: string, states: ImportJob['state'][]) => {
    const seen: ImportJob[] = [];
    for (let i = 0; i < 600; i++) {
      const job = await poll(i % 2 === 0 ? front : worker, id);
      seen.push(job);
      if (states.includes(job.state)) return seen;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`import ${id} did not reach ${states.join('/')}`);
  };

  it(
    'is checked and written by the other instance, and both answer every poll',
    { timeout: 120_000 },
    async () => {
      const [ref] = await queryRows<{ maker: string; category: string }>(
        db.database.db,
        sql`SELECT (SELECT name FROM manufacturers ORDER BY id LIMIT 1) AS maker,
            (SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
               AND (SELECT count(*) FROM categories y WHERE y.name = c.name) = 1 ORDER BY c.id LIMIT 1) AS category`,
      );
      const lines = [
        HEADERS,
        ...Array.from({ length: rows }, (_, i) => importRow(30_001 + i, ref!.maker, ref!.category)),
      ];
      const csv = Buffer.from(`\ufeff${lines.map((l) => l.join(',')).join('\r\n')}\r\n`);
      const before = await count();
      const up = await front.app.inject({
        method: 'POST',
        url: `/api/admin/import/goods?file_name=${encodeURIComponent('两台实例.csv')}`,
        headers: { 'content-type': 'text/csv', cookie },
        payload: csv,
      });
      const id = body<ImportJob>(up).data.id;
      expect(body(up).msg).toBe('文件已上传，正在校验');

      const checking = await alternate(id, ['ready', 'failed']);
      expect(checking.at(-1)).toMatchObject({ state: 'ready', total: rows, valid: rows, rejected: 0 });
      // Both instances answered (no 导入任务不存在或已过期), and progress never went backwards.
      const processed = checking.map((j) => j.processed);
      expect(processed).toEqual([...processed].sort((x, y) => x - y));

      // The commit is asked on the instance that does not run jobs; the other one writes the rows.
      const commit = await front.app.inject({
        method: 'POST',
        url: `/api/admin/import/jobs/${id}/commit`,
        headers: { cookie },
        payload: {},
      });
      expect(body(commit).msg).toBe('正在写入');
      const writing = await alternate(id, ['done', 'failed']);
      expect(writing.at(-1)).toMatchObject({ state: 'done', written: rows, error: '' });
      expect(await count()).toBe(before + rows);
      const [trail] = await queryRows<{ n: number }>(
        db.database.db,
        sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'import' AND target_id = ${id}`,
      );
      expect(trail!.n).toBe(1);
      // A second commit of the same job is refused on either instance.
      const again = await worker.app.inject({
        method: 'POST',
        url: `/api/admin/import/jobs/${id}/commit`,
        headers: { cookie },
        payload: {},
      });
      expect(body(again).msg).toBe('该导入不能再提交');
    },
  );
});
