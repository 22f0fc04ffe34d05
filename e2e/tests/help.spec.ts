import { expect, test } from '@playwright/test';

/** Issue 10: every footer link and every home notice opens a real page, never /404. */
test.describe('help centre and news', () => {
  test('every footer link opens its help article', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer.ky-footer .ky-footer-help');
    await expect(footer.getByRole('link')).not.toHaveCount(0);
    const links: Array<{ name: string; href: string }> = [];
    for (const a of await footer.getByRole('link').all()) {
      links.push({ name: (await a.textContent())?.trim() ?? '', href: (await a.getAttribute('href')) ?? '' });
    }
    expect(links.length).toBeGreaterThanOrEqual(8);

    for (const link of links) {
      await page.goto(link.href);
      await expect(page, link.href).not.toHaveURL(/\/404$/);
      // The article's title is the section's name, and the side nav marks that section.
      await expect(page.getByRole('heading', { level: 1, name: link.name })).toBeVisible();
      await expect(page.locator('.ky-article-body p').first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: '帮助中心导航' }).locator('[aria-current="page"]'),
      ).toHaveText(link.name);
    }
  });

  test('the home notice board opens a notice and the company news list', async ({ page }) => {
    await page.goto('/');
    const board = page.locator('.ky-home-notice');
    const first = board.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/news\/info\/\d+\/company$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^上一篇：/)).toBeVisible();

    await page.goto('/');
    await board.getByRole('link', { name: '更多' }).click();
    await expect(page).toHaveURL(/\/news\/company$/);
    await expect(page.getByRole('heading', { level: 1, name: '公司新闻' })).toBeVisible();
    await expect(page.locator('.ky-news-list li')).not.toHaveCount(0);
    await page
      .getByRole('navigation', { name: '新闻资讯导航' })
      .getByRole('link', { name: '行业资讯' })
      .click();
    await expect(page).toHaveURL(/\/news\/hy$/);
    await expect(page.locator('.ky-news-list li')).not.toHaveCount(0);
  });
});
