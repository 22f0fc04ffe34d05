import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

interface Group {
  id: number;
  name: string;
  code: string;
  children: { id: number; name: string; code: string; article_id: number | null }[];
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
interface Item {
  id: number;
  title: string;
  code: string;
  summary: string;
  created_at: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe(describeName('help centre'), () => {
  it('lists the help groups with their sections, news excluded; the footer takes the first 4', async () => {
    const { code, data } = body<Group[]>(await get('/api/article/category'));
    expect(code).toBe(10000);
    expect(data.map((g) => g.code)).toEqual(['xrzn', 'zfps', 'fwbz', 'us']);
    expect(data[0]).toMatchObject({ name: '新手指南' });
    expect(data[0]?.children.map((c) => [c.name, c.code])).toEqual([
      ['注册会员', 'zchy'],
      ['购物流程', 'gwlc'],
      ['安全购药', 'aqgy'],
    ]);
    for (const c of data.flatMap((g) => g.children)) expect(c.article_id).toEqual(expect.any(Number));
  });

  it('category_id=3 (spec §7) is the help centre: its help groups; any other id lists what is under it', async () => {
    const all = body<Group[]>(await get('/api/article/category')).data;
    const three = body<Group[]>(await get('/api/article/category?category_id=3')).data;
    expect(three.map((g) => g.name)).toEqual(['新手指南', '支付配送', '服务保障', '关于我们']);
    expect(three).toEqual(all);
    const fwbz = all.find((g) => g.code === 'fwbz');
    const under = body<Group[]>(await get(`/api/article/category?category_id=${fwbz?.id}`)).data;
    expect(under.map((g) => g.code)).toEqual(fwbz?.children.map((c) => c.code));
    expect((await get('/api/article/category?category_id=999999')).statusCode).toBe(404);
    const bad = await get('/api/article/category?category_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('文章分类不正确');
    expect((await get('/api/article/category?category_id=99999999999')).statusCode).toBe(422);
    expect((await get('/api/article/category?category_id=')).statusCode).toBe(200);
  });

  it('opens a help article with its section and group', async () => {
    const groups = body<Group[]>(await get('/api/article/category')).data;
    const wzzz = groups.flatMap((g) => g.children).find((c) => c.code === 'wzzz');
    const res = await get(`/api/article/${wzzz?.article_id}`);
    expect(body(res).data).toMatchObject({
      title: '网站资质',
      code: 'wzzz',
      content: expect.stringContaining('<p>') as string,
      category: { code: 'wzzz', name: '网站资质' },
      group: { code: 'fwbz', name: '服务保障' },
    });
    expect((await get('/api/article/999999')).statusCode).toBe(404);
    expect(body(await get('/api/article/0')).msg).toBe('文章编号不正确');
  });

  it('lists a group by code or id, sections included, with text summaries', async () => {
    const byCode = body<Page<Item> & { category: { code: string; id: number } }>(
      await get('/api/article/list?code=xrzn'),
    );
    expect(byCode.data.category.code).toBe('xrzn');
    expect(byCode.data.total).toBe(3);
    expect(byCode.data.list[0]?.summary).not.toMatch(/[<>]/);
    const byId = body<Page<Item>>(
      await get(`/api/article/list?category_id=${byCode.data.category.id}&page_size=2`),
    ).data;
    expect(byId.list.length).toBe(2);
    expect(byId.total).toBe(3);
    const none = await get('/api/article/list');
    expect(none.statusCode).toBe(422);
    expect(body(none).msg).toBe('请指定文章分类');
    expect((await get('/api/article/list?code=nosuch')).statusCode).toBe(404);
  });
});

describe(describeName('news'), () => {
  it.each([
    ['hy', '行业资讯', 4],
    ['company', '公司新闻', 3],
  ])('type=%s lists %s newest first', async (type, name, total) => {
    const { data } = body<Page<Item> & { type: string; type_name: string }>(
      await get(`/api/news?type=${type}`),
    );
    expect(data).toMatchObject({ type, type_name: name, total, page: 1 });
    const times = data.list.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('defaults to industry news, pages, and refuses an unknown type or page', async () => {
    expect(body<{ type: string }>(await get('/api/news')).data.type).toBe('hy');
    const page2 = body<Page<Item>>(await get('/api/news?type=hy&page=2&page_size=3')).data;
    expect(page2.list.length).toBe(1);
    const bad = await get('/api/news?type=gossip');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('资讯类型不正确');
    expect(body(await get('/api/news?page=-1')).msg).toBe('页码不正确');
    expect(body(await get('/api/news?page_size=500')).msg).toBe('每页条数不能超过50');
  });

  it('opens a news item with neighbours in list order; a help article is not news', async () => {
    const list = body<Page<Item>>(await get('/api/news?type=hy')).data.list;
    const [first, second] = list;
    const res = body<{ title: string; type: string; prev: unknown; next: { id: number } | null }>(
      await get(`/api/news/${second?.id}`),
    );
    expect(res.data).toMatchObject({
      title: second?.title,
      type: 'hy',
      prev: { id: first?.id, title: first?.title },
    });
    expect(res.data.next?.id).toBe(list[2]?.id);
    expect(body<{ prev: unknown }>(await get(`/api/news/${first?.id}`)).data.prev).toBeNull();
    const help = body<Group[]>(await get('/api/article/category')).data[0]?.children[0]?.article_id;
    const notNews = await get(`/api/news/${help}`);
    expect(notNews.statusCode).toBe(404);
    expect(body(notNews).msg).toBe('资讯不存在');
  });
});
