import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, RegionNode } from '@shop/shared';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { ADDRESS } from '../checkout/order.fixtures';

describe(describeName('address: own addresses, GB/T 2260 codes, one default'), () => {
  let t: TestApp;
  let pharmacy: string;
  let chain: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacy = await signIn(t.app, 'pharmacy');
    chain = await signIn(t.app, 'chain');
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('serves the cascader tree', async () => {
    const tree = body<RegionNode[]>(await t.app.inject({ url: '/api/address/regions' })).data;
    const zj = tree.find((p) => p.code === '33');
    expect(zj?.name).toBe('浙江省');
    expect(zj?.children?.find((c) => c.code === '3301')?.children?.some((d) => d.name === '西湖区')).toBe(
      true,
    );
  });

  it('creates with names from the codes, moves the default, edits and deletes own only', async () => {
    const created = body<Address>(
      await call('POST', '/api/address', pharmacy, { ...ADDRESS, is_default: '1' }),
    );
    expect(created.data).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      is_default: true,
    });
    const list = body<Address[]>(await call('GET', '/api/address', pharmacy)).data;
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([created.data.id]);
    expect((await call('PUT', `/api/address/${created.data.id}`, chain, ADDRESS)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/address/${created.data.id}`, chain)).statusCode).toBe(404);
    const edited = body<Address>(
      await call('PUT', `/api/address/${created.data.id}`, pharmacy, { ...ADDRESS, phone: '0571-88261234' }),
    );
    expect(edited.data.phone).toBe('0571-88261234');
    expect(body(await call('DELETE', `/api/address/${created.data.id}`, pharmacy)).code).toBe(10000);
    const left = body<Address[]>(await call('GET', '/api/address', pharmacy)).data;
    expect(left.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('refuses codes that do not nest, names that do not match, and a bad phone', async () => {
    const wrong = await call('POST', '/api/address', pharmacy, { ...ADDRESS, city_code: '3302' });
    expect(wrong.statusCode).toBe(422);
    const name = await call('POST', '/api/address', pharmacy, { ...ADDRESS, province: '江苏省' });
    expect(name.statusCode).toBe(422);
    const phone = body(await call('POST', '/api/address', pharmacy, { ...ADDRESS, phone: '12345' }));
    expect(phone.code).toBe(422);
    expect(phone.msg).toContain('联系电话格式不正确');
  });
});
