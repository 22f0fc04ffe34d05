import { expect, test, type Page } from '@playwright/test';
import { buyerSignIn, operatorSignIn } from '../support/session';

/** A 1×1 PNG: what an operator uploads as a banner or a pack shot. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e7b8f0a50000000049454e44ae426082',
  'hex',
);

/** A one-page PDF: the inspection report (药检报告) that comes with a lot. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A drug the demo catalogue does not carry; its pinyin initials (芪苓护心胶囊 → qlhxjn) find only it. */
const DRUG = { name: '芪苓护心胶囊', initials: 'qlhxjn', batch: 'QL250901' };

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).first().click();
}

test.describe('back office', () => {
  test('an operator lists a new drug with a lot and a ladder price; a buyer finds it by pinyin initials and pays the ladder price', async ({
    page,
  }) => {
    // Two people, two apps and an order: three times the usual time on a busy machine.
    test.slow();
    await operatorSignIn(page, 'shangpin');
    await page.goto('/admin/goods/new');
    await page.getByLabel('通用名').fill(DRUG.name);
    await page.getByLabel('规格').fill('0.5g*36粒');
    await page.getByLabel('剂型').fill('胶囊剂');
    await page.getByLabel('包装单位').fill('盒');
    await page.getByRole('button', { name: '创建商品' }).click();
    // The form checks what the server checks, with its words: no 批准文号 outside 中药饮片.
    await expect(page.getByText('请输入批准文号（仅中药饮片可空）')).toBeVisible();
    await page.getByLabel('批准文号').fill('国药准字Z20250901');
    await pick(page, '生产厂家', '同仁堂', '北京同仁堂股份有限公司同仁堂制药厂');
    await pick(page, '分类', '心脑血管中成药', '心脑血管中成药');
    await page.getByLabel('供货价', { exact: true }).fill('25.00');
    await page.getByLabel('零售价', { exact: true }).fill('36.00');
    // The server's answer, not only the toast: a refusal's toast is gone before a failed check
    // looks at the page, so a failure here says what the server said.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/admin\/goods$/.test(new URL(r.url()).pathname),
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: '创建商品' }).click();
    const answer = (await (await created).json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(10000);
    await expect(page.getByText('商品已创建')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/goods\/\d+$/);

    // 价格与控销: 满10盒 ¥20.00 (the ladder type defaults to 满N件).
    await page.getByRole('tab', { name: '价格与控销' }).click();
    await page.getByRole('button', { name: '添加阶梯价' }).click();
    await page.getByPlaceholder('数量').fill('10');
    await page.getByPlaceholder('单价').fill('20.00');
    await page.getByRole('button', { name: '保存价格' }).click();
    await expect(page.getByText('价格已保存')).toBeVisible();

    // 批次库存: receive 500 boxes with the inspection report.
    await page.getByRole('tab', { name: '批次库存' }).click();
    await page.getByRole('button', { name: '批次入库' }).click();
    const dialog = page.getByRole('dialog', { name: '批次入库' });
    await dialog.getByLabel('批号').fill(DRUG.batch);
    // A typed valid date is taken as is; clicking another field closes the calendar.
    await dialog.getByLabel('生产日期').fill('2025-09-01');
    await dialog.getByLabel('批号').click();
    await dialog.getByLabel('有效期至').fill('2028-08-31');
    await dialog.getByLabel('批号').click();
    await dialog.getByLabel('入库数量').fill('500');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('查看报告')).toBeVisible();
    await dialog.getByRole('button', { name: '确认入库' }).click();
    await expect(page.getByText('批次已入库')).toBeVisible();
    await expect(page.getByRole('cell', { name: DRUG.batch })).toBeVisible();

    const buyer = await page.context().browser()!.newPage();
    await buyerSignIn(buyer, { clearCart: true });
    const box = buyer.getByRole('combobox', { name: '搜索关键词' }).or(buyer.getByLabel('搜索关键词'));
    await box.first().fill(DRUG.initials);
    await box.first().press('Enter');
    await expect(buyer).toHaveURL(new RegExp(`/search\\?.*keyword=${DRUG.initials}`));
    await buyer.getByText(DRUG.name).first().click();
    await expect(buyer).toHaveURL(/\/list\/info\/\d+/);
    const buyBox = buyer.locator('.ky-buybox');
    await buyBox.getByLabel(`${DRUG.name} 购买数量`).fill('10');
    await buyBox.getByRole('button', { name: /加入购物车/ }).click();
    await expect(buyer.getByText('加入购物车成功').first()).toBeVisible();

    await buyer.goto('/cart');
    await buyer
      .getByRole('button', { name: /去结算/ })
      .first()
      .click();
    await expect(buyer).toHaveURL(/\/cart\/step2\?ids=/);
    // 10 boxes at the ladder price: ¥20.00 each, not the ¥25.00 supply price.
    await expect(buyer.getByRole('row', { name: new RegExp(DRUG.name) })).toContainText('¥20.00');
    await expect(buyer.getByTestId('amount-goods_amount')).toHaveText('¥200.00');
    await buyer.getByRole('button', { name: /提交订单/ }).click();
    await expect(buyer).toHaveURL(/\/cart\/step3\/\d+/);
    await buyer.getByRole('button', { name: '立即支付' }).click();
    await expect(buyer.getByText('支付成功，我们将尽快为您安排发货！')).toBeVisible();
  });

  test('an operator puts up a banner and the home page shows it', async ({ page }) => {
    await operatorSignIn(page, 'shangpin');
    await page.goto('/admin/content/ads');
    await page.getByRole('button', { name: '新建广告' }).click();
    const dialog = page.getByRole('dialog', { name: '广告' });
    await dialog.getByLabel('标题').fill('冬季呼吸道用药备货节');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('主图')).toBeVisible();
    await dialog.getByLabel('链接').fill('/search?keyword=止咳');
    await dialog.getByLabel('排序').fill('99999');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('广告已保存')).toBeVisible();
    await expect(page.getByRole('cell', { name: '冬季呼吸道用药备货节' })).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('.ky-home-banner img[alt="冬季呼吸道用药备货节"]').first()).toBeAttached();
  });
});
