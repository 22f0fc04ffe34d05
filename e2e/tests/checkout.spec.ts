import { expect, test, type Page } from '@playwright/test';
import { pickRegion, submitDialog } from '../support/forms';
import { buyerSignIn } from '../support/session';

/** Header search → first 阿莫西林胶囊 → its detail page → 加入购物车 → /cart → 去结算. */
async function buyAmoxicillinToStep2(page: Page) {
  const box = page.getByRole('combobox', { name: '搜索关键词' }).or(page.getByLabel('搜索关键词'));
  await box.first().fill('阿莫西林');
  await box.first().press('Enter');
  await expect(page).toHaveURL(/\/search\?.*keyword=/);
  await page.getByText('阿莫西林胶囊').first().click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  // Result cards carry 加入购物车 too and stay on screen while the detail chunk loads.
  await page
    .locator('.ky-buybox')
    .getByRole('button', { name: /加入购物车/ })
    .click();
  await expect(page.getByText('加入购物车成功').first()).toBeVisible();
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /去结算/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/);
  await expect(page.getByTestId('amount-payable')).toHaveText(/^¥\d+\.\d{2}$/);
}

/** 新增收货地址 through the modal and its province/city/district cascader; returns the consignee. */
async function addAddress(page: Page): Promise<string> {
  const consignee = `测试${Date.now() % 100000}`;
  await page.getByRole('button', { name: /新增收货地址/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByPlaceholder('收货人姓名').fill(consignee);
  await dialog.getByPlaceholder(/手机号码/).fill('13912345678');
  await pickRegion(page, dialog, '浙江省 / 杭州市 / 西湖区');
  await dialog.getByPlaceholder(/街道/).fill('文三路478号华星时代广场A座');
  await submitDialog(dialog, /保存地址/);
  // The new address is the one chosen for this order.
  await expect(page.getByRole('radio', { name: new RegExp(consignee) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  return consignee;
}

async function orderNoOnPaidPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/cart\/step4\?id=\d+/);
  await expect(page.getByText('支付成功，我们将尽快为您安排发货！')).toBeVisible();
  return ((await page.getByTestId('paid-order-no').textContent()) ?? '').trim();
}

/** The paid order appears in 我的订单 as 待发货, and its detail lists the lots (批号, 有效期). */
async function seeInOrders(page: Page, orderNo: string, consignee?: string) {
  await page.goto('/order');
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('待发货');
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(/\/order\/info\/\d+/);
  await expect(page.getByText(`订单号：${orderNo}`)).toBeVisible();
  await expect(page.getByText(/^批号 \S+/).first()).toBeVisible();
  await expect(page.getByText(/有效期至 \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
  if (consignee) await expect(page.getByText(new RegExp(consignee)).first()).toBeVisible();
}

test.describe('checkout', () => {
  test('search → cart → confirm with a new address → pay by balance → order with batches', async ({
    page,
  }) => {
    await buyerSignIn(page, { clearCart: true });
    await buyAmoxicillinToStep2(page);
    const consignee = await addAddress(page);
    await expect(page.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    await page.getByRole('button', { name: /提交订单/ }).click();

    await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
    await expect(page.getByText('订单提交成功，请尽快付款！')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/\d{2}:\d{2}:\d{2}/);
    await page.getByRole('button', { name: '立即支付' }).click();

    const orderNo = await orderNoOnPaidPage(page);
    await seeInOrders(page, orderNo, consignee);
  });

  test('pay through the sandbox gateway: QR, cashier confirms, the page follows', async ({
    page,
    context,
  }) => {
    await buyerSignIn(page, { clearCart: true });
    await buyAmoxicillinToStep2(page);
    await page.getByRole('radio', { name: /微信支付/ }).check();
    await page.getByRole('button', { name: /提交订单/ }).click();

    await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page.getByText(/等待支付结果/)).toBeVisible();
    const cashierUrl = await page.getByRole('link', { name: /收银台/ }).getAttribute('href');
    expect(cashierUrl).toBeTruthy();

    // What a buyer's phone does after scanning the QR: open the cashier and confirm.
    const cashier = await context.newPage();
    await cashier.goto(cashierUrl!);
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await cashier.close();

    // The pay page polls every 2 s and moves on once the gateway's notification has arrived.
    const orderNo = await orderNoOnPaidPage(page);
    await seeInOrders(page, orderNo);
  });
});
