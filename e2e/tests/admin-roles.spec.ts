import { expect, test, type Browser, type Page } from '@playwright/test';
import { buyerSignIn, DEMO_ACCOUNTS, DEMO_OPERATORS, operatorPage } from '../support/session';
import { submitDialog } from '../support/forms';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';

const OK = /确\s*[认定]/;
/** A list's first answer on a busy 2-core machine running both shards can take well over 10 s. */
const LIST_LOAD = 30_000;
/** A 1×1 PNG: the inspection photo the warehouse takes of the damage. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Chooses the first cancelled order (once the list has loaded) and prints its 随货同行单 from the
 * bulk bar: an order never checked is refused by its number with the reason, nothing is printed.
 * Cancelled orders are there in every run (the seed's, and stale unpaid ones the sweep cancels).
 */
async function bulkPrintRefused(page: Page) {
  await page.goto('/admin/orders?status=cancelled');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible({ timeout: LIST_LOAD });
  await row.getByRole('checkbox').check();
  await expect(page.getByText('已选 1 条（可跨页选择）')).toBeVisible();
  await page.getByRole('button', { name: '打印随货同行单' }).click();
  const refused = page.getByRole('dialog', { name: '以下记录未处理' });
  await expect(refused.getByText(/^订单 \S+：订单已取消，复核通过后才能打印随货同行单$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();
}

/**
 * 代客开票: finance picks kangjian and a month that still has completed orders without an invoice
 * (the seed's orders are dated back from today: this month or one of the two before), checks the
 * orders and the prefilled 开票资料, and asks the merged 普票.
 */
async function requestMonthlyInvoice(page: Page): Promise<string> {
  const found = (await (await page.request.get('/api/admin/buyers?keyword=kangjian')).json()) as {
    data: { list: { id: number }[] };
  };
  const buyerId = found.data.list[0]!.id;
  let month = '';
  for (let back = 0; back < 3 && !month; back++) {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - back);
    const ym = d.toISOString().slice(0, 7);
    const preview = (await (
      await page.request.get(`/api/admin/finance/buyers/${buyerId}/monthly-invoice?month=${ym}`)
    ).json()) as { data: { orders: unknown[] } };
    if (preview.data.orders.length > 0) month = ym;
  }
  expect(month, 'a month with completed orders to invoice').not.toBe('');
  await page.goto('/admin/finance/monthly-invoice');
  await page.getByRole('combobox', { name: '客户' }).click();
  await page.keyboard.type('kangjian');
  await page.locator('.ant-select-item-option', { hasText: DEMO_ACCOUNTS.pharmacy.company }).click();
  const picker = page.getByPlaceholder('请选择月份');
  await picker.click();
  await picker.fill(month);
  await picker.press('Enter');
  await page.getByRole('button', { name: '查询可开票订单' }).click();
  await expect(page.getByText(`${month} 可开票订单`)).toBeVisible();
  await expect(page.getByLabel('发票抬头')).toHaveValue(DEMO_ACCOUNTS.pharmacy.company);
  await page.getByRole('radio', { name: '普通发票' }).check();
  await page.getByRole('button', { name: /提交开票申请/ }).click();
  await expect(page.getByText(new RegExp(`${month} 月度合并普票已申请：\\d+ 笔订单`))).toBeVisible();
  return month;
}

/** The buyer's own /dzfp/hb for that month says the merged invoice was asked, and asks no second. */
async function buyerSeesMonthInvoiced(browser: Browser, month: string) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await buyerSignIn(page);
  await page.goto('/dzfp/hb');
  const picker = page.getByLabel('开票月份');
  await picker.click();
  await picker.fill(month);
  await picker.press('Enter');
  await expect(page.getByText(new RegExp(`${month} 月度合并发票已申请：\\d+ 单，¥`))).toBeVisible();
  await expect(page.getByText('该月订单已合并开票')).toBeVisible();
  await expect(page.getByRole('button', { name: '申请合并开票' })).toBeDisabled();
  await context.close();
}

/**
 * Each role's day in the back office, short: it signs in, its dashboard shows its own queues, one
 * queue opens the list already filtered to that work, and the role uses the screens made for it.
 */
