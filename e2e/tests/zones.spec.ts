import { expect, test, type Page } from '@playwright/test';
import { buyerSignIn } from '../support/session';

/** /cart → 去结算 → step2 → 提交订单 → 立即支付 (balance) → the paid page. */
async function checkoutCart(page: Page, beforeSubmit?: () => Promise<void>) {
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /去结算/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/);
  await expect(page.getByTestId('amount-payable')).toHaveText(/^¥\d+\.\d{2}$/);
  if (beforeSubmit) await beforeSubmit();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('支付成功，我们将尽快为您安排发货！')).toBeVisible();
}

test.describe('zones and promotions', () => {
  test('claims a coupon in /lqzx and uses it at checkout', async ({ page }) => {
    await buyerSignIn(page, { clearCart: true });
    await page.goto('/lqzx');
    const card = page.locator('.ky-coupon-card', { hasText: '无门槛10元现金券' });
    await card.getByRole('button', { name: '立即领取' }).click();
    await expect(page.getByText('领取成功').first()).toBeVisible();
    await expect(card).toContainText('已领');

    const box = page.getByRole('combobox', { name: '搜索关键词' }).or(page.getByLabel('搜索关键词'));
    await box.first().fill('阿莫西林');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/search\?.*keyword=/);
    await page.getByText('阿莫西林胶囊').first().click();
    await expect(page).toHaveURL(/\/list\/info\/\d+/);
    await page
      .locator('.ky-buybox')
      .getByRole('button', { name: /加入购物车/ })
      .click();
    await expect(page.getByText('加入购物车成功').first()).toBeVisible();
    await checkoutCart(page, async () => {
      await page.getByRole('radio', { name: /领券中心·10元现金券/ }).check();
      await expect(page.getByText('-¥10.00').first()).toBeVisible();
    });
  });

  test('buys a combination from /zhzq as one set line', async ({ page }) => {
    await buyerSignIn(page, { clearCart: true });
    await page.goto('/zhzq');
    const combo = page.locator('article.ky-combo:not(.is-blocked)').first();
    const name = (await combo.getAttribute('aria-label')) ?? '';
    await combo.getByRole('button', { name: /加入购物车/ }).click();
    await expect(page.getByText('加入购物车成功').first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText(name).first()).toBeVisible();
    await checkoutCart(page);
  });

  test('exchanges points in /jfsc and sees the points order and the points log', async ({ page }) => {
    await buyerSignIn(page, { clearCart: true });
    await page.goto('/jfsc');
    await page.getByRole('button', { name: '立即兑换' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确认兑换/ }).click();
    await expect(page.getByText(/兑换成功，剩余\d+积分/).first()).toBeVisible();
    await page.goto('/order_jfdd');
    await expect(page.getByText('待发货').first()).toBeVisible();
    await page.goto('/wdqb/jfgl');
    await expect(page.getByRole('cell', { name: '积分兑换' }).first()).toBeVisible();
  });

  test('draws once from the home popup', async ({ page }) => {
    await buyerSignIn(page, { clearCart: true });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '幸运抽奖' }).or(page.getByLabel('幸运抽奖'));
    await popup.getByRole('button', { name: /开始抽奖（剩余3次）/ }).click();
    const result = page.getByRole('status').filter({ hasText: /恭喜您获得|谢谢参与/ });
    await expect(result).toBeVisible({ timeout: 15_000 });
    const records = await page.request.get('/api/draw/record');
    const list = ((await records.json()) as { data: Array<{ prize_name?: string; name?: string }> }).data;
    expect(list.length).toBeGreaterThanOrEqual(1);
    // Issue 28: with draws left the popup comes back and says how many; the record is in the
    // member centre with what became of the prize.
    await page.goto('/');
    await expect(popup.getByText('您还有2次抽奖机会')).toBeVisible();
    await page.goto('/user/cjjl');
    await expect(page.getByRole('cell', { name: list[0]!.name ?? '' }).first()).toBeVisible();
  });
});
