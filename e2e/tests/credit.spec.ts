import { expect, test, type Page } from '@playwright/test';
import { buyerSignIn, operatorPage } from '../support/session';
import { pickAndCheck } from '../support/warehouse';

const OK = /确\s*[认定]/;

async function orderOnCredit(page: Page): Promise<number> {
  const box = page.getByRole('combobox', { name: '搜索关键词' }).or(page.getByLabel('搜索关键词'));
  await box.first().fill('阿莫西林');
  await box.first().press('Enter');
  await page.getByText('阿莫西林胶囊').first().click();
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
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
  const id = Number(/step3\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('radio', { name: /账期支付/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/cart\/step4/);
  return id;
}

test.describe('credit terms', () => {
  test.describe.configure({ timeout: 240_000 });
  test('finance gives kangjian credit; kangjian orders on credit; it ships; the statement lists it; a transfer voucher repays it; finance matches it; the receivable closes', async ({
    page,
    browser,
  }) => {
    const caiwu = await operatorPage(browser, 'caiwu');
    const found = (await (await caiwu.request.get('/api/admin/buyers?keyword=kangjian')).json()) as {
      data: { list: { id: number }[] };
    };
    const buyerId = found.data.list[0]!.id;
    await caiwu.goto(`/admin/buyers/${buyerId}`);
    const credit = caiwu.getByRole('form', { name: '设置授信' });
    await credit.getByLabel('授信额度（元）').fill('50000');
    await credit.getByLabel('账期（天）').fill('30');
    await credit.getByRole('button', { name: '保存授信' }).click();
    await expect(caiwu.getByText('授信已保存').first()).toBeVisible();

    await buyerSignIn(page, { clearCart: true });
    const id = await orderOnCredit(page);

    await pickAndCheck(browser, id);
    const cangku = await operatorPage(browser, 'cangku');
    await cangku.goto(`/admin/orders/${id}`);
    await cangku.getByRole('button', { name: /^发\s*货$/ }).click();
    const ship = cangku.getByRole('dialog', { name: '拣货发货' });
    await ship.getByLabel('物流公司').click();
    await cangku.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click();
    await ship.getByLabel('运单号').fill(`SF${Date.now()}`.slice(0, 15));
    await ship.getByRole('button', { name: OK }).click();
    await expect(cangku.getByText('已发货').first()).toBeVisible();

    await page.goto('/wdqb/dzd');
    await expect(page.getByRole('cell', { name: '账期采购' }).first()).toBeVisible();
    await page.goto('/wdqb/zq');
    await page
      .getByRole('form', { name: '上传转账凭证' })
      .locator('input[type=file]')
      .setInputFiles({
        name: '转账回单.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    await expect(page.getByText('已选：转账回单.png')).toBeVisible();
    await page.getByRole('button', { name: '提交凭证' }).click();
    await expect(page.getByText('待财务确认').first()).toBeVisible();

    await caiwu.goto('/admin/finance/vouchers');
    // exact: the toolbar's 批量确认到账 also contains the words.
    await caiwu.getByRole('button', { name: '确认到账', exact: true }).first().click();
    const dialog = caiwu.getByRole('dialog', { name: /确认到账/ });
    // 实收金额 starts at what the buyer declared (the whole debt); the bank statement agrees here.
    await expect(dialog.getByLabel('实收金额（元）')).not.toHaveValue('');
    await dialog.getByLabel('银行流水号').fill(`ICBC${Date.now()}`);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(caiwu.getByText(/已确认到账：冲抵/).first()).toBeVisible();

    await page.reload();
    await expect(page.getByText('已确认到账').first()).toBeVisible();
    await expect(page.getByText('未还账款')).toHaveCount(0);
  });
});
