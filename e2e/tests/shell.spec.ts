import { expect, test } from '@playwright/test';

const DEMO = { username: 'kangjian', password: 'Demo@2026', company: '杭州康健大药房有限公司' };

test.describe('storefront shell', () => {
  test('a visitor sees the home page with its title and the 7-entry category menu', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('首页 - 康源医药网');
    const menu = page.getByRole('list', { name: '商品分类' });
    await expect(menu.getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link')).not.toHaveCount(0);
  });

  test('an unknown path lands on /404', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 康源医药网');
  });

  test('the demo pharmacy signs in, sees its company name, and signs out again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel('用户名/手机号').fill(DEMO.username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();

    await expect(page).toHaveURL(/\/$/);
    const topBar = page.locator('.ky-topbar');
    await expect(topBar.getByText(DEMO.company)).toBeVisible();

    await topBar.getByRole('button', { name: '安全退出' }).click();
    await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(topBar.getByText(DEMO.company)).toHaveCount(0);
  });

  test('a wrong password is explained under the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名/手机号').fill(DEMO.username);
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert')).toContainText(/密码/);
    await expect(page).toHaveURL(/\/login/);
  });
});
