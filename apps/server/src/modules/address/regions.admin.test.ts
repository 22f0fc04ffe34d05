import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionNode } from '@shop/shared';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (nodes: RegionNode[] | undefined, name: string) => nodes?.find((n) => n.name === name);

describe(describeName('the back office region picker'), () => {
  it('answers the whole GB/T 2260 tree in six-digit codes; a city without districts is picked itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/regions',
      headers: { cookie: await operatorCookie(t, 'goods') },
    });
    expect(res.statusCode).toBe(200);
    const tree = body<RegionNode[]>(res).data;
    const hangzhou = find(find(tree, '浙江省')?.children, '杭州市');
    expect([hangzhou?.code, find(hangzhou?.children, '西湖区')?.code]).toEqual(['330100', '330106']);
    const dongguan = find(find(tree, '广东省')?.children, '东莞市');
    expect([dongguan?.code, dongguan?.children]).toEqual(['441900', undefined]);
  });
});