test.describe('each role opens the back office to its own queues', () => {
  test('质管: 待审核资质 opens the unverified customers', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.quality.username);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^待审核资质 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/buyers\?verified=no/);
    // Only customers still to be verified (another journey may have approved 仁爱 already).
    const body = page.locator('.ant-table-tbody');
    await expect(body.locator('tr.ant-table-row').first()).toBeVisible({ timeout: LIST_LOAD });
    await expect(body.getByText('已认证')).toHaveCount(0);

    // Every customer of one city, picked by name in the region tree (the filter is its code).
    await page.goto('/admin/buyers');
    await expect(body.locator('tr.ant-table-row').first()).toBeVisible({ timeout: LIST_LOAD });
    const region = page.locator('.ant-pro-table-search .ant-tree-select');
    await region.click();
    await region.locator('input').fill('宁波市');
    await page.locator('.ant-select-dropdown:visible').getByTitle('宁波市', { exact: true }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    // 所在地区 is one of the row's cells (the table is wide enough for it at 1440 px).
    const rows = body.locator('tr.ant-table-row');
    await expect(rows.first()).toContainText('浙江省宁波市', { timeout: LIST_LOAD });
    await expect(rows.filter({ hasNotText: '浙江省宁波市' })).toHaveCount(0);
  });

  test('商品: 近效期批次 opens the near-expiry lots, and a lot’s dates are corrected', async ({
    browser,
  }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.goods.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^低库存商品 \d+$/ })).toBeVisible();
    await page.getByRole('link', { name: /^近效期批次 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/lots\/near-expiry/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(row).toBeVisible({ timeout: LIST_LOAD });
    await row.getByRole('button', { name: '更正日期' }).click();
    const dialog = page.getByRole('dialog', { name: /^更正批次日期/ });
    // The form starts from the lot's stored dates; the production date moves one day earlier.
    const produced = dialog.getByLabel('生产日期');
    await expect(produced).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${await produced.inputValue()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    await produced.fill(day.toISOString().slice(0, 10));
    await dialog.getByLabel('更正原因').fill('入库录入错误，按药检报告更正');
    await submitDialog(dialog, /确认更正/);
    await expect(page.getByText('批次日期已更正')).toBeVisible();
  });

  test('仓库: 待拣货发货 opens the paid orders; the bulk bar names what it cannot print', async ({
    browser,
  }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.warehouse.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^待确认转账/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^待拣货发货 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid/);
    await expect(page.getByRole('button', { name: '生成拣货单' })).toBeDisabled();
    await bulkPrintRefused(page);
  });

  test('仓库: a returned parcel fails inspection with a photo, shown on the after-sale', async ({
    browser,
  }) => {
    // The seeded buyer sends back the return the service desk agreed to.
    const buyer = await browser.newContext();
    await buyer.request.post('/api/user/login', {
      data: { username: DEMO_ACCOUNTS.pharmacy.username, password: DEMO_PASSWORD },
    });
    const mine = (await (await buyer.request.get('/api/aftersale?page=1&page_size=50')).json()) as {
      data: { list: { id: number; status: string }[] };
    };
    const approved = mine.data.list.find((a) => a.status === 'approved');
    expect(approved, 'the seed has an agreed return').toBeDefined();
    const shipped = await buyer.request.post(`/api/aftersale/${approved!.id}/ship`, {
      data: { carrier: '顺丰速运', tracking_no: 'SF7788990011' },
    });
    expect(((await shipped.json()) as { code: number }).code).toBe(10000);
    await buyer.close();

    const page = await operatorPage(browser, DEMO_OPERATORS.warehouse.username);
    await page.goto(`/admin/aftersales/${approved!.id}`);
    await page.getByRole('button', { name: '验收不合格' }).click();
    const dialog = page.getByRole('dialog', { name: '验收不合格' });
    await dialog.getByLabel('不合格原因').fill('外箱压损，铝塑板破裂');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '外箱压损.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: '验收照片1' })).toBeVisible();
    await submitDialog(dialog, OK);
    await expect(page.getByText('验收不合格，商品已转入不合格品区')).toBeVisible();
    await expect(page.getByRole('img', { name: '验收照片1' })).toBeVisible();
  });

  test('财务: 待确认转账 and 待退款 are theirs; the bell lists them; bulk print names the refused', async ({
    browser,
  }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.finance.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^待退款 \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: /^待办 \d+$/ }).hover();
    await expect(page.getByRole('menuitem', { name: /待确认转账（\d+）/ })).toBeVisible();
    await page.getByRole('link', { name: /^待确认转账 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=awaiting_transfer/);
    await bulkPrintRefused(page);

    // 退款异常: the demo's refund the gateway refused is listed with its reason.
    await page.goto('/admin/finance/refunds');
    const refund = page.locator('tr.ant-table-row', { hasText: DEMO_ACCOUNTS.chain.company }).first();
    await expect(refund.getByText('网关拒绝')).toBeVisible({ timeout: LIST_LOAD });
    // The error cell is an ellipsis cell (its text is measured in a hidden copy): read the row.
    await expect(refund).toContainText('TRADE_CLOSED');
    await expect(refund.getByRole('button', { name: /重\s*试/ })).toBeVisible();

    await buyerSeesMonthInvoiced(browser, await requestMonthlyInvoice(page));
  });

  test('管理员: ERP token, webhook address and a role from the grouped catalogue', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.super.username);

    await page.goto('/admin/erp-tokens');
    await page.getByRole('button', { name: /新建令牌/ }).click();
    const token = page.getByRole('dialog', { name: '新建令牌' });
    await token.getByLabel('名称').fill('金蝶云星空-测试');
    await token.getByLabel('权限范围').click();
    await page.getByTitle('拉取订单与售后（orders:read）').click();
    await token.getByRole('button', { name: OK }).click();
    const secret = page.getByRole('dialog', { name: '请立即复制并保存令牌' });
    await expect(secret.locator('code')).toHaveText(/\S{20,}/);
    await secret.getByRole('button', { name: '我已保存' }).click();
    await expect(page.locator('.ant-table-tbody').getByText('金蝶云星空-测试')).toBeVisible();

    await page.goto('/admin/webhooks');
    await page.getByRole('button', { name: /新增推送地址/ }).click();
    const hook = page.getByRole('dialog', { name: '新增推送地址' });
    await hook.getByLabel('推送地址').fill('https://erp.kangyuan.example/shop/webhook');
    await hook.getByLabel('说明').fill('英克 ERP 测试环境');
    await hook.getByRole('button', { name: OK }).click();
    const key = page.getByRole('dialog', { name: '签名密钥' });
    await expect(key.getByText('推送地址：https://erp.kangyuan.example/shop/webhook')).toBeVisible();
    await key.getByRole('button', { name: /已保存/ }).click();
    await expect(page.getByText('https://erp.kangyuan.example/shop/webhook').first()).toBeVisible();

    await page.goto('/admin/roles');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByRole('textbox', { name: '角色名称' }).fill('开票员');
    await page.getByRole('checkbox', { name: '查看订单', exact: true }).check();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('角色已创建')).toBeVisible();
    await expect(page.getByText('开票员').first()).toBeVisible();

    await topNavBeyondNine(page);
    await auditReadsInChinese(page);
  });
});

/**
 * 导航管理 with more top entries than the header shows (the seed's 12): the page names the ones not
 * shown; one of them is still editable (a top entry already there is never refused) and is deleted.
 */
async function topNavBeyondNine(page: Page) {
  await page.goto('/admin/content/nav');
  await expect(page.getByText(/前台只显示排序最前的 9 个，.*积分商城 不显示/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '/jfsc' });
  await row.getByText('编辑').click();
  const dialog = page.getByRole('dialog', { name: '导航' });
  await dialog.getByLabel('名称').fill('积分兑换');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('导航已保存')).toBeVisible();
  await expect(row).toContainText('积分兑换');
  await row.getByText('删除').click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText('已删除', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '/jfsc' })).toHaveCount(0);
}

/** 操作日志 reads in Chinese: the sign-ins of this journey and the webhook it added. */
async function auditReadsInChinese(page: Page) {
  await page.goto('/admin/audit');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: LIST_LOAD });
  await expect(rows.filter({ hasText: '操作员·登录' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '导航·删除' }).first()).toBeVisible({ timeout: LIST_LOAD });
  await expect(rows.filter({ hasText: /operator\.sign_in|webhook\.create/ })).toHaveCount(0);
}
