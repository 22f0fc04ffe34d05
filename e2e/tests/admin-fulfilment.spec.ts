import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { pickRegion, submitDialog } from '../support/forms';
import { buyerSignIn, operatorPage } from '../support/session';
import { pickAndCheck } from '../support/warehouse';

/** Header search → first 阿莫西林胶囊 → its detail page. */
async function openAmoxicillin(page: Page) {
  const box = page.getByRole('combobox', { name: '搜索关键词' }).or(page.getByLabel('搜索关键词'));
  await box.first().fill('阿莫西林');
  await box.first().press('Enter');
  await page.getByText('阿莫西林胶囊').first().click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
}
const addButton = (page: Page) => page.locator('.ky-buybox').getByRole('button', { name: /加入购物车/ });

async function toConfirm(page: Page) {
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /去结算/ })
    .first()
    .click();
}

async function addAddressIfNone(page: Page) {
  if ((await page.getByRole('radio', { name: /1391234/ }).count()) > 0) return;
  if ((await page.getByRole('button', { name: /新增收货地址/ }).count()) === 0) return;
  const radios = page.locator('.ky-address-list input[type=radio], [role=radiogroup] [role=radio]');
  if ((await radios.count()) > 0) return;
  await page.getByRole('button', { name: /新增收货地址/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByPlaceholder('收货人姓名').fill('陈仁爱');
  await dialog.getByPlaceholder(/手机号码/).fill('13912345678');
  await pickRegion(page, dialog, '浙江省 / 宁波市 / 鄞州区');
  await dialog.getByPlaceholder(/街道/).fill('首南街道天童南路588号');
  await submitDialog(dialog, /保存地址/);
}

/** Step 2 → 对公转账 → 提交订单 → step 3 → 我已了解，去转账; returns the order id. */
async function orderByTransfer(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/);
  await addAddressIfNone(page);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
  const id = Number(/step3\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: '我已了解，去转账' }).click();
  await expect(page.getByText(/待确认到账|财务确认/).first()).toBeVisible();
  return id;
}

const OK = /确\s*[认定]/;

/** The text of a pdfkit PDF: glyph ids in the content streams, mapped back through each font's ToUnicode CMap. */
function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // font programs and other undeflated streams
    }
  }
  const maps = streams
    .filter((s) => s.includes('begincmap'))
    .map((s) => {
      const map = new Map<string, string>();
      const hex = (h: string) =>
        String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
      for (const r of s.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
        const from = parseInt(r[1]!, 16);
        [...r[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((d, k) =>
          map.set((from + k).toString(16), hex(d[1]!)),
        );
      }
      for (const r of s.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim))
        map.set(parseInt(r[1]!, 16).toString(16), hex(r[2]!));
      return map;
    });
  const shown = streams
    .filter((s) => s.includes('TJ'))
    .flatMap((s) => [...s.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]!));
  return maps.map((map) =>
    shown
      .map((h) => (h.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16).toString(16)) ?? '').join(''))
      .join(''),
  );
}

