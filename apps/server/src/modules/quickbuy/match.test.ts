import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchResult } from '@shop/shared';
import { body, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { PURCHASE_LINES } from './purchase-list.fixture';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'pharmacy');
}, 60_000);
afterAll(async () => t.close());

const match = async (text: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/buy/match',
    headers: { cookie },
    payload: { text },
  });
  return body<MatchResult>(res);
};

describe('purchase-list matcher on 50 real lines', () => {
  it('finds the hand-chosen goods for at least 48 of 50 lines and says why the rest are not clear', async () => {
    const header = '商品名称\t规格\t生产厂家\t数量';
    const res = await match([header, ...PURCHASE_LINES.map((l) => l.line)].join('\n'));
    expect(res.code).toBe(10000);
    const lines = res.data.lines;
    expect(lines).toHaveLength(50); // the header row is not a goods line

    const misses: string[] = [];
    for (const [k, want] of PURCHASE_LINES.entries()) {
      const got = lines[k];
      const id = got?.status === 'not_found' ? null : (got?.goods?.id ?? null);
      if (id !== want.id)
        misses.push(
          `${want.line} → ${got?.goods?.name ?? '无'} ${got?.goods?.ypgg ?? ''} ${got?.goods?.sccj ?? ''}`,
        );
      if (want.unavailable) {
        expect(got?.status).toBe('unavailable');
        expect(got?.reason).toBeTruthy();
      }
      if (want.id === null) expect(got?.reason).toBe('未找到匹配的商品');
    }
    const hits = 50 - misses.length;
    // Printed so the hit rate is visible in the test log (reported in the issue's note).
    console.log(
      `matcher hit rate: ${hits}/50 (${JSON.stringify(res.data.summary)})${misses.length ? `; misses:\n${misses.join('\n')}` : ''}`,
    );
    expect(hits).toBeGreaterThanOrEqual(48);
  }, 60_000);

  it('proposes a quantity the cart accepts: minimum and whole middle packs', async () => {
    // 布洛芬缓释胶囊 0.3g*10粒 修正 has a middle pack of 10: 25 becomes 30, with a note.
    const res = await match('布洛芬缓释胶囊 0.3g*10粒 修正药业 25');
    const line = res.data.lines[0];
    expect(line?.goods?.id).toBe(865);
    expect(line?.asked).toBe(25);
    expect(line?.number).toBe(30);
    expect(line?.reason).toContain('中包装10');
  });

  it('marks a name without spec or maker as a choice, with the alternatives to pick from', async () => {
    const res = await match('阿莫西林胶囊 10');
    const line = res.data.lines[0];
    expect(line?.status).toBe('ambiguous');
    expect(line?.reason).toMatch(/规格/);
    expect(line?.alternatives.length).toBeGreaterThan(1);
    expect(line?.alternatives.every((g) => g.name.includes('阿莫西林'))).toBe(true);
  });

  it('refuses an empty list and a visitor', async () => {
    expect((await match('   ')).code).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/buy/match',
      payload: { text: '阿莫西林胶囊' },
    });
    expect(res.statusCode).toBe(401);
  });
});
