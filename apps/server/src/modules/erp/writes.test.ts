import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpRefusedRow, ErpWriteResult, GoodsDetail } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { catalogueNames, erpClient, erpToken, goodsRow } from './erp.fixtures';

let t: TestApp;
let call: ReturnType<typeof erpClient>;
let names: { maker: string; category: string };
let pharmacy: string;
beforeAll(async () => {
  t = await createTestApp();
  call = erpClient(t, await erpToken(t));
  names = await catalogueNames(t);
  pharmacy = await signIn(t.app, 'pharmacy');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.deps.database.db;
const goodsId = async (code: string) =>
  (await queryRows<{ id: number }>(db(), sql`SELECT id FROM goods WHERE erp_code = ${code}`))[0]?.id;
const detail = async (id: number) =>
  body<GoodsDetail>(await t.app.inject({ url: `/api/goods/detail/${id}`, headers: { cookie: pharmacy } }))
    .data;
const auditCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'erp.%'`,
      )
    )[0]!.n,
  );
const result = (res: Awaited<ReturnType<typeof call>>) => body<ErpWriteResult>(res).data;

describe(describeName('ERP batch writes'), () => {
  it('upserts goods by code, answers per row, and the storefront shows an edit at once', async () => {
    const rows = [goodsRow(names, 'ERP-G1'), goodsRow(names, 'ERP-G2', { barcode: '6901234567892' })];
    const first = await call('PUT', '/api/erp/v1/goods', { goods: rows });
    expect(first.statusCode).toBe(200);
    expect(result(first)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const id = (await goodsId('ERP-G1'))!;
    expect((await detail(id)).name).toBe('布洛芬缓释胶囊ERP-G1');

    const renamed = [goodsRow(names, 'ERP-G1', { name: '芬必得' }), rows[1]!];
    const second = result(await call('PUT', '/api/erp/v1/goods', { goods: renamed }));
    expect(second.rows).toEqual([
      { code: 'ERP-G1', result: 'updated' },
      { code: 'ERP-G2', result: 'unchanged' },
    ]);
    // The detail was cached before the edit: the write's trigger dropped it.
    expect((await detail(id)).name).toBe('芬必得 布洛芬缓释胶囊ERP-G1');
  });

  it('keeps the search suggestions current: a rename, a price change, stock arriving and selling out', async () => {
    const suggest = async (kw: string) =>
      body<string[]>(await t.app.inject({ url: `/api/goods/search?keywords=${encodeURIComponent(kw)}` }))
        .data;
    const term = async (name: string) =>
      (
        await queryRows<{ buyable: boolean; keys: string[] }>(
          db(),
          sql`SELECT buyable, keys FROM search_terms WHERE term = ${name}`,
        )
      )[0];
    await call('PUT', '/api/erp/v1/goods', { goods: [goodsRow(names, 'ERP-T1', { name: '润通宁' })] });
    expect(await suggest('润通宁')).toContain('润通宁 布洛芬缓释胶囊ERP-T1');
    const renamed = goodsRow(names, 'ERP-T1', { name: '润康宁' });
    await call('PUT', '/api/erp/v1/goods', { goods: [renamed] });
    expect(await suggest('润康宁')).toContain('润康宁 布洛芬缓释胶囊ERP-T1');
    expect(await term('润通宁 布洛芬缓释胶囊ERP-T1')).toBeUndefined();
    const before = await term('润康宁 布洛芬缓释胶囊ERP-T1');
    expect(before).toMatchObject({ buyable: false });
    const repriced = result(
      await call('PUT', '/api/erp/v1/goods', { goods: [{ ...renamed, base_price: '11.80' }] }),
    );
    expect(repriced.updated).toBe(1);
    expect(await term('润康宁 布洛芬缓释胶囊ERP-T1')).toEqual(before);
    const lot = {
      goods_code: 'ERP-T1',
      batch_no: 'T20261101',
      produced_on: '2026-11-01',
      expires_on: '2028-10-31',
      quantity: 30,
    };
    await call('PUT', '/api/erp/v1/stock', { stock: [lot] });
    expect(await term('润康宁 布洛芬缓释胶囊ERP-T1')).toMatchObject({ buyable: true });
    await call('PUT', '/api/erp/v1/stock', { stock: [{ ...lot, quantity: 0 }] });
    expect(await term('润康宁 布洛芬缓释胶囊ERP-T1')).toMatchObject({ buyable: false });
  });

  it('replays a write with the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'goods-2026-11-27-001' };
    const rows = [goodsRow(names, 'ERP-IDEM')];
    const first = await call('PUT', '/api/erp/v1/goods', { goods: rows }, key);
    const audits = await auditCount();
    const again = await call('PUT', '/api/erp/v1/goods', { goods: rows }, key);
    expect(result(again)).toEqual(result(first));
    expect(result(again).created).toBe(1);
    expect(await auditCount()).toBe(audits);
    const other = await call('PUT', '/api/erp/v1/goods', { goods: [goodsRow(names, 'ERP-OTHER')] }, key);
    expect([other.statusCode, body(other).msg]).toEqual([
      422,
      'Idempotency-Key 已用于另一请求：同一个键只能重放完全相同的请求',
    ]);
    expect(await goodsId('ERP-OTHER')).toBeUndefined();
  });

  it('writes nothing when one row is refused, and names every refused row with its reason', async () => {
    const rows = [
      goodsRow(names, 'ERP-OK'),
      goodsRow(names, 'ERP-BADMAKER', { maker: '不存在的制药厂' }),
      goodsRow(names, 'ERP-BADCAT', { category: '不存在的分类' }),
    ];
    const res = await call('PUT', '/api/erp/v1/goods', { goods: rows });
    expect(res.statusCode).toBe(422);
    const refused = body<ErpRefusedRow[]>(res).data;
    expect(refused.map((r) => [r.row, r.code])).toEqual([
      [1, 'ERP-BADMAKER'],
      [2, 'ERP-BADCAT'],
    ]);
    expect(refused[0]!.msg).toBe(
      '第2行（ERP-BADMAKER）：生产厂家「不存在的制药厂」不存在，请先在商城厂家管理中添加',
    );
    expect(refused[1]!.msg).toBe('第3行（ERP-BADCAT）：分类「不存在的分类」不存在');
    expect(await goodsId('ERP-OK')).toBeUndefined();
  });

  it('refuses a body over the row limit', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => goodsRow(names, `ERP-MANY-${i}`));
    const res = await call('PUT', '/api/erp/v1/goods', { goods: rows });
    expect([res.statusCode, body(res).msg]).toEqual([422, '一次最多5000条商品']);
  });

  it('sets batches through the stock ledger, never below zero, and replays a stock write', async () => {
    await call('PUT', '/api/erp/v1/goods', { goods: [goodsRow(names, 'ERP-S1')] });
    const id = (await goodsId('ERP-S1'))!;
    const lot = {
      goods_code: 'ERP-S1',
      batch_no: 'B20261101',
      produced_on: '2026-11-01',
      expires_on: '2028-10-31',
      quantity: 120,
    };
    const key = { 'idempotency-key': 'stock-1' };
    expect(result(await call('PUT', '/api/erp/v1/stock', { stock: [lot] }, key)).created).toBe(1);
    expect(result(await call('PUT', '/api/erp/v1/stock', { stock: [lot] }, key)).created).toBe(1);
    expect((await detail(id)).number).toBe(120);
    expect((await detail(id)).lots.map((l) => [l.batch_no, l.stock])).toEqual([['B20261101', 120]]);
    expect(
      result(await call('PUT', '/api/erp/v1/stock', { stock: [{ ...lot, quantity: 80 }] })).updated,
    ).toBe(1);
    expect((await detail(id)).number).toBe(80);
    const ledger = await queryRows<{ kind: string; delta: number; reason: string }>(
      db(),
      sql`SELECT kind, delta, reason FROM stock_ledger WHERE goods_id = ${id} ORDER BY id`,
    );
    expect(ledger.map((l) => [l.kind, l.delta])).toEqual([
      ['receive', 120],
      ['adjust', -40],
    ]);
    expect(ledger[0]!.reason).toBe('ERP库存同步（ERP令牌「金蝶云星空」）');

    const negative = await call('PUT', '/api/erp/v1/stock', { stock: [{ ...lot, quantity: -1 }] });
    expect([negative.statusCode, body(negative).msg]).toEqual([422, '库存数量不能小于0']);
    const unknown = await call('PUT', '/api/erp/v1/stock', {
      stock: [
        { ...lot, quantity: 5 },
        { ...lot, goods_code: 'NO-SUCH' },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).msg).toBe(
      '第2行（NO-SUCH/B20261101）：商品编码 NO-SUCH 不存在，请先推送商品，本次未写入任何数据',
    );
    expect((await detail(id)).number).toBe(80);
  });

  it('sets prices, refuses a customer price above retail, and replays a price write', async () => {
    await call('PUT', '/api/erp/v1/goods', { goods: [goodsRow(names, 'ERP-P1')] });
    const id = (await goodsId('ERP-P1'))!;
    expect((await detail(id)).base_price).toBe('12.50');
    const price = {
      goods_code: 'ERP-P1',
      base_price: '11.80',
      retail_price: '19.80',
      ladders: [{ number: 10, price: '11.00' }],
    };
    const key = { 'idempotency-key': 'price-1' };
    expect(result(await call('PUT', '/api/erp/v1/prices', { prices: [price] }, key)).updated).toBe(1);
    expect(result(await call('PUT', '/api/erp/v1/prices', { prices: [price] }, key)).updated).toBe(1);
    expect(result(await call('PUT', '/api/erp/v1/prices', { prices: [price] })).unchanged).toBe(1);
    expect((await detail(id)).base_price).toBe('11.80');

    const dear = await call('PUT', '/api/erp/v1/prices', {
      prices: [
        {
          ...price,
          base_price: '9.00',
          ladders: [],
          customer_prices: [{ company_kind: 'clinic', price: '20.00' }],
        },
      ],
    });
    expect(dear.statusCode).toBe(422);
    expect(body(dear).msg).toBe('第1行（ERP-P1）：客户价不能高于建议零售价，本次未写入任何数据');
    expect((await detail(id)).base_price).toBe('11.80');
  });

  it('sets the ERP code, credit and account manager of a buyer matched by credit code, and replays it', async () => {
    const [buyer] = await queryRows<{ credit_code: string; user_id: number }>(
      db(),
      sql`SELECT c.credit_code, u.id AS user_id FROM users u JOIN companies c ON c.id = u.company_id WHERE u.username = 'kangjian'`,
    );
    const [manager] = await queryRows<{ name: string }>(
      db(),
      sql`SELECT name FROM account_managers ORDER BY id DESC LIMIT 1`,
    );
    const row = {
      credit_code: buyer!.credit_code,
      erp_code: 'KH0001',
      credit_limit: '50000.00',
      term_days: 45,
      account_manager: manager!.name,
    };
    const key = { 'idempotency-key': 'cust-1' };
    const first = result(await call('PUT', '/api/erp/v1/customers', { customers: [row] }, key));
    expect(result(await call('PUT', '/api/erp/v1/customers', { customers: [row] }, key))).toEqual(first);
    expect(result(await call('PUT', '/api/erp/v1/customers', { customers: [row] })).unchanged).toBe(1);
    const [credit] = await queryRows<{ limit_fen: number; term_days: number }>(
      db(),
      sql`SELECT limit_fen::int AS limit_fen, term_days FROM credit_accounts WHERE user_id = ${buyer!.user_id}`,
    );
    expect(credit).toEqual({ limit_fen: 5_000_000, term_days: 45 });
    const unknown = await call('PUT', '/api/erp/v1/customers', {
      customers: [
        { ...row, term_days: 60 },
        { ...row, credit_code: '91330100MA2XXXXXX9', erp_code: 'KH0002' },
      ],
    });
    expect(body(unknown).msg).toBe(
      '第2行（91330100MA2XXXXXX9）：商城没有该统一社会信用代码的客户，本次未写入任何数据',
    );
    const after = await queryRows<{ term_days: number }>(
      db(),
      sql`SELECT term_days FROM credit_accounts WHERE user_id = ${buyer!.user_id}`,
    );
    expect(after[0]!.term_days).toBe(45);
  });
});
