/**
 * Issue 27, the catalogue round trip: the goods export has exactly the import template's columns
 * (Chinese headers, 经营范围 by Chinese name, prices as numbers), and importing an export again
 * updates the goods by 商品编号: an edited price lands, nothing is added or doubled.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_LABELS, type ImportJob } from '@shop/shared';
import { queryRows } from '../../../db/query';
import { adminClient, type AdminClient } from '../../../../test/admin-client';
import { body, createTestApp, describeName, type TestApp } from '../../../../test/test-app';

const ROWS = 60;

describe(describeName('admin: goods export imports back as updates by 商品编号'), () => {
  let t: TestApp;
  let admin: AdminClient;
  const db = () => t.deps.database.db;
  const count = async () =>
    (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM goods`))[0]!.n;
  const sheetOf = async (buf: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  };
  const headersOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1).map(String);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const until = async (id: string, states: ImportJob['state'][]) => {
    for (;;) {
      const job = body<ImportJob>(await admin.get(`/api/admin/import/jobs/${id}`)).data;
      if (states.includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it(
    'has the template’s columns, and an edited export updates without duplicates',
    { timeout: 120_000 },
    async () => {
      const template = await sheetOf(
        (await admin.get('/api/admin/import/goods/template?format=xlsx')).rawPayload,
      );
      const exported = await sheetOf((await admin.get('/api/admin/export/goods')).rawPayload);
      const headers = headersOf(exported);
      expect(headers).toEqual(headersOf(template));
      expect(headers[0]).toBe('商品编号');
      const at = (h: string) => headers.findIndex((x) => x.replace('*', '') === h) + 1;
      const row2 = exported.getRow(2);
      expect(typeof row2.getCell(at('供货价')).value).toBe('number');
      expect(typeof row2.getCell(at('建议零售价')).value).toBe('number');
      const scopes = new Set(Object.values(SCOPE_LABELS));
      exported.eachRow((r, n) => {
        if (n > 1) expect(scopes.has(r.getCell(at('经营范围')).text), `row ${n}`).toBe(true);
      });

      // The first ROWS goods of the export, one price edited as an operator would in Excel.
      const out = new ExcelJS.Workbook();
      const ws = out.addWorksheet('商品');
      ws.addRow(headers);
      for (let n = 2; n <= ROWS + 1; n++) ws.addRow((exported.getRow(n).values as unknown[]).slice(1));
      const edited = Number(ws.getRow(2).getCell(1).value);
      const newPrice = Number(ws.getRow(2).getCell(at('供货价')).value) - 0.01;
      ws.getRow(2).getCell(at('供货价')).value = newPrice;
      const before = await count();
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/admin/import/goods?file_name=${encodeURIComponent('商品-导出.xlsx')}`,
        headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
        payload: Buffer.from(await out.xlsx.writeBuffer()),
      });
      const id = body<ImportJob>(up).data.id;
      expect(await until(id, ['ready', 'failed'])).toMatchObject({
        state: 'ready',
        valid: ROWS,
        rejected: 0,
      });
      expect(body(await admin.post(`/api/admin/import/jobs/${id}/commit`, {})).msg).toBe('正在写入');
      expect(await until(id, ['done', 'failed'])).toMatchObject({ state: 'done', written: ROWS });
      expect(await count()).toBe(before);
      const [g] = await queryRows<{ base: number }>(
        db(),
        sql`SELECT base_price_fen::int AS base FROM goods WHERE id = ${edited}`,
      );
      expect(g!.base).toBe(Math.round(newPrice * 100));
      // Exported again, the file reads as it went in: the round trip changes nothing else.
      const again = await sheetOf((await admin.get('/api/admin/export/goods')).rawPayload);
      for (let n = 3; n <= ROWS + 1; n++)
        expect((again.getRow(n).values as unknown[]).slice(1), `row ${n}`).toEqual(
          (exported.getRow(n).values as unknown[]).slice(1),
        );
    },
  );
});