test.describe('back office fulfilment', () => {
  // Each journey walks two apps and up to three operators' sign-ins on a small shared machine.
  test.describe.configure({ timeout: 240_000 });
  test('a transfer order: 财务 confirms, the warehouse ships, the buyer sees the tracking; the 随货同行单 holds the batches', async ({
    page,
    browser,
  }) => {
    await buyerSignIn(page, { clearCart: true });
    await openAmoxicillin(page);
    await addButton(page).click();
    await expect(page.getByText('加入购物车成功').first()).toBeVisible();
    await toConfirm(page);
    const id = await orderByTransfer(page);

    const caiwu = await operatorPage(browser, 'caiwu');
    await caiwu.goto(`/admin/orders/${id}`);
    await expect(caiwu.getByText('待确认到账').first()).toBeVisible();
    await caiwu.getByRole('button', { name: '确认到账' }).click();
    const confirm = caiwu.getByRole('dialog', { name: '确认对公转账到账' });
    const due =
      /应收金额 ¥([\d.]+)/.exec((await confirm.getByText(/应收金额/).textContent()) ?? '')?.[1] ?? '';
    await confirm.getByLabel('实收金额（元）').fill(due);
    await confirm.getByLabel('银行流水号').fill(`ICBC${Date.now()}`);
    await confirm.getByLabel('内部备注（客户不可见）').fill('工行 对公账户到账');
    await confirm.getByRole('button', { name: OK }).click();
    await expect(caiwu.getByText('已确认到账').first()).toBeVisible();

    // GSP: the warehouse puts the order on a pick list, a second operator checks it scanning codes.
    await pickAndCheck(browser, id);
    const cangku = await operatorPage(browser, 'cangku');
    await cangku.goto(`/admin/orders/${id}`);
    await cangku.getByRole('button', { name: /^发\s*货$/ }).click();
    const ship = cangku.getByRole('dialog', { name: '拣货发货' });
    await ship.getByLabel('物流公司').click();
    await cangku.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click();
    const waybill = `SF${Date.now()}`.slice(0, 15);
    await ship.getByLabel('运单号').fill(waybill);
    await ship.getByRole('button', { name: OK }).click();
    await expect(cangku.getByText('已发货').first()).toBeVisible();
    await expect(cangku.getByText(`顺丰速运 ${waybill}`).first()).toBeVisible();

    // 随货同行单: the PDF the print button opens holds every allocated batch number.
    await expect(cangku.getByRole('link', { name: '打印随货同行单' })).toHaveAttribute(
      'href',
      `/api/admin/orders/${id}/delivery-note.pdf`,
    );
    const detail = (await (await cangku.request.get(`/api/admin/orders/${id}`)).json()) as {
      data: { lines: { lots: { batch_no: string }[] }[] };
    };
    const batches = detail.data.lines.flatMap((l) => l.lots.map((x) => x.batch_no));
    expect(batches.length).toBeGreaterThan(0);
    const pdf = await cangku.request.get(`/api/admin/orders/${id}/delivery-note.pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(bytes);
    for (const b of batches) expect(texts.some((t) => t.includes(b))).toBe(true);
    expect(texts.some((t) => t.includes('随货同行单'))).toBe(true);

    await page.goto(`/order/info/${id}`);
    await expect(page.getByText(/^订单号：/).first()).toBeVisible();
    await expect(page.getByText(waybill).first()).toBeVisible();
    await expect(page.getByText(`【杭州市】顺丰速运 已揽收，运单号 ${waybill}`)).toBeVisible();
  });

  test('the unverified demo clinic is approved by 质管 and can then buy', async ({ page, browser }) => {
    await buyerSignIn(page, { username: 'renai', clearCart: true });
    await openAmoxicillin(page);
    await expect(page.getByText(/您的资质尚未审核通过，暂不能购买/)).toBeVisible();
    await expect(addButton(page)).toBeDisabled();

    const zhiguan = await operatorPage(browser, 'zhiguan');
    await zhiguan.goto('/admin/buyers');
    await zhiguan.getByPlaceholder('企业名称/账号/手机/信用代码').fill('renai');
    await zhiguan.getByRole('button', { name: /查\s*询/ }).click();
    await zhiguan.getByRole('link', { name: '宁波市鄞州仁爱诊所' }).click();
    await expect(zhiguan.getByText('待审核').first()).toBeVisible();
    await zhiguan.getByRole('button', { name: '审核通过' }).click();
    const review = zhiguan.getByRole('dialog', { name: /资质审核通过/ });
    await expect(review.getByText('核准经营范围')).toBeVisible();
    await review.getByRole('button', { name: OK }).click();
    await expect(zhiguan.getByText('资质审核已通过，已通知客户')).toBeVisible();
    await expect(zhiguan.getByText('已认证').first()).toBeVisible();

    await page.reload();
    await page
      .locator('.ky-buybox')
      .getByRole('button', { name: /加入购物车/ })
      .click();
    await expect(page.getByText('加入购物车成功').first()).toBeVisible();
    // A first order needs this year's purchase contract (the cart sends the clinic to /dzht).
    await page.goto('/dzht');
    await page.getByLabel('法定代表人姓名').fill('陈仁爱');
    await page.getByText('我已阅读并同意以上合同条款').click();
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByText('已签署').first()).toBeVisible();
    // The clinic's delivery address (the address form itself is covered by the checkout journey).
    const address = await page.request.post('/api/address', {
      data: {
        consignee: '陈仁爱',
        phone: '13912345678',
        province_code: '33',
        city_code: '3302',
        district_code: '330212',
        detail: '首南街道天童南路588号仁爱诊所',
      },
    });
    expect(((await address.json()) as { code: number }).code).toBe(10000);
    await toConfirm(page);
    const id = await orderByTransfer(page);
    expect(id).toBeGreaterThan(0);

    // 质管 corrects the clinic's district (regional prices, 控销 and coupons match by its codes).
    await expect(zhiguan.getByText('浙江省宁波市鄞州区', { exact: true })).toBeVisible();
    await zhiguan.getByRole('button', { name: '修改地区' }).click();
    const edit = zhiguan.getByRole('dialog', { name: /修改所在地区/ });
    const picker = edit.getByRole('combobox');
    await picker.click();
    await picker.fill('海曙');
    await zhiguan.locator('.ant-select-tree-node-content-wrapper', { hasText: '海曙区' }).first().click();
    await submitDialog(edit, OK);
    await expect(zhiguan.getByText('浙江省宁波市海曙区', { exact: true })).toBeVisible();
    await expect(zhiguan.getByText('330203', { exact: true })).toBeVisible();
  });
});
