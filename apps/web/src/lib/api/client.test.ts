import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Adapter } from './http';
import type { z } from 'zod';
import { api, http } from './client';
import { ApiCanceledError, ApiError, ApiTimeoutError } from './errors';
import { installApiFeedback, type ApiFeedback } from './feedback';
import { fakeAdapter } from './test-adapter';

/** These suites test the client, not a route: any fields go. */
type Any = z.ZodRecord<z.ZodString, z.ZodUnknown>;

const ok = (data: unknown = null) => ({ body: { code: 10000, msg: 'ok', data } });
let spies: { [K in keyof ApiFeedback]: ReturnType<typeof vi.fn> };
let uninstall: () => void;
const original = http.defaults.adapter;

beforeEach(() => {
  spies = {
    toast: vi.fn(),
    alert: vi.fn((_t: string, _m: string, onOk?: () => void) => onOk?.()),
    timeout: vi.fn(),
    navigate: vi.fn(),
    location: vi.fn(() => '/list?select=3'),
  };
  uninstall = installApiFeedback(spies as unknown as ApiFeedback);
});
afterEach(() => {
  uninstall();
  http.defaults.adapter = original;
});

const use = (adapter: Adapter) => (http.defaults.adapter = adapter);

describe('request shape', () => {
  it('form-encodes POST bodies with indexed nested keys', async () => {
    const { adapter, seen } = fakeAdapter(() => ok());
    use(adapter);
    await api.post<unknown, Any>('/cart', { params: [{ goods_id: 1, number: 2 }] });
    const req = seen[0]!;
    expect(req.baseURL).toBe('/api');
    expect(req.withCredentials).toBe(true);
    expect(req.timeout).toBe(30_000);
    expect(String(req.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(req.data as string)).toBe('params[0][goods_id]=1&params[0][number]=2');
  });

  it('returns the data of a success envelope', async () => {
    use(fakeAdapter(() => ok({ total: 3 })).adapter);
    await expect(api.get('/cart/total')).resolves.toEqual({ total: 3 });
  });
});

describe('duplicate requests', () => {
  it('a repeated identical request cancels the earlier one', async () => {
    const { adapter } = fakeAdapter(() => ({ ...ok('x'), delay: 20 }));
    use(adapter);
    const first = api.get<unknown, Any>('/goods/list', { page: 1 });
    const second = api.get<unknown, Any>('/goods/list', { page: 1 });
    await expect(first).rejects.toBeInstanceOf(ApiCanceledError);
    await expect(second).resolves.toBe('x');
    expect(spies.toast).not.toHaveBeenCalled();
  });

  it('different parameters do not cancel each other', async () => {
    use(fakeAdapter(() => ({ ...ok('x'), delay: 10 })).adapter);
    const results = await Promise.all([
      api.get<unknown, Any>('/goods/list', { page: 1 }),
      api.get<unknown, Any>('/goods/list', { page: 2 }),
    ]);
    expect(results).toEqual(['x', 'x']);
  });

  it.each([
    ['/cart', { params: [{ goods_id: 1 }] }],
    ['/favorite', { goods_ids: '1' }],
    ['/favorite/cancel', { goods_ids: '1' }],
    ['/activity/tap', { id: 1 }],
  ])('POST %s is exempt: both identical requests complete', async (url, body) => {
    use(fakeAdapter(() => ({ ...ok('done'), delay: 10 })).adapter);
    await expect(
      Promise.all([api.post<unknown, Any>(url, body), api.post<unknown, Any>(url, body)]),
    ).resolves.toEqual(['done', 'done']);
  });
});

describe('error catalogue (spec §8)', () => {
  const fail = (code: number, msg: string, status = 200) =>
    fakeAdapter(() => ({ status, body: { code, msg, data: null } }));

  it.each([
    [10001, 200],
    [401, 401],
    [10001, 401],
  ])('code %i (HTTP %i) goes to login with a way back', async (code, status) => {
    use(fail(code, '请先登录', status).adapter);
    await expect(api.get('/user/base')).rejects.toBeInstanceOf(ApiError);
    expect(spies.navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/list?select=3')}`);
  });

  it('459 shows the message, then opens the contract page', async () => {
    use(fail(459, '请先签署电子合同').adapter);
    await expect(api.post<unknown, Any>('/order', {})).rejects.toMatchObject({ code: 459, handled: true });
    expect(spies.alert).toHaveBeenCalledWith('温馨提示', '请先签署电子合同', expect.any(Function));
    expect(spies.navigate).toHaveBeenCalledWith('/dzht');
  });

  it('422 toasts the first validation message', async () => {
    use(fail(422, '请输入正确的手机号', 422).adapter);
    await expect(api.post<unknown, Any>('/user/updateUserInfo', { phone: '1' })).rejects.toMatchObject({
      code: 422,
    });
    expect(spies.toast).toHaveBeenCalledWith('请输入正确的手机号');
  });

  it('5xx toasts the system-busy text, never the server detail', async () => {
    use(fail(500, 'TypeError: x is undefined', 500).adapter);
    await expect(api.get('/cart/list')).rejects.toBeInstanceOf(ApiError);
    expect(spies.toast).toHaveBeenCalledWith('系统繁忙，请稍候再试');
  });

  it('a proxy error page without an envelope counts as system busy', async () => {
    use(fakeAdapter(() => ({ status: 502, body: '<html>Bad Gateway</html>' })).adapter);
    await expect(api.get('/cart/list')).rejects.toBeInstanceOf(ApiError);
    expect(spies.toast).toHaveBeenCalledWith('系统繁忙，请稍候再试');
  });

  it('other codes open an alert titled 温馨提示 with the server message', async () => {
    use(fail(10002, '库存不足').adapter);
    await expect(api.post<unknown, Any>('/cart/checkout', { ids: [1] })).rejects.toMatchObject({
      code: 10002,
    });
    expect(spies.alert).toHaveBeenCalledWith('温馨提示', '库存不足');
    expect(spies.navigate).not.toHaveBeenCalled();
  });

  it('silent callers get the error without any global reaction', async () => {
    use(fail(10001, '请先登录', 401).adapter);
    await expect(api.get('/common/config', undefined, { silent: true })).rejects.toMatchObject({
      code: 10001,
      handled: false,
    });
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(spies.alert).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  it('opens the refresh dialog once, however many calls time out together', async () => {
    use(fakeAdapter(() => 'timeout').adapter);
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiTimeoutError);
    await expect(api.get('/b')).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(spies.timeout).toHaveBeenCalledTimes(1);
  });
});
