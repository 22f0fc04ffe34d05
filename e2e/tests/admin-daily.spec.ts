import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, operatorPage } from '../support/session';

const OK = /确\s*[认定]/;
/** A list's first answer on a busy 2-core machine running both shards can take well over 10 s. */
const LIST_LOAD = 30_000;

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

interface Envelope<T> {
  code: number;
  data: T;
}
interface GoodsPrices {
  base_price: string;
  retail_price: string;
  ladder_price_type: 1 | 2;
  ladders: { number: number; price: string }[];
  customer_prices: unknown[];
  is_controlled: boolean;
}

/** A goods whose prices an import can write back unchanged: no 客户价 and no 控销 (a price row has neither). */
async function plainPricedGoods(page: Page): Promise<{ id: number; prices: GoodsPrices }> {
  const list = (await (await page.request.get('/api/admin/goods?page_size=20')).json()) as Envelope<{
    list: { id: number }[];
  }>;
  for (const { id } of list.data.list) {
    const prices = (
      (await (await page.request.get(`/api/admin/goods/${id}/prices`)).json()) as Envelope<GoodsPrices>
    ).data;
    if (prices.customer_prices.length === 0 && !prices.is_controlled) return { id, prices };
  }
  throw new Error('no goods without 客户价 and 控销 among the first 20');
}

/**
 * The screens each role works in daily that the other journeys do not open: the role signs in,
 * opens the screen from its own menu's address and does the screen's work.
 */
test.describe('a role’s daily screens', () => {
  test('商品: 搜索无结果 → 缺货登记; a price file imported row by row; makers, dictionary, promotions', async ({
    browser,
  }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.goods.username);

    // What the pharmacies searched and this catalogue lacks, most searched first (the seed's flu season).
    await page.goto('/admin/search-misses');
    const flu = rowsOf(page).filter({ hasText: '奥司他韦颗粒' });
    await expect(flu).toBeVisible({ timeout: LIST_LOAD });
    await flu.getByText('缺货登记').click();
    const wanted = page.getByRole('dialog', { name: '缺货登记' });
    await expect(wanted.getByLabel('品种名称')).toHaveValue('奥司他韦颗粒');
    await wanted.getByLabel('数量').fill('30');
    await wanted.getByRole('button', { name: OK }).click();
    await expect(page.getByText('已登记缺货品种，客户可在“品种求购”中看到')).toBeVisible();

    // 价格导入: a goods' own prices written back, and a row naming no goods, refused with its reason.
    const { id, prices } = await plainPricedGoods(page);
    const ladders = prices.ladders.map((l) => `${l.number}:${l.price}`).join(';');
    const csv = [
      '商品编号,供货价,建议零售价,阶梯类型,阶梯价,控销',
      `${id},${prices.base_price},${prices.retail_price},${prices.ladder_price_type},${ladders},否`,
      '999999999,1.00,2.00,2,,否',
    ].join('\r\n');
    await page.goto('/admin/import');
    // A button-styled radio: its input is hidden, its label is what an operator clicks.
    await page.locator('label.ant-radio-button-wrapper', { hasText: '价格' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '调价单.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}\r\n`) });
    await expect(page.getByRole('button', { name: '确认导入 1 行' })).toBeVisible({ timeout: LIST_LOAD });
    await expect(page.getByText('未通过的行（显示前 1 条，完整列表请下载报告）')).toBeVisible();
    await page.getByRole('button', { name: '确认导入 1 行' }).click();
    await expect(page.getByText(/^导入完成：写入 1 行/)).toBeVisible({ timeout: LIST_LOAD });
    const after = (
      (await (await page.request.get(`/api/admin/goods/${id}/prices`)).json()) as Envelope<GoodsPrices>
    ).data;
    expect(after).toEqual(prices);

    // 厂家与品牌: a maker found by its short name.
    await page.goto('/admin/makers');
    await page.getByLabel('关键词').fill('同仁堂');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rowsOf(page).first()).toContainText('同仁堂', { timeout: LIST_LOAD });
    await expect(rowsOf(page).filter({ hasNotText: '同仁堂' })).toHaveCount(0);

    // 分类管理: the category tree with each category's goods count.
    await page.goto('/admin/categories');
    await expect(page.getByText(/^中西成药[（(]\d+[）)]$/)).toBeVisible({ timeout: LIST_LOAD });

    // 搜索词典: the indication words search uses, with their aliases.
    await page.goto('/admin/search-words');
    await expect(rowsOf(page).filter({ hasText: '感冒' }).first()).toContainText('流行性感冒', {
      timeout: LIST_LOAD,
    });

    // 促销管理 › 满减: a year-long offer reads with its years.
    await page.goto('/admin/promotions');
    await page.getByRole('tab', { name: '满减' }).click();
    await expect(rowsOf(page).filter({ hasText: '品牌药满减' })).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2} ~ \d{4}-/,
    );
  });

  test('财务: 应收账款 by age and 对账单 of the month', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.finance.username);
    await page.goto('/admin/finance/receivables');
    await expect(page.getByText('账龄 0–30天')).toBeVisible();
    // The head office buys on 账期: its open credit orders, each with a due date.
    const owed = rowsOf(page).filter({ hasText: DEMO_ACCOUNTS.chain.company });
    await expect(owed.first()).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: LIST_LOAD });

    await page.goto('/admin/finance/statements');
    const mine = rowsOf(page).filter({ hasText: DEMO_ACCOUNTS.pharmacy.company });
    await expect(mine).toContainText(/待确认|已确认|有异议/, { timeout: LIST_LOAD });
  });

  test('管理员: 操作员 with their roles; 帮助与资讯 and 通用配置 as the storefront shows them', async ({
    browser,
  }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.super.username);
    await page.goto('/admin/operators');
    await expect(rowsOf(page).filter({ hasText: DEMO_OPERATORS.finance.username })).toContainText('财务', {
      timeout: LIST_LOAD,
    });

    await page.goto('/admin/content/articles');
    await page.getByPlaceholder('标题关键词').fill('发货');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rowsOf(page).first()).toContainText('发货', { timeout: LIST_LOAD });

    await page.goto('/admin/content/settings');
    await expect(page.getByLabel('客服热线')).toHaveValue(/^400-/);
  });
});
