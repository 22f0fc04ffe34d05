import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@shop/shared';
import { queryRows } from '../../../db/query';
import { adminClient, type AdminClient } from '../../../../test/admin-client';
import { body, createTestApp, describeName, type TestApp } from '../../../../test/test-app';
import { HEADERS, importRow } from './import.fixtures';

/** The ways a row goes wrong, cycled over the 37 bad rows; each names what the report must say. */
const BREAKERS: Array<[(r: string[]) => void, string]> = [
  [(r) => (r[8] = '国药准字H123'), '批准文号格式不正确'],
  [(r) => (r[9] = `${r[9]!.slice(0, 12)}${(Number(r[9]![12]) + 1) % 10}`), '条形码须为13位EAN-13码'],
  [(r) => (r[6] = '不存在的制药厂'), '「不存在的制药厂」不存在'],
  [(r) => (r[2] = ''), '请填写规格'],
  [(r) => (r[11] = '1.00'), '建议零售价'],
  [(r) => (r[10] = '12.345'), '金额格式不正确'],
  [(r) => (r[7] = '没有这个分类'), '【分类】'],
  [(r) => (r[5] = '0'), '中包装不能小于1'],
];

describe(describeName('admin: Excel import of 10,000 goods'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let maker = '';
  let category = '';
  const count = async () =>
    (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM goods`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    const [r] = await queryRows<{ maker: string; category: string }>(
      t.deps.database.db,
      sql`SELECT (SELECT name FROM manufacturers ORDER BY id LIMIT 1) AS maker,
            (SELECT c.name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
               AND (SELECT count(*) FROM categories y WHERE y.name = c.name) = 1 ORDER BY c.id LIMIT 1) AS category`,
    );
    maker = r!.maker;
    category = r!.category;
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer, entity = 'goods', name = 'goods.xlsx') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/import/${entity}?file_name=${encodeURIComponent(name)}`,
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
      payload: file,
    });
  const until = async (id: string, states: ImportJob['state'][]) => {
    for (;;) {
      const job = body<ImportJob>(await admin.get(`/api/admin/import/jobs/${id}`)).data;
      if (states.includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const goodRow = (i: number) => importRow(i, maker, category);

  it(
    'validates 10,000 rows, reports exactly the 37 bad ones, and writes the rest in one commit',
    { timeout: 180_000 },
    async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('商品导入');
      ws.addRow(HEADERS);
      const bad = new Map<number, string>();
      for (let i = 1; i <= 10_000; i++) {
        const r = goodRow(i);
        // 37 bad rows spread over the file; sheet row = i + 1 (row 1 is the header).
        if (i % 270 === 5 && bad.size < 37) {
          const [breakIt, says] = BREAKERS[bad.size % BREAKERS.length]!;
          breakIt(r);
          bad.set(i + 1, says);
        }
        ws.addRow(r);
      }
      expect(bad.size).toBe(37);
      const before = await count();
      const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
      expect(body(res).msg).toBe('文件已上传，正在校验');
      const id = body<ImportJob>(res).data.id;
      const checked = await until(id, ['ready', 'failed']);
      expect(checked).toMatchObject({ state: 'ready', total: 10_000, valid: 9_963, rejected: 37 });
      expect(await count()).toBe(before);

      const report = await admin.get(`/api/admin/import/jobs/${id}/report`);
      const rb = new ExcelJS.Workbook();
      await rb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
      const reported = new Map<number, string>();
      rb.worksheets[0]!.eachRow((row, n) => {
        if (n > 1) reported.set(Number(row.getCell(1).value), row.getCell(2).text);
      });
      expect([...reported.keys()]).toEqual([...bad.keys()]);
      for (const [row, says] of bad) expect(reported.get(row), `row ${row}`).toContain(says);

      const committing = await admin.post(`/api/admin/import/jobs/${id}/commit`, {});
      expect(body(committing).msg).toBe('正在写入');
      const done = await until(id, ['done', 'failed']);
      expect(done).toMatchObject({ state: 'done', written: 9_963 });
      expect(await count()).toBe(before + 9_963);
      if (process.env.IMPORT_BENCH)
        console.info(`[import] 9963 rows committed in ${done.commit_ms} ms on ${t.deps.database.kind}`);
      // Imported goods are searchable at once (dictionary kept current by the import's transaction).
      const sugg = body<string[]>(
        await t.app.inject({ url: `/api/goods/search?keywords=${encodeURIComponent('导入测试颗粒9999')}` }),
      );
      expect(sugg.data).toContain('导入测试颗粒9999');
    },
  );

  it('a cancelled import writes nothing and cannot be committed afterwards', async () => {
    const csv = Buffer.from(`\ufeff${HEADERS.join(',')}\r\n${goodRow(20_001).join(',')}\r\n`);
    const id = body<ImportJob>(await upload(csv, 'goods', 'goods.csv')).data.id;
    expect(await until(id, ['ready'])).toMatchObject({ valid: 1, rejected: 0 });
    const before = await count();
    expect(body(await admin.post(`/api/admin/import/jobs/${id}/cancel`, {})).msg).toBe(
      '已取消，未写入任何数据',
    );
    expect(body(await admin.post(`/api/admin/import/jobs/${id}/commit`, {})).msg).toBe('该导入不能再提交');
    expect(await count()).toBe(before);
  });

  it('tells files apart by their bytes: a renamed image or an old .xls is refused', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const job = await until(body<ImportJob>(await upload(png, 'goods', 'goods.xlsx')).data.id, ['failed']);
    expect(job.error).toBe('文件不是 Excel(.xlsx) 或 CSV 文件');
    const xls = Buffer.from('d0cf11e0a1b11ae10000', 'hex');
    const old = await until(body<ImportJob>(await upload(xls, 'goods', 'goods.xls')).data.id, ['failed']);
    expect(old.error).toBe('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx');
  });

  it('offers templates that import cleanly once filled in (lots and prices by barcode)', async () => {
    const tpl = await admin.get('/api/admin/import/lots/template?format=xlsx');
    expect(tpl.headers['content-type']).toContain('spreadsheetml');
    const [g] = await queryRows<{ id: number; barcode: string }>(
      t.deps.database.db,
      sql`SELECT id, barcode FROM goods WHERE barcode LIKE '2099%' ORDER BY id LIMIT 1`,
    );
    const lots = Buffer.from(
      `商品编号,条形码,批号,生产日期,有效期至,数量\r\n,${g!.barcode},IMP001,2026-01-05,2028-01-04,300\r\n${g!.id},,IMP001,2026-01-05,2028-01-04,5\r\n`,
    );
    const lotJob = await until(body<ImportJob>(await upload(lots, 'lots', 'lots.csv')).data.id, ['ready']);
    expect(lotJob.rejects).toEqual([{ row: 3, reason: '【批号】IMP001 在文件中重复' }]);
    await admin.post(`/api/admin/import/jobs/${lotJob.id}/commit`, {});
    expect((await until(lotJob.id, ['done', 'failed'])).written).toBe(1);
    const prices = Buffer.from(
      `商品编号,供货价,建议零售价,阶梯类型,阶梯价\r\n${g!.id},11.00,18.00,2,10:10.50;50:9.80\r\n`,
    );
    const priceJob = await until(body<ImportJob>(await upload(prices, 'prices', 'p.csv')).data.id, ['ready']);
    await admin.post(`/api/admin/import/jobs/${priceJob.id}/commit`, {});
    await until(priceJob.id, ['done']);
    const [row] = await queryRows<{ stock: number; base: number; ladders: number }>(
      t.deps.database.db,
      sql`SELECT stock, base_price_fen::int AS base, (SELECT count(*)::int FROM ladder_prices WHERE goods_id = g.id) AS ladders
            FROM goods g WHERE id = ${g!.id}`,
    );
    expect(row).toEqual({ stock: 300, base: 1100, ladders: 2 });
  });

  it('exports goods, stock by lot and orders as Excel workbooks', async () => {
    // Orders are exported by a role holding order.export (订单/仓库, 财务, 超级管理员), not by 商品.
    const boss = await adminClient(t, 'super');
    expect((await admin.get('/api/admin/export/orders')).statusCode).toBe(403);
    for (const [kind, header] of [
      ['goods', '商品编号'],
      ['stock', '批号'],
      ['orders', '订单编号'],
    ] as const) {
      const res = await boss.get(`/api/admin/export/${kind}`);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getRow(1).values).toContain(header);
      if (kind !== 'orders') expect(ws.rowCount).toBeGreaterThan(1000);
    }
  });
});
