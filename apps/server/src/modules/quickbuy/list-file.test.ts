import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchResult } from '@shop/shared';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES, type TestFile } from '../../../test/multipart';
import { xlsxBomb } from '../../../test/xlsx-bomb';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'pharmacy');
}, 60_000);
afterAll(async () => t.close());

const upload = async (file: TestFile, c = cookie) => {
  const { payload, headers } = await multipart({ file });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/buy/read_file',
    payload,
    headers: { ...headers, cookie: c },
  });
};

const ERP_ROWS = [
  ['商品名称', '规格', '生产厂家', '数量'],
  ['阿莫西林胶囊', '0.25g*24粒', '联邦制药', 20],
  ['连花清瘟胶囊', '0.35g*36粒', '以岭药业', 10],
  [],
  ['感冒灵颗粒', '10g*9袋', '华润三九', 5],
];

async function xlsxOf(rows: (string | number)[][]): Promise<TestFile> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('采购单');
  for (const r of rows) ws.addRow(r);
  return { data: Buffer.from(await wb.xlsx.writeBuffer()), filename: '采购单.xlsx' };
}

describe('purchase list files (/kjcg upload)', () => {
  it('reads an Excel export into tab-separated lines that the matcher takes', async () => {
    const res = body<{ text: string; rows: number }>(await upload(await xlsxOf(ERP_ROWS)));
    expect(res.code).toBe(10000);
    expect(res.data.rows).toBe(4);
    expect(res.data.text.split('\n')[1]).toBe('阿莫西林胶囊\t0.25g*24粒\t联邦制药\t20');
    const match = body<MatchResult>(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/buy/match',
        headers: { cookie },
        payload: { text: res.data.text },
      }),
    );
    expect(match.data.summary.total).toBe(3);
    expect(match.data.lines.find((l) => l.number === 20)?.goods?.name).toContain('阿莫西林');
  });

  it('reads a GBK CSV as Excel on a Chinese Windows saves it', async () => {
    // '品名,规格,厂家,数量\r\n阿莫西林胶囊,0.25g*24粒,联邦制药,20\r\n' in GBK.
    const gbk = Buffer.from(
      'c6b7c3fb2cb9e6b8f12cb3a7bcd22ccafdc1bf0d0ab0a2c4aacef7c1d6bdbac4d22c302e3235672a3234c1a32cc1aab0eed6c6d2a92c32300d0a',
      'hex',
    );
    const res = body<{ text: string }>(await upload({ data: gbk, filename: 'list.csv' }));
    expect(res.data.text).toBe('品名\t规格\t厂家\t数量\n阿莫西林胶囊\t0.25g*24粒\t联邦制药\t20');
  });

  it('refuses a picture, an empty sheet and a visitor, in the envelope', async () => {
    const png = await upload(SAMPLE_FILES.png());
    expect(png.statusCode).toBe(422);
    expect(body(png).msg).toBe('文件不是 Excel(.xlsx) 或 CSV 文件');
    const empty = await upload(await xlsxOf([[], []]));
    expect(body(empty).msg).toBe('采购单中没有内容');
    expect((await upload(await xlsxOf(ERP_ROWS), '')).statusCode).toBe(401);
  });

  it('refuses an Excel bomb by its ZIP directory before inflating anything (issue 26, defect 4)', async () => {
    // One million rows in a few hundred KB; the directory says ~75 MB inflated.
    const bomb = xlsxBomb(1_000_000);
    expect(bomb.length).toBeLessThan(512 * 1024);
    const res = await upload({ data: bomb, filename: '采购单.xlsx' });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toContain('文件解压后过大');
  });

  it('a bomb whose directory lies is read off the event loop and refused as damaged', async () => {
    const liar = xlsxBomb(100_000, { lie: true, numbered: true });
    let uploadDone = false;
    const pending = upload({ data: liar, filename: '采购单.xlsx' }).then((r) => {
      uploadDone = true;
      return r;
    });
    // The health check is answered while the sheet is read in its worker thread.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(uploadDone).toBe(false);
    const res = await pending;
    expect(res.statusCode).toBe(422);
    // The sizes it claims do not match what inflates: refused, in Chinese.
    expect(body(res).msg).toBe('Excel 文件已损坏或不是 .xlsx 格式');
  });

  it('a sheet over the row limit is refused without reading its rows into text', async () => {
    const long = xlsxBomb(5_000, { numbered: true });
    const res = await upload({ data: long, filename: '采购单.xlsx' });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('采购单最多200行，请分批上传');
  });

  it('only a verified buyer may read a purchase list file', async () => {
    const clinic = await signIn(t.app, 'clinic');
    const res = await upload(await xlsxOf(ERP_ROWS), clinic);
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('企业资质审核通过后才能上传采购单');
  });
});
