import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, operatorPage } from '../support/session';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';

/**
 * Each role's day in the back office, short: it signs in, its dashboard shows its own queues, and
 * one queue opens the list already filtered to that work.
 */
test.describe('each role opens the back office to its own queues', () => {
  test('质管: 待审核资质 opens the unverified customers', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.quality.username);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^待审核资质 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/buyers\?verified=no/);
    // Only customers still to be verified (another journey may have approved 仁爱 already).
    const body = page.locator('.ant-table-tbody');
    await expect(body.locator('tr.ant-table-row').first()).toBeVisible();
    await expect(body.getByText('已认证')).toHaveCount(0);
  });

  test('商品: 近效期批次 opens the near-expiry lots', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.goods.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^低库存商品 \d+$/ })).toBeVisible();
    await page.getByRole('link', { name: /^近效期批次 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/lots\/near-expiry/);
  });

  test('仓库: 待拣货发货 opens the paid orders', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.warehouse.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^待确认转账/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^待拣货发货 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=paid/);
  });

  test('财务: 待确认转账 and 待退款 are theirs; the bell lists them', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.finance.username);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: /^待退款 \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: /^待办 \d+$/ }).hover();
    await expect(page.getByRole('menuitem', { name: /待确认转账（\d+）/ })).toBeVisible();
    await page.getByRole('link', { name: /^待确认转账 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=awaiting_transfer/);
  });

  test('客服: opens a conversation with the customer panel beside it', async ({ browser }) => {
    // A buyer with chat on writes first, as the storefront's chat does.
    const buyer = await browser.newContext();
    await buyer.request.post('/api/user/login', {
      data: { username: DEMO_ACCOUNTS.chain.username, password: DEMO_PASSWORD },
    });
    const base = (await (await buyer.request.get('/api/user/base')).json()) as { data: { token: string } };
    await buyer.request.post('/api/chat/messages', {
      data: { content: '你好，上周订的阿莫西林胶囊什么时候发货？', token: base.data.token },
    });
    await buyer.close();
    const page = await operatorPage(browser, DEMO_OPERATORS.service.username);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /^待回复会话 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/chats\?waiting=1/);
    await page.getByText(DEMO_ACCOUNTS.chain.company).first().click();
    await expect(page.getByText('客户资料')).toBeVisible();
    await expect(page.getByText('近期订单')).toBeVisible();
  });

  test('管理员: defines a role from the grouped catalogue', async ({ browser }) => {
    const page = await operatorPage(browser, DEMO_OPERATORS.super.username);
    await page.goto('/admin/roles');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByRole('textbox', { name: '角色名称' }).fill('开票员');
    await page.getByRole('checkbox', { name: '查看订单', exact: true }).check();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('角色已创建')).toBeVisible();
    await expect(page.getByText('开票员').first()).toBeVisible();
  });
});
