import { expect, test } from '@playwright/test';
import { buyerSignIn, operatorSignIn } from '../support/session';

test.setTimeout(240_000);

test('a buyer returns one line of a received order and sees the refund in the balance log', async ({
  page,
  browser,
}) => {
  await buyerSignIn(page);
  const res = await page.request.get('/api/order?status=done');
  const orders = (await res.json()) as {
    data: { list: Array<{ id: number; order_no: string; pay_type: string }> };
  };
  // Refunds go back the way the order was paid: a balance-paid order's refund lands in the balance log.
  const order = orders.data.list.find((o) => o.pay_type === 'balance')!;

  // Apply from the order detail: one unit of the first lot.
  await page.goto(`/order/info/${order.id}`);
  await page.getByRole('button', { name: '申请退货/售后' }).click();
  const modal = page.locator('.ant-modal:visible');
  await modal
    .getByLabel(/申请数量/)
    .first()
    .fill('1');
  await modal.getByLabel('申请原因').fill('外箱破损，两盒药品受潮');
  await modal.getByRole('button', { name: /提交申请/ }).click();
  await expect(page).toHaveURL(/\/order\/returnInfo\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('待审核').first()).toBeVisible();
  const refund = (await page
    .locator('.ant-descriptions')
    .getByText(/^¥\d+\.\d{2}$/)
    .first()
    .textContent())!;

  // The orders list shows the request's state and links to it; the /order_wddd_ alias opens the same page.
  await page.goto('/order?status=done');
  await expect(page.getByRole('link', { name: '退货待审核' }).first()).toBeVisible();
  await page.goto(`/order_wddd_returnInfo/${id}`);
  await expect(page.getByText('外箱破损，两盒药品受潮')).toBeVisible();

  // The shop agrees in the back office.
  const ops = await browser.newContext();
  const admin = await ops.newPage();
  await operatorSignIn(admin);
  await admin.goto(`/admin/aftersales/${id}`);
  await admin.getByRole('button', { name: /同\s*意/ }).click();
  await admin
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*[认定]/ })
    .click();
  await expect(admin.getByText('已同意').first()).toBeVisible();

  // The buyer sends the goods back.
  await page.reload();
  await page.getByLabel('快递公司').fill('顺丰速运');
  await page.getByLabel('快递单号').fill('SF1402837465');
  await page.getByRole('button', { name: '提交寄回信息' }).click();
  await expect(page.getByText('买家已寄回').first()).toBeVisible();

  // The shop receives the goods and refunds.
  await admin.reload();
  await admin.getByRole('button', { name: /确认收货/ }).click();
  await admin
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(admin.getByText('已收货').first()).toBeVisible();
  // 原路退款 dialog: this order was paid from the balance, so the refund goes back there.
  await admin.getByRole('button', { name: /退\s*款/ }).click();
  await admin
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*[定认]|OK/ })
    .click();
  await expect(admin.getByText('已退款').first()).toBeVisible();
  await ops.close();

  await page.reload();
  await expect(page.getByText(/退款已完成：¥[\d.]+ 退回账户余额/)).toBeVisible();
  await page.goto('/wdqb/yegl');
  const row = page.getByRole('row', { name: new RegExp(`售后单${id}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('订单退款');
  await expect(row).toContainText(refund.replace('¥', ''));
});
