import { expect, test, type Page } from '@playwright/test';
import { buyerSignIn, operatorPage } from '../support/session';

const OK = /确\s*[认定]/;
type Env<T> = { code: number; msg: string; data: T };
const json = async <T>(res: { json: () => Promise<unknown> }) => (await res.json()) as Env<T>;

/** A transfer order of one 阿莫西林胶囊 by the demo pharmacy, confirmed paid by 财务 (setup, by API where it can). */
async function paidOrder(page: Page, caiwu: Page): Promise<number> {
  await page.goto('/');
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
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
  const id = Number(/step3\/(\d+)/.exec(page.url())![1]);
  const o = await json<{ payable: string }>(await caiwu.request.get(`/api/admin/orders/${id}`));
  const paid = await caiwu.request.post(`/api/admin/orders/${id}/confirm-transfer`, {
    data: { amount: o.data.payable, bank_serial: `ICBC${Date.now()}` },
  });
  expect((await json(paid)).code).toBe(10000);
  return id;
}

test.describe('warehouse and GSP', () => {
  test.describe.configure({ timeout: 240_000 });

  test('pick list → 复核 with scanned codes by a second operator → ship → the buyer downloads the codes', async ({
    page,
    browser,
  }) => {
    await buyerSignIn(page, { clearCart: true });
    const caiwu = await operatorPage(browser, 'caiwu');
    const id = await paidOrder(page, caiwu);

    // 仓库 王海涛 puts the order on a pick list from the 拣货 page.
    const cangku = await operatorPage(browser, 'cangku');
    await cangku.goto('/admin/warehouse/pick');
    const mine = cangku.getByRole('row').filter({ has: cangku.locator(`a[href="/admin/orders/${id}"]`) });
    await expect(mine).toBeVisible();
    await mine.getByRole('checkbox').check();
    const popup = cangku.context().waitForEvent('page');
    await cangku.getByRole('button', { name: /生成拣货单（1）/ }).click();
    await (await popup).close();
    const pdfLink = cangku.getByRole('link', { name: /打开拣货单PDF/ });
    await expect(pdfLink).toBeVisible();
    await cangku.getByText('拣货中（待复核）').click();
    await expect(cangku.locator(`a[href="/admin/warehouse/check/${id}"]`)).toBeVisible();
    if (process.env.SHOTS) await cangku.screenshot({ path: `${process.env.SHOTS}-pick.png`, fullPage: true });
    const pdf = await cangku.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The picker cannot check their own pick; 孙立军 checks it by scanner, keyboard only.
    const fuhe = await operatorPage(browser, 'fuhe');
    const view = await json<{
      lines: { line_id: number; number: number; traced: boolean; drug_id_code: string }[];
    }>(await fuhe.request.get(`/api/admin/warehouse/check/${id}`));
    await fuhe.goto(`/admin/warehouse/check/${id}`);
    const scan = fuhe.getByTestId('scan');
    await expect(scan).toBeFocused();
    // A code of the wrong goods is shown and added nowhere.
    await fuhe.keyboard.type('69000000000000000001');
    await fuhe.keyboard.press('Enter');
    await expect(fuhe.getByTestId('scan-error')).toContainText('6900000');
    const seed = Date.now() % 1e9;
    const timings: string[] = [];
    for (const l of view.data.lines.filter((x) => x.traced)) {
      for (let k = 0; k < l.number; k++) {
        const code = `${l.drug_id_code}${String(seed * 1000 + k)
          .padStart(13, '0')
          .slice(-13)}`;
        const t0 = Date.now();
        await fuhe.keyboard.type(code);
        const t1 = Date.now();
        await fuhe.keyboard.press('Enter');
        await expect(fuhe.getByTestId(`count-${l.line_id}`)).toContainText(`${k + 1} / ${l.number}`);
        timings.push(`${t1 - t0}+${Date.now() - t1}`);
      }
      // The same code again is refused on its line, the count unchanged.
      await fuhe.keyboard.type(
        `${l.drug_id_code}${String(seed * 1000)
          .padStart(13, '0')
          .slice(-13)}`,
      );
      await fuhe.keyboard.press('Enter');
      await expect(fuhe.getByTestId(`error-${l.line_id}`)).toBeVisible();
    }
    test.info().annotations.push({
      type: 'scan-ms',
      description: `${timings.length} codes, ms per code: ${timings.join(',')}`,
    });
    console.log(`复核 ms per code (typing 20 keys + Enter→count): ${timings.join(', ')}`);
    if (process.env.SHOTS) await fuhe.screenshot({ path: `${process.env.SHOTS}-check.png`, fullPage: true });
    await fuhe.keyboard.press('Control+Enter');
    await expect(fuhe).toHaveURL(new RegExp(`/admin/orders/${id}$`));

    // Shipping now opens; the 随货同行单 prints after the check.
    await cangku.goto(`/admin/orders/${id}`);
    await cangku.getByRole('button', { name: /^发\s*货$/ }).click();
    const ship = cangku.getByRole('dialog', { name: '拣货发货' });
    await ship.getByLabel('物流公司').click();
    await cangku.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click();
    await ship.getByLabel('运单号').fill(`SF${Date.now()}`.slice(0, 15));
    await ship.getByRole('button', { name: OK }).click();
    await expect(cangku.getByText('已发货').first()).toBeVisible();
    await expect(cangku.getByRole('link', { name: '打印随货同行单' })).toBeVisible();

    await page.goto(`/order/info/${id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载追溯码' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('a damaged return inspected 不合格 goes to quarantine and is disposed; saleable stock does not grow', async ({
    page,
    browser,
  }) => {
    await buyerSignIn(page);
    const done = await json<{ list: { id: number }[] }>(await page.request.get('/api/order?status=done'));
    const orderId = done.data.list[0]!.id;
    const opts = await json<{
      lots: { lot_id: number; name: string; batch_no: string; returnable: number }[];
    }>(await page.request.get(`/api/aftersale/order/${orderId}`));
    const lot = opts.data.lots.find((l) => l.returnable > 0)!;
    const applied = await json<{ id: number }>(
      await page.request.post('/api/aftersale', {
        data: {
          order_id: orderId,
          kind: 'damaged',
          reason: '外箱压损',
          lines: [{ lot_id: lot.lot_id, number: 1 }],
        },
      }),
    );
    const asId = applied.data.id;
    const cangku = await operatorPage(browser, 'cangku');
    const approve = await cangku.request.post(`/api/admin/aftersales/${asId}/approve`, {
      data: { return_address: '杭州市余杭区仓前街道文一西路1500号 仓库收' },
    });
    expect((await json(approve)).code).toBe(10000);
    const sent = await page.request.post(`/api/aftersale/${asId}/ship`, {
      data: { carrier: '顺丰速运', tracking_no: `SF${Date.now()}`.slice(0, 15) },
    });
    expect((await json(sent)).code).toBe(10000);

    const saleable = async () => {
      const r = await json<{ list: { batch_no: string; stock: number; goods_name: string }[] }>(
        await cangku.request.get(`/api/admin/lots?keyword=${encodeURIComponent(lot.batch_no)}&page_size=50`),
      );
      return r.data.list.filter((x) => x.batch_no === lot.batch_no).reduce((s, x) => s + x.stock, 0);
    };
    const before = await saleable();
    const inspected = await cangku.request.post(`/api/admin/aftersales/${asId}/receive`, {
      data: { result: 'fail', reason: '外箱压损，铝塑板破裂' },
    });
    expect((await json(inspected)).msg).toBe('验收不合格，商品已转入不合格品区');

    await cangku.goto('/admin/warehouse/quarantine');
    const held = cangku
      .getByRole('row')
      .filter({ hasText: '外箱压损，铝塑板破裂' })
      .filter({ hasText: lot.batch_no });
    await held.first().getByRole('button', { name: '处置' }).click();
    const dialog = cangku.getByRole('dialog', { name: /处置不合格品/ });
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog.getByText('请选择处置方式')).toBeVisible();
    await dialog.getByLabel('销毁').check();
    await dialog.getByLabel('处置原因').fill('监督销毁，见销毁记录 XH-2026-118');
    await dialog.getByRole('button', { name: OK }).click();
    await expect(cangku.getByText('处置已记录').first()).toBeVisible();
    await expect(cangku.getByText(/监督销毁，见销毁记录 XH-2026-118/).first()).toBeVisible();
    expect(await saleable()).toBe(before);

    // 出入库流水 lists the disposal, found by its kind (a name, not a code) and the lot's batch.
    await cangku.goto('/admin/warehouse/ledger');
    await cangku.getByLabel('关键词').fill(lot.batch_no);
    await cangku.getByLabel('类型').click();
    await cangku.locator('.ant-select-dropdown:visible').getByTitle('不合格品处置', { exact: true }).click();
    await cangku.getByRole('button', { name: /查\s*询/ }).click();
    const rows = cangku.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: lot.batch_no }).first()).toContainText('不合格品处置');
    await expect(rows.filter({ hasNotText: '不合格品处置' })).toHaveCount(0);
  });
});
