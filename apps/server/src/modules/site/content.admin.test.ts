import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin-client';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

describe(describeName('admin: content'), () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('a banner put up for the home carousel shows at once, first by its sort; a finished one does not', async () => {
    const res = await admin.post('/api/admin/content/ads', {
      position: 'focus',
      title: '秋冬感冒用药节',
      image: '/static/ads/focus-1.jpg',
      url: '/search?keyword=感冒',
      sort: 9999,
    });
    expect(body(res).msg).toBe('广告已保存');
    const ads = body<{ title: string }[]>(await t.app.inject({ url: '/api/focus' })).data;
    expect(ads[0]?.title).toBe('秋冬感冒用药节');
    await admin.post('/api/admin/content/ads', {
      position: 'focus',
      title: '已结束的活动',
      image: '/static/ads/focus-2.jpg',
      url: '*活动已结束',
      starts_at: '2025-01-01T00:00:00Z',
      ends_at: '2025-02-01T00:00:00Z',
    });
    const live = body<{ title: string }[]>(await t.app.inject({ url: '/api/focus' })).data;
    expect(live.map((a) => a.title)).not.toContain('已结束的活动');
    const bad = await admin.post('/api/admin/content/ads', {
      position: 'focus',
      image: '/a.jpg',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toContain('链接须以 / 或 http(s):// 开头');
  });

  it('keeps the top nav at 9 entries', async () => {
    const nav = body<{ parent_id: number | null }[]>(await admin.get('/api/admin/content/nav')).data;
    const top = nav.filter((n) => n.parent_id === null).length;
    for (let i = top; i < 9; i++) {
      const ok = await admin.post('/api/admin/content/nav', { name: `导航${i}`, url: '/list' });
      expect(body(ok).code).toBe(10000);
    }
    const tenth = await admin.post('/api/admin/content/nav', { name: '第十个', url: '/list' });
    expect(body(tenth).msg).toBe('顶部导航最多9个');
    // A top entry already there stays editable however many there are (the seed holds 12).
    const first = body<{ id: number; parent_id: number | null; name: string; url: string }[]>(
      await admin.get('/api/admin/content/nav'),
    ).data.find((n) => n.parent_id === null)!;
    const renamed = await admin.put(`/api/admin/content/nav/${first.id}`, {
      name: '首页',
      url: first.url,
      sort: 99,
    });
    expect(body(renamed).msg).toBe('导航已保存');
    // A child moved up to the top is one more top entry: refused, and it stays a child.
    const child = body<{ id: number }>(
      await admin.post('/api/admin/content/nav', { parent_id: first.id, name: '感冒用药', url: '/list' }),
    ).data;
    const up = await admin.put(`/api/admin/content/nav/${child.id}`, { name: '感冒用药', url: '/list' });
    expect(body(up).msg).toBe('顶部导航最多9个');
    const after = body<{ id: number; parent_id: number | null }[]>(
      await admin.get('/api/admin/content/nav'),
    ).data;
    expect(after.find((n) => n.id === child.id)?.parent_id).toBe(first.id);
  });

  it('stores help articles sanitised, as the storefront then shows them', async () => {
    const groups = body<{ id: number }[]>(await admin.get('/api/admin/content/article-groups')).data;
    const res = await admin.post('/api/admin/content/articles', {
      category_id: groups[0]!.id,
      title: '药品退换货须知',
      content:
        '<h3>退货条件</h3><p onmouseover="x()">未拆封<img src="x" onerror="steal()"></p><script>alert(1)</script>',
    });
    const id = body<{ id: number }>(res).data.id;
    const shop = body<{ content: string }>(await t.app.inject({ url: `/api/article/${id}` })).data;
    expect(shop.content).toBe('<h3>退货条件</h3><p>未拆封<img src="x" /></p>');
    const empty = await admin.post('/api/admin/content/articles', {
      category_id: groups[0]!.id,
      title: '空文章',
      content: '<script>alert(1)</script>',
    });
    expect(body(empty).msg).toBe('正文不能为空');

    // Taken down from the back office (文章 › 删除): the storefront no longer shows it.
    expect(body(await admin.del(`/api/admin/content/articles/${id}`)).msg).toBe('文章已删除');
    expect((await t.app.inject({ url: `/api/article/${id}` })).json<{ code: number }>().code).not.toBe(10000);
  });

  it('the common config switches price visibility for visitors and keeps the fields it does not edit', async () => {
    const before = body<Record<string, unknown>>(await admin.get('/api/admin/content/settings')).data;
    expect(before.prices_require_login).toBe(true);
    const res = await admin.put('/api/admin/content/settings', {
      ...before,
      hot_line: '400-800-1234',
      hot_searches: ['连花清瘟', '布洛芬'],
      prices_require_login: false,
    });
    expect(body(res).msg).toBe('配置已保存');
    const list = body<{ list: { base_price: string | null }[] }>(
      await t.app.inject({ url: '/api/goods/list?size=1' }),
    );
    expect(list.data.list[0]?.base_price).toMatch(/^\d+\.\d{2}$/);
    const links = body<{ site: { hot_line: string; icp: string } }>(
      await t.app.inject({ url: '/api/global/links' }),
    );
    expect(links.data.site).toMatchObject({ hot_line: '400-800-1234', icp: before.icp });
    const bad = await admin.put('/api/admin/content/settings', { ...before, hot_line: '' });
    expect(body(bad).msg).toBe('请填写客服热线');
  });

  it('the receipt period of ephedrine orders is set in the common config and the buyer sees it', async () => {
    const before = body<Record<string, unknown>>(await admin.get('/api/admin/content/settings')).data;
    expect(before.ephedrine_receipt_days).toBe(15);
    const tooLong = await admin.put('/api/admin/content/settings', { ...before, ephedrine_receipt_days: 91 });
    expect(body(tooLong).msg).toBe('回执上传期限（天）不能大于90');
    await admin.put('/api/admin/content/settings', { ...before, ephedrine_receipt_days: 20 });
    const cookie = await signIn(t.app, 'pharmacy');
    const page = await t.app.inject({ url: '/api/order/receipts', headers: { cookie } });
    expect(body<{ days: number }>(page).data.days).toBe(20);
  });

  it('help groups count the articles of their sub-groups, and every storefront slot is editable', async () => {
    const groups = body<{ id: number; parent_id: number | null; name: string; article_count: number }[]>(
      await admin.get('/api/admin/content/article-groups'),
    ).data;
    const top = groups.filter((g) => g.parent_id === null);
    for (const g of top) {
      const subs = groups.filter((c) => c.parent_id === g.id);
      if (subs.length === 0) continue;
      const own = body<{ total: number }>(
        await admin.get(`/api/admin/content/articles?category_id=${g.id}&page_size=1`),
      ).data.total;
      // Sub-groups count their own subtree (the help centre holds groups that hold sections).
      const inSubs = subs.reduce((n, c) => n + c.article_count, 0);
      expect(g.article_count, g.name).toBe(own + inSubs);
      expect(g.article_count, g.name).toBeGreaterThan(0);
    }
    const ads = body<
      { id: number; position: string; title: string; image: string; url: string; sort: number }[]
    >(await admin.get('/api/admin/content/ads?position=draw')).data;
    expect(ads.length).toBeGreaterThan(0);
    const draw = ads[0]!;
    const res = await admin.put(`/api/admin/content/ads/${draw.id}`, {
      position: draw.position,
      title: '抽奖送积分',
      image: draw.image,
      url: draw.url,
      sort: draw.sort,
    });
    expect(body(res).msg).toBe('广告已保存');
    const shop = body<{ title: string }[]>(await t.app.inject({ url: '/api/draw/ads' })).data;
    expect(shop.map((a) => a.title)).toContain('抽奖送积分');
  });
});
