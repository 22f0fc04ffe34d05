import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, operatorPage } from '../support/session';
import { submitDialog } from '../support/forms';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';

/** A list's first answer on a busy 2-core machine running both shards can take well over 10 s. */
const LIST_LOAD = 30_000;

/** 客服's day: the chat queue, then buyers' feedback and wanted varieties. */
test.describe('客服 answers buyers from the back office', () => {
  test('客服: claims a waiting conversation, answers with a quick reply, and it leaves 待回复', async ({
    browser,
  }) => {
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
    // The bell lists the unread messages beside the queues.
    await page.getByRole('button', { name: /^待办 \d+$/ }).hover();
    await expect(page.getByRole('menuitem', { name: /^未读客服消息（\d+）$/ })).toBeVisible();
    await page.getByRole('link', { name: /^待回复会话 \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/chats\?waiting=1/);
    // …and so does 在线客服 in the side menu, open on this page.
    await expect(page.getByTitle(/^未读消息 \d+ 条$/)).toBeVisible();
    const list = page.locator('.ant-table-tbody');
    const row = list.locator('tr.ant-table-row', { hasText: DEMO_ACCOUNTS.chain.company });
    await expect(row.getByText('待回复')).toBeVisible({ timeout: LIST_LOAD });
    await expect(row.getByTitle(/^未读 \d+ 条$/)).toBeVisible();
    await row.getByText(DEMO_ACCOUNTS.chain.company).click();
    await expect(page.getByText('客户资料')).toBeVisible();
    await expect(page.getByText('近期订单')).toBeVisible();
    await expect(page.getByText('你好，上周订的阿莫西林胶囊什么时候发货？')).toBeVisible();
    // Opening it read it: the row's unread figure is gone.
    await expect(row.getByTitle(/^未读 \d+ 条$/)).toHaveCount(0);

    await page.getByRole('button', { name: /^接\s*待$/ }).click();
    await expect(page.getByText('由我接待')).toBeVisible();
    await page.getByText('已为您查询，订单今天下午发出…').click();
    await expect(page.getByRole('textbox', { name: '回复内容' })).toHaveValue(
      /^已为您查询，订单今天下午发出/,
    );
    await page.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect(page.getByText('已发送')).toBeVisible();
    // Answered: the 只看待回复 list no longer holds it.
    await expect(list.getByText(DEMO_ACCOUNTS.chain.company)).toHaveCount(0);
  });

  test('客服: answers two buyers’ feedback in one 批量回复, and a 品种求购 on its own', async ({
    browser,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const feedback = [`送货箱有破损，请加强包装 ${stamp}`, `发票抬头打印有误请核对 ${stamp}`];
    for (const [k, who] of (['pharmacy', 'clinic'] as const).entries()) {
      const buyer = await browser.newContext();
      await buyer.request.post('/api/user/login', {
        data: { username: DEMO_ACCOUNTS[who].username, password: DEMO_PASSWORD },
      });
      await buyer.request.post('/api/user/feedback', { data: { type: 'delivery', content: feedback[k] } });
      if (k === 0)
        await buyer.request.post('/api/user/wanted', {
          data: { name: `复方甘草口服溶液${stamp}`, spec: '100ml', maker: '', quantity: 20, remark: '' },
        });
      await buyer.close();
    }
    const page = await operatorPage(browser, DEMO_OPERATORS.service.username);
    await page.goto('/admin/feedback');
    const rows = page.locator('tr.ant-table-row');
    for (const text of feedback) {
      const row = rows.filter({ hasText: text });
      await expect(row.getByText('待回复')).toBeVisible({ timeout: LIST_LOAD });
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText('已选 2 条（可跨页选择）')).toBeVisible();
    await page.getByRole('button', { name: '批量回复' }).click();
    await expect(page.getByRole('dialog', { name: '批量回复（2 条）' })).toBeVisible();
    await page.getByRole('button', { name: '发送并标记已处理' }).click();
    await expect(page.getByText('批量回复：已处理 2 条')).toBeVisible();
    for (const text of feedback)
      await expect(rows.filter({ hasText: text }).getByText('已回复')).toBeVisible();

    await page.goto('/admin/wanted');
    const wanted = rows.filter({ hasText: `复方甘草口服溶液${stamp}` });
    await expect(wanted.getByText('待回复')).toBeVisible({ timeout: LIST_LOAD });
    await wanted.getByRole('button', { name: /^回\s*复$/ }).click();
    const dialog = page.getByRole('dialog', { name: `回复求购：复方甘草口服溶液${stamp}` });
    await dialog.getByRole('textbox', { name: '回复内容' }).fill('已联系厂家，下周到货后通知您。');
    await submitDialog(dialog, /^确\s*定$/);
    await expect(wanted.getByText('已回复')).toBeVisible();
    await expect(wanted.getByText('已联系厂家，下周到货后通知您。')).toBeVisible();
  });
});
