import fc from 'fast-check';
import { GoodsDetailQuerySchema, GoodsListQuerySchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

// Every parameter the contract names, so a new filter is fuzzed the day it is added.
const LIST_PARAMS = Object.keys(GoodsListQuerySchema.shape);
const DETAIL_PARAMS = Object.keys(GoodsDetailQuerySchema.shape);

/** Anything a hostile or broken client may put in a query value, including LIKE and SQL metacharacters. */
const value = fc.oneof(
  fc.string({ maxLength: 60, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom(
    '%',
    '_',
    '\\',
    "'",
    '"',
    '[]',
    '9'.repeat(30),
    '-1',
    '1e9',
    '0x10',
    ' ',
    '感冒%_\\',
    '\u0000',
    'a\u0000b',
    '\ud800',
  ),
);
/** Lone surrogates cannot be encoded; send the invalid UTF-8 bytes a broken client would. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

describe(describeName('goods fuzz: no query string produces a 5xx'), () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app);
  });
  afterAll(() => t.close());

  const status = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).statusCode;

  it('list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LIST_PARAMS), value, async (p, v) => {
        expect(await status(`/api/goods/list?${p}=${enc(v)}&size=5&facets=0`)).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });

  it('suggestions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('keywords', 'type'), value, async (p, v) => {
        expect(await status(`/api/goods/search?${p}=${enc(v)}`)).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('detail', async () => {
    await fc.assert(
      fc.asyncProperty(value, fc.constantFrom(...DETAIL_PARAMS), value, async (id, p, v) => {
        expect(await status(`/api/goods/detail/${enc(id) || '1'}?${p}=${enc(v)}`)).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('repeated and nested parameters', async () => {
    for (const q of [
      'size=1&size=2',
      'keyword[a]=1',
      'page[]=1',
      'price_min[0]=1&price_min[1]=2',
      'keyword=%E4',
    ]) {
      expect(await status(`/api/goods/list?${q}`), q).toBeLessThan(500);
    }
  });
});
