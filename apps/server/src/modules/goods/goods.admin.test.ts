import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { cartClient } from '../cart/cart.fixtures';

describe(describeName('admin: goods, lots and prices'), () => {
  let t: TestApp;
  let admin: AdminClient;
  let refs: { manufacturer_id: number; category_id: number };
  let goodsId = 0;
  let lotId = 0;
  const input = (over: Record<string, unknown> = {}) => ({
    generic_name: '清咽利喉颗粒',
    trade_name: '康源',
    ypgg: '10g*12袋',
    dosage_form: '颗粒剂',
    bzdw: '盒',
    mid_pack: 1,
    big_pack: 200,
    min_qty: 1,
    ...refs,
    approval_no: '国药准字Z20053321',
    barcode: '6901028075862',
    scope: 'tcm_patent',
    storage: '密封，置阴凉干燥处',
    instructions: '<p>口服。<script>alert(1)</script>一次1袋，一日3次。</p>',
    images: ['/static/goods/1.jpg'],
    base_price: '18.50',
    retail_price: '26.00',
    ...over,
  });
  const suggest = async (kw: string) =>
    body<string[]>(await t.app.inject({ url: `/api/goods/search?keywords=${encodeURIComponent(kw)}` })).data;
  const stockOf = async (id: number) =>
    (await queryRows<{ stock: number }>(t.deps.database.db, sql`SELECT stock FROM goods WHERE id = ${id}`))[0]
      ?.stock;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
    const [r] = await queryRows<{ manufacturer_id: number; category_id: number }>(
      t.deps.database.db,
      sql`SELECT (SELECT id FROM manufacturers ORDER BY id LIMIT 1) AS manufacturer_id,
            (SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id)
              ORDER BY c.id LIMIT 1) AS category_id`,
    );
    refs = r!;
  });
  afterAll(() => t.close());

  it('refuses a malformed 批准文号 and a barcode with a wrong check digit, writing nothing', async () => {
    const bad = await admin.post('/api/admin/goods', input({ approval_no: '国药准字H2005332' }));
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toContain('批准文号格式不正确');
    const code = await admin.post('/api/admin/goods', input({ barcode: '6901028075863' }));
    expect(code.statusCode).toBe(422);
    expect(body(code).msg).toBe('条形码须为13位EAN-13码且校验位正确');
    expect(await suggest('kyqylh')).not.toContain('康源 清咽利喉颗粒');
  });

  it('creates a goods that buyers find by its pinyin initials at once, with the instructions sanitised', async () => {
    const res = await admin.post('/api/admin/goods', input());
    expect(body(res).msg).toBe('商品已创建');
    goodsId = body<{ id: number }>(res).data.id;
    expect(await suggest('kyqylh')).toContain('康源 清咽利喉颗粒');
    const list = body<{ list: { id: number }[] }>(
      await t.app.inject({ url: '/api/goods/list?keyword=kyqylhkl' }),
    ).data.list;
    expect(list.map((g) => g.id)).toContain(goodsId);
    const detail = body<{ instructions: string; initials: string }>(
      await admin.get(`/api/admin/goods/${goodsId}`),
    );
    expect(detail.data.instructions).toBe('<p>口服。一次1袋，一日3次。</p>');
    expect(detail.data.initials).toBe('kyqylhkl');
    // The back-office list uses the same search: by approval number and by barcode.
    const byApproval = body<{ list: { id: number }[] }>(
      await admin.get(`/api/admin/goods?keyword=${encodeURIComponent('国药准字Z20053321')}`),
    );
    expect(byApproval.data.list.map((g) => g.id)).toEqual([goodsId]);
  });

  it('a rename moves the suggestion from the old name to the new one', async () => {
    const res = await admin.put(`/api/admin/goods/${goodsId}`, input({ trade_name: '仁和' }));
    expect(body(res).code).toBe(10000);
    expect(await suggest('kyqylh')).not.toContain('康源 清咽利喉颗粒');
    expect(await suggest('rhqylh')).toContain('仁和 清咽利喉颗粒');
  });

  it('receives a lot with its inspection report: stock grows and the storefront lists the batch', async () => {
    const res = await admin.post('/api/admin/lots', {
      goods_id: goodsId,
      batch_no: 'KY20260301',
      produced_on: '2026-03-01',
      expires_on: '2028-02-28',
      quantity: 500,
      report_url: '/uploads/reports/KY20260301.pdf',
    });
    expect(body(res).msg).toBe('批次已入库');
    lotId = body<{ id: number }>(res).data.id;
    expect(await stockOf(goodsId)).toBe(500);
    const detail = body<{ lots: { batch_no: string; report_url: string }[] }>(
      await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie: await signIn(t.app) } }),
    );
    expect(detail.data.lots).toEqual([
      expect.objectContaining({ batch_no: 'KY20260301', report_url: '/uploads/reports/KY20260301.pdf' }),
    ]);
    const dup = await admin.post('/api/admin/lots', {
      goods_id: goodsId,
      batch_no: 'KY20260301',
      produced_on: '2026-03-01',
      expires_on: '2028-02-28',
      quantity: 5,
    });
    expect(body(dup).msg).toBe('批号 KY20260301 已入库，请用库存调整');
    expect(await stockOf(goodsId)).toBe(500);
  });

  it('adjusts with a reason, never below zero', async () => {
    const res = await admin.post(`/api/admin/lots/${lotId}/adjust`, { delta: -20, reason: '盘点破损' });
    expect(body(res).msg).toBe('库存已调整');
    expect(await stockOf(goodsId)).toBe(480);
    const over = await admin.post(`/api/admin/lots/${lotId}/adjust`, { delta: -1000, reason: '盘亏' });
    expect(body(over).msg).toBe('调整后批次库存不能小于0');
    const noReason = await admin.post(`/api/admin/lots/${lotId}/adjust`, { delta: 5 });
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).msg).toBe('请填写调整原因');
    const log = body<{ kind: string; delta: number; reason: string }[]>(
      await admin.get(`/api/admin/lots/${lotId}/log`),
    );
    expect(log.data.map((l) => [l.kind, l.delta, l.reason])).toEqual([
      ['adjust', -20, '盘点破损'],
      ['receive', 500, '采购入库'],
    ]);
  });

  it('a frozen lot is no longer sold: stock leaves goods, the cart cannot take it, release brings it back', async () => {
    const res = await admin.post(`/api/admin/lots/${lotId}/freeze`, { frozen: true, reason: '药检复核' });
    expect(body(res).msg).toBe('批次已冻结，停止销售');
    expect(await stockOf(goodsId)).toBe(0);
    const again = await admin.post(`/api/admin/lots/${lotId}/freeze`, { frozen: true, reason: '药检复核' });
    expect(body(again).msg).toBe('该批次已冻结');
    expect(await stockOf(goodsId)).toBe(0);
    const frozen = body<{ list: { id: number }[] }>(await admin.get('/api/admin/lots?view=frozen'));
    expect(frozen.data.list.map((l) => l.id)).toContain(lotId);
    const cookie = await signIn(t.app);
    const added = await cartClient(t.app).add(cookie, goodsId, 1);
    expect(body(added).code).not.toBe(10000);
    await admin.post(`/api/admin/lots/${lotId}/freeze`, { frozen: false, reason: '复检合格' });
    expect(await stockOf(goodsId)).toBe(480);
  });

  it('a price change is what the cart charges, ladder and customer-type price included', async () => {
    const cookie = await signIn(t.app);
    const cart = cartClient(t.app);
    await cart.add(cookie, goodsId, 10);
    const priceOf = async () => (await cart.lines(cookie)).find((l) => l.goods.id === goodsId)?.price;
    expect(await priceOf()).toBe('18.50');
    const save = await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      base_price: '20.00',
      retail_price: '28.00',
      ladder_price_type: 2,
      ladders: [
        { number: 10, price: '17.80' },
        { number: 50, price: '16.90' },
      ],
      is_controlled: false,
    });
    expect(body(save).msg).toBe('价格已保存');
    expect(await priceOf()).toBe('17.80');
    const preview = body<{ unit_price: string; total: string }>(
      await admin.post('/api/admin/prices/preview', { goods_id: goodsId, number: 50 }),
    );
    expect(preview.data).toMatchObject({ unit_price: '16.90', total: '845.00' });
    // 杭州康健大药房 is a pharmacy in 浙江: the pharmacy price replaces the base price under the ladder.
    await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      base_price: '20.00',
      retail_price: '28.00',
      ladder_price_type: 2,
      ladders: [],
      customer_prices: [{ company_kind: 'pharmacy', price: '19.00' }],
      is_controlled: false,
    });
    expect(await priceOf()).toBe('19.00');
    const bad = await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      base_price: '20.00',
      retail_price: '28.00',
      ladder_price_type: 2,
      ladders: [{ number: 10, price: '21.00' }],
      is_controlled: false,
    });
    expect(body(bad).msg).toBe('阶梯价不能高于供货价');
  });

  it('a 控销 rule decides who may buy: a pharmacy outside the named provinces may not', async () => {
    const base = { base_price: '20.00', retail_price: '28.00', ladder_price_type: 2, ladders: [] };
    const none = await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      ...base,
      is_controlled: true,
      control: {},
    });
    expect(body(none).msg).toBe('控销商品须至少指定一个可购地区、客户类型或客户经理');
    await admin.put(`/api/admin/goods/${goodsId}/prices`, {
      ...base,
      is_controlled: true,
      control: { provinces: ['江苏'], note: '厂家区域保护' },
    });
    const saved = body<{ control: { provinces: string[] } }>(
      await admin.get(`/api/admin/goods/${goodsId}/prices`),
    );
    // Stored as its GB/T 2260 code, whatever spelling the picker sent.
    expect(saved.data.control.provinces).toEqual(['320000']);
    const d = body<{ can_buy: boolean }>(
      await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie: await signIn(t.app) } }),
    );
    expect(d.data.can_buy).toBe(false);
    await admin.put(`/api/admin/goods/${goodsId}/prices`, { ...base, is_controlled: false });
  });

  it('bulk delist takes goods off sale for buyers and back', async () => {
    const res = await admin.post('/api/admin/goods/bulk', { ids: [goodsId], action: 'delist' });
    expect(body(res).msg).toBe('已下架 1 个商品');
    const d = body<{ can_buy: boolean }>(
      await t.app.inject({ url: `/api/goods/detail/${goodsId}`, headers: { cookie: await signIn(t.app) } }),
    );
    expect(d.data.can_buy).toBe(false);
    const off = body<{ list: { id: number }[] }>(
      await admin.get('/api/admin/goods?status=off&keyword=rhqylhkl'),
    );
    expect(off.data.list.map((g) => g.id)).toEqual([goodsId]);
    await admin.post('/api/admin/goods/bulk', { ids: [goodsId], action: 'list' });
    const tag = await admin.post('/api/admin/goods/bulk', { ids: [goodsId], action: 'tag', tag: '新' });
    expect(body(tag).msg).toBe('已打标签 1 个商品');
    const row = body<{ list: { tags: string[] }[] }>(
      await admin.get(`/api/admin/goods?tag=新&keyword=rhqylhkl`),
    );
    expect(row.data.list[0]?.tags).toEqual(['新']);
  });

  it('names exactly the goods a saved form holds by id, for the goods pickers', async () => {
    const some = body<{ list: { id: number; name: string }[] }>(
      await admin.get('/api/admin/goods?page_size=3'),
    );
    // The newest goods (this suite's own among them) and the suite's goods, each once.
    const want = [...new Set([...some.data.list.map((g) => g.id), goodsId])].sort();
    const named = body<{ list: { id: number; name: string }[]; total: number }>(
      await admin.get(`/api/admin/goods?ids=${want.join(',')}&page_size=100`),
    );
    expect(named.data.total).toBe(want.length);
    expect(named.data.list.map((g) => g.id).sort()).toEqual(want);
    expect(body(await admin.get('/api/admin/goods?ids=1,x')).msg).toBe('商品编号不正确');
  });
});
