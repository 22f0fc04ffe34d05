import { expect, test } from '@playwright/test';

/**
 * Issue 28: every page that needs a buyer sends a visitor to /login?redirect= before it renders or
 * calls anything, so no call answers 401 on the way (the web test buyer-guard.test.tsx checks the
 * same list against the route table).
 */
const BUYER_PAGES = [
  ...['/user', '/user/cjjl', '/zhzx', '/zhzx/basic', '/zhzx/zzzj', '/zhzx/ddgl', '/zhzx/bdwx'],
  ...['/zhzx/addr', '/zhzx/wdxx', '/zhzx/jybg', '/wdqb', '/wdqb/yegl', '/wdqb/jfgl', '/wdqb/yhq'],
  ...['/wdqb/xjq', '/cart', '/cart/step2', '/cart/step3/1', '/cart/step4', '/order', '/order/info/1'],
  ...['/order/returnInfo/1', '/order/afterSalesInfo/1', '/hmdd', '/jfdd', '/order_jfdd', '/zzfw'],
  ...['/kjcg', '/pzqg', '/pzqg/add', '/pzqg/info', '/dzfp', '/star', '/yjfk', '/dzht'],
];

test('a visitor opening any buyer page lands on /login?redirect= without a 401 on the way', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(`${page.url()} → ${r.url()}`);
  });
  for (const path of BUYER_PAGES) {
    await page.goto(path);
    await expect(page.getByLabel('用户名/手机号')).toBeVisible();
    const at = new URL(page.url());
    expect(at.pathname + at.search, path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  }
  expect(refused).toEqual([]);
});
