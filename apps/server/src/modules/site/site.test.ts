import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/query';
import { ads, navItems } from '../../db/schema/index';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';
import type { MenuNode } from './category-tree';
import type { CommonConfig } from './config.service';

type Config = CommonConfig & { timestamp: number };
interface Ad {
  id: number;
  image: string;
  url: string;
  title: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));

/** Category ids holding at least one goods that matches the condition, straight from the database. */
async function categoriesWith(condition: string): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql.raw(`SELECT DISTINCT category_id AS id FROM goods WHERE ${condition}`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

describe(describeName('GET /api/common/config'), () => {
  it('has every menu variant, the nav, brands, hot searches and a 10-digit clock', async () => {
    const res = await get('/api/common/config');
    expect(res.statusCode).toBe(200);
    const { code, data } = body<Config>(res);
    expect(code).toBe(10000);
    for (const key of [
      'category',
      'category_yx',
      'category_zy',
      'category_qx',
      'category_by',
      'category_zyyp',
      'category_qxzq',
    ]) {
      expect(Array.isArray(data[key as keyof Config]), key).toBe(true);
    }
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    expect(data.category[0]).toMatchObject({
      name: '中西成药',
      logo1: expect.stringMatching(/^\/static\//) as string,
    });
    expect(data.category[0]?.children.length).toBeGreaterThan(0);
    expect(data.rnss).toEqual(expect.arrayContaining(['连花清瘟', '999感冒灵']));
    expect(data.nav[0]).toEqual({
      id: expect.any(Number) as number,
      name: '首页',
      url: '/',
      image: '',
      is_open: false,
      children: [],
    });
    expect(data.nav.find((n) => n.name === '品牌专区')?.children.map((c) => c.name)).toContain('999专区');
    expect(data.brand[0]).toEqual({
      id: expect.any(Number) as number,
      name: '999',
      logo: expect.any(String) as string,
    });
    expect(String(data.timestamp)).toMatch(/^\d{10}$/);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it.each([
    ['category_yx', 'is_youx'],
    ['category_zy', 'type = 1'],
    ['category_qx', 'is_special'],
    ['category_by', 'is_free_shipping'],
  ] as const)('%s keeps exactly the branches that lead to goods where %s', async (key, condition) => {
    const data = body<Config>(await get('/api/common/config')).data;
    const zone = data[key];
    const expected = await categoriesWith(condition);
    // Every leaf shown has such goods, and every category with such goods is shown.
    for (const leaf of leaves(zone)) expect(expected.has(leaf.id), `${key} leaf ${leaf.name}`).toBe(true);
    const shown = new Set(ids(zone));
    for (const id of expected) expect(shown.has(id), `${key} misses category ${id}`).toBe(true);
    expect(ids(zone).length).toBeLessThanOrEqual(ids(data.category).length);
  });

  it('the traditional-medicine and device zones are their branches of the tree, with goods only', async () => {
    const data = body<Config>(await get('/api/common/config')).data;
    const stocked = await categoriesWith('true');
    for (const [key, pattern] of [
      ['category_zyyp', /中药|中成药|饮片/],
      ['category_qxzq', /器械/],
    ] as const) {
      // Walking down, a node is either on the path to a matching branch or inside one.
      const inBranch = (nodes: MenuNode[], under: boolean): boolean =>
        nodes.every((n) => {
          const matched = under || pattern.test(n.name);
          return n.children.length ? inBranch(n.children, matched) : matched && stocked.has(n.id);
        });
      expect(inBranch(data[key], false), key).toBe(true);
    }
    expect(data.category_zyyp.length).toBeGreaterThan(0);
    const deviceRoot = data.category.find((c) => c.name === '医疗器械');
    const hasDeviceGoods = deviceRoot ? ids([deviceRoot]).some((id) => stocked.has(id)) : false;
    expect(data.category_qxzq.map((n) => n.name)).toEqual(hasDeviceGoods ? ['医疗器械'] : []);
  });

  it('is cached for 60 s per instance while the clock stays fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = body<Config>(await get('/api/common/config')).data;
    await t.deps.database.db.insert(navItems).values({ name: '测试新入口', url: '/new', sort: 9999 });
    vi.setSystemTime(Date.now() + 30_000);
    const cached = body<Config>(await get('/api/common/config')).data;
    expect(cached.nav[0]?.name).toBe(first.nav[0]?.name);
    expect(cached.timestamp - first.timestamp).toBeGreaterThanOrEqual(30);
    vi.setSystemTime(Date.now() + 31_000);
    const fresh = body<Config>(await get('/api/common/config')).data;
    expect(fresh.nav[0]?.name).toBe('测试新入口');
    vi.useRealTimers();
  });
});

describe(describeName('GET /api/focus'), () => {
  it('serves the home carousel in the operator order with id, image, url and title', async () => {
    const { code, data } = body<Ad[]>(await get('/api/focus'));
    expect(code).toBe(10000);
    expect(data.length).toBe(5);
    expect(data[0]).toEqual({
      id: expect.any(Number) as number,
      image: '/static/ads/focus-1.webp',
      url: '/ppzq/info/1',
      title: '999感冒灵冬季备货',
    });
  });

  it.each([
    'top',
    'right',
    'login',
    'common',
    'bottom',
    'kxzq',
    'ppzq',
    'zyzq',
    'yx',
    'xrtj',
    'new_kxzq',
    'kxzq_ad',
    'demo',
    'postList',
  ])('/api/focus/%s serves its slot', async (slot) => {
    const { data } = body<Ad[]>(await get(`/api/focus/${slot}`));
    expect(data.length).toBeGreaterThan(0);
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM ads WHERE position = ${slot}`,
    );
    expect(data.length).toBe(row?.n);
  });

  it('/api/focus/brand/{id} serves that brand zone its own banner, other brands none', async () => {
    const brand = body<Ad[]>(await get('/api/focus/brand/5'));
    expect(brand.code).toBe(10000);
    expect(brand.data).toEqual([
      {
        id: expect.any(Number) as number,
        image: '/static/ads/brand-5.webp',
        url: '/search?keyword=同仁堂',
        title: '同仁堂 道地药材',
      },
    ]);
    expect(body<Ad[]>(await get('/api/focus/brand/9')).data).toEqual([]);
    const bad = await get('/api/focus/brand/abc');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('品牌编号不正确');
  });

  it('/api/focus/kxzq_ad honours ids: only the listed ads, in the listed order (spec §7)', async () => {
    const all = body<Ad[]>(await get('/api/focus/kxzq_ad')).data;
    expect(all.length).toBeGreaterThan(1);
    const [a, b] = all;
    const two = body<Ad[]>(await get(`/api/focus/kxzq_ad?ids=${b!.id},${a!.id}`)).data;
    expect(two.map((x) => x.id)).toEqual([b!.id, a!.id]);
    expect(body<Ad[]>(await get(`/api/focus/kxzq_ad?ids=${a!.id}`)).data).toEqual([a]);
    // An id of another slot is not served here.
    const other = body<Ad[]>(await get('/api/focus/top')).data[0]!;
    expect(body<Ad[]>(await get(`/api/focus/kxzq_ad?ids=${other.id}`)).data).toEqual([]);
    const bad = await get('/api/focus/kxzq_ad?ids=1,x');
    expect([bad.statusCode, body(bad).msg]).toEqual([422, '广告编号不正确']);
  });

  it('shows only ads live now and sorts a larger sort first', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    await t.deps.database.db.insert(ads).values([
      { position: 'test_slot', title: '已结束', image: '/a.png', sort: 100, endsAt: new Date(now - hour) },
      { position: 'test_slot', title: '未开始', image: '/b.png', sort: 100, startsAt: new Date(now + hour) },
      {
        position: 'test_slot',
        title: '靠后',
        image: '/c.png',
        sort: 1,
        startsAt: new Date(now - hour),
        endsAt: new Date(now + hour),
      },
      { position: 'test_slot', title: '靠前', image: '/d.png', sort: 50 },
    ]);
    const { data } = body<Ad[]>(await get('/api/focus/test_slot'));
    expect(data.map((a) => a.title)).toEqual(['靠前', '靠后']);
  });

  it('an unknown slot is empty; a slot name that cannot exist is a 422', async () => {
    expect(body<Ad[]>(await get('/api/focus/nosuchslot')).data).toEqual([]);
    const res = await get('/api/focus/%27%3B%20drop');
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({ code: 422, msg: '广告位不存在' });
  });
});

describe(describeName('GET /api/global/links'), () => {
  it('gives the friend links and the licence block of the footer', async () => {
    const { data } = body<{ links: { name: string; url: string }[]; site: Record<string, string> }>(
      await get('/api/global/links'),
    );
    expect(data.links.length).toBe(7);
    expect(data.links[0]).toEqual({ name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' });
    expect(data.site).toEqual({
      icp: '浙ICP备2021031866号-1',
      drug_info_license: '（浙）-经营性-2021-0086',
      drug_license: '浙AA5710086',
      legal: expect.stringContaining('浙江康源医药有限公司') as string,
      company_name: '浙江康源医药有限公司',
      hot_line: '400-826-3999',
    });
  });
});
