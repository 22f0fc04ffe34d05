import { expect, test, type Page } from '@playwright/test';

const DEMO = { username: 'kangjian', password: 'Demo@2026' };

interface Card {
  id: number;
  name: string;
  sccj: string;
  ladder_price: unknown[] | null;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('用户名/手机号').fill(DEMO.username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/$/);
}

const searchBox = (page: Page) => page.locator('.ky-header-search').getByLabel('搜索关键词');

test.describe('catalogue', () => {
  test('initials search, results, detail with ladder and lots, then a maker search', async ({ page }) => {
    await signIn(page);

    await searchBox(page).fill('gmlj');
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggestions.getByRole('option').first()).toContainText('感冒灵');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=gmlj&type=1/);
    await expect(page.locator('.ky-card-grid .ky-card-name').first()).toContainText('感冒灵');

    // A 感冒灵 goods with ladder prices, found through the same list call the page uses.
    const res = await page.request.get(`/api/goods/list?keyword=${encodeURIComponent('感冒灵')}&size=100`);
    const list = ((await res.json()) as { data: { list: Card[] } }).data.list;
    const laddered = list.find((g) => (g.ladder_price?.length ?? 0) > 0) ?? list[0];
    expect(laddered).toBeTruthy();
    await page.goto(`/list/info/${laddered?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('感冒灵');
    if ((laddered?.ladder_price?.length ?? 0) > 0) {
      await expect(page.getByRole('list', { name: '阶梯价' }).getByRole('listitem').first()).toHaveText(
        /^(满|≤)\d+/,
      );
    }
    const lots = page.locator('.ky-detail-tabs table');
    await expect(lots.getByRole('columnheader', { name: '批号' })).toBeVisible();
    await expect(lots.getByRole('columnheader', { name: '有效期至' })).toBeVisible();
    await expect(lots.locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}/);

    await page.locator('.ky-header-search').getByRole('radio', { name: '生产厂家' }).click();
    await searchBox(page).fill('华润三九');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/type=2/);
    await expect(page.getByText('（生产厂家）')).toBeVisible();
    const makers = page.locator('.ky-card-grid .ky-card-line:nth-of-type(2)');
    await expect(page.locator('.ky-card-grid > li').first()).toContainText('华润三九');
    expect(await makers.count()).toBeGreaterThan(0);
  });
});
