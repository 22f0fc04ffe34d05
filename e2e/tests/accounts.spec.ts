import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickRegion, submitDialog } from '../support/forms';
import { buyerSignIn, DEMO_ACCOUNTS, DEMO_OPERATORS, operatorPage } from '../support/session';

/** Issue 8's journeys: register → review → contract → buy; reset a password; a chain head buys for a new store. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const inYears = (n: number) => `${new Date().getUTCFullYear() + n}-06-30`;
/**
 * Issue 31: acting as a store shows in the header, 切回总部 leads back to the chain overview, the
 * store's statement and delivery addresses open from there, and the top bar switches again.
 */
async function checkStoreFromHeadOffice(page: Page, store: string) {
  const bar = page.getByRole('status', { name: '门店采购身份' });
  await expect(bar).toContainText(`正在以 ${store} 身份采购`);
  await bar.getByRole('button', { name: '切回总部' }).click();
  await expect(page).toHaveURL(/\/zhzx\/lszb$/);
  await expect(bar).toHaveCount(0);

  await page.getByRole('link', { name: `${store}对账单` }).click();
  await expect(page).toHaveURL(/\/zhzx\/lszb\/\d+\/dzd$/);
  await expect(page.getByText(`${store} · 对账单`)).toBeVisible();
  await expect(page.getByText('期末账期欠款')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^对账单-.+-20\d{2}-\d{2}\.xlsx$/);

  await page.getByRole('link', { name: '门店收货地址' }).click();
  await expect(page.getByRole('cell', { name: '文三路259号昌地火炬大厦一楼' })).toBeVisible();
  await page.getByRole('button', { name: /新增门店收货地址/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('周店长');
  await dialog.getByLabel('联系电话').fill('0571-88886666');
  await pickRegion(page, dialog, '浙江省 / 杭州市 / 拱墅区');
  await dialog.getByLabel('详细地址').fill('莫干山路100号门店');
  await dialog.getByRole('button', { name: '保存地址' }).click();
  const row = page.getByRole('row', { name: /莫干山路100号门店/ });
  await expect(row.getByText('默认地址')).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  const editing = page.getByRole('dialog', { name: '编辑收货地址' });
  await editing.getByLabel('详细地址').fill('莫干山路100号门店二楼');
  await editing.getByRole('button', { name: '保存地址' }).click();
  const edited = page.getByRole('row', { name: /莫干山路100号门店二楼/ });
  await expect(edited.getByText('默认地址')).toBeVisible();

  await page.getByRole('button', { name: '切换门店采购' }).click();
  await page.getByRole('menuitem', { name: store }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(bar).toContainText(`正在以 ${store} 身份采购`);
  await bar.getByRole('button', { name: '切回总部' }).click();
  await expect(page).toHaveURL(/\/zhzx\/lszb$/);
}

/** Unique per run: the journeys share one database with every other spec of the run. */
const run = String(Date.now() % 1_000_000).padStart(6, '0');

/** An operator's session: in production the sandbox outbox is served only to operators. */
let outboxReader: Page | undefined;

/** The code the sandbox "sent" to a mobile, read from its outbox as the development page shows it. */
async function codeFor(page: Page, phone: string): Promise<string> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  outboxReader ??= await operatorPage(browser, DEMO_OPERATORS.super.username);
  const reader = outboxReader;
  let code = '';
  await expect(async () => {
    const res = await reader.request.get(`/api/admin/dev/sms_outbox?phone=${phone}`);
    const list = ((await res.json()) as { data: { list: { content: string }[] } }).data.list;
    code = /验证码(\d{6})/.exec(list[0]?.content ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

async function phoneAndCode(page: Page, phone: string) {
  await page.getByPlaceholder('请输入11位手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('6位数字验证码').fill(await codeFor(page, phone));
  await page.getByRole('button', { name: '下一步' }).click();
}

/** Step 3's fields (also a store's): company, address, licences with their images, scope. */
async function fillCompany(page: Page, scope: Locator | Page, company: string) {
  await scope.getByLabel('企业名称').fill(company);
  await scope.getByLabel('统一社会信用代码').fill('91330106MA2CFQ8X1E');
  await pickRegion(page, scope, '浙江省 / 杭州市 / 西湖区');
  await scope.getByLabel('详细地址').fill('文三路259号昌地火炬大厦一楼');
  await scope.getByLabel('联系人').fill('王新康');
  await scope.getByLabel('营业执照有效期至').fill(inYears(10));
  await scope.getByLabel('营业执照图片').setInputFiles(png('yyzz.png'));
  await scope.getByLabel('药品经营许可证编号').fill('浙CB5710321');
  await scope.getByLabel('有效期至', { exact: true }).fill(inYears(4));
  await scope.getByLabel('药品经营许可证图片').setInputFiles(png('xkz.png'));
  await scope.getByLabel('采购人姓名').fill('李采购');
  await scope.getByLabel('采购人身份证号').fill('11010519491231002X');
  await scope.getByLabel('委托书有效期至').fill(inYears(1));
  await scope.getByLabel('采购委托书图片').setInputFiles(png('wts.png'));
  await scope.getByLabel('采购人身份证图片').setInputFiles(png('sfz.png'));
  await scope.getByText('化学药制剂').click();
  await scope.getByText('中成药').click();
}

/** 质管 approves a buyer found by its account name in the back office. */
async function approveInBackOffice(page: Page, username: string, company: string) {
  const zhiguan = await operatorPage(page.context().browser()!, 'zhiguan');
  await zhiguan.goto('/admin/buyers');
  await zhiguan.getByPlaceholder('企业名称/账号/手机/信用代码').fill(username);
  await zhiguan.getByRole('button', { name: /查\s*询/ }).click();
  await zhiguan.getByRole('link', { name: company }).click();
  await zhiguan.getByRole('button', { name: '审核通过' }).click();
  await zhiguan
    .getByRole('dialog', { name: /资质审核通过/ })
    .getByRole('button', { name: /确\s*[认定]/ })
    .click();
  await expect(zhiguan.getByText('资质审核已通过，已通知客户')).toBeVisible();
  await zhiguan.context().close();
}

/** Detail page of 阿莫西林胶囊 → 加入购物车 → /cart → 去结算 → 对公转账 → 提交订单; returns the order id. */
async function buyAmoxicillin(page: Page): Promise<number> {
  const box = page.getByRole('combobox', { name: '搜索关键词' }).or(page.getByLabel('搜索关键词'));
  await box.first().fill('阿莫西林');
  await box.first().press('Enter');
  await page.getByText('阿莫西林胶囊').first().click();
  await page
    .locator('.ky-buybox')
    .getByRole('button', { name: /加入购物车/ })
    .click();
  await expect(page.getByText('加入购物车成功').first()).toBeVisible();
  const address = await page.request.post('/api/address', {
    data: {
      consignee: '王新康',
      phone: '13912345678',
      province_code: '33',
      city_code: '3301',
      district_code: '330106',
      detail: '文三路259号昌地火炬大厦一楼',
    },
  });
  expect(((await address.json()) as { code: number }).code).toBe(10000);
  await page.goto('/cart');
  await page
    .getByRole('button', { name: /去结算/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/step2\?ids=/);
  await page.getByRole('radio', { name: /对公转账/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+/);
  return Number(/step3\/(\d+)/.exec(page.url())![1]);
}

test.describe('accounts', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new pharmacy registers in three steps, is approved, signs the contract and orders', async ({
    page,
  }) => {
    const phone = `139${run}01`.slice(0, 11);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register\/step1$/);
    await phoneAndCode(page, phone);

    await expect(page).toHaveURL(/\/register\/step2$/);
    await page.getByLabel('用户名').fill(`xk${run}`);
    await page.getByLabel('登录密码').fill('Kangning2026');
    await page.getByLabel('确认密码').fill('Kangning2026');
    await page.getByText('单体药店').click();
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page).toHaveURL(/\/register\/step3$/);
    const company = `杭州新康大药房${run}店`;
    await fillCompany(page, page, company);
    await page.getByRole('button', { name: '提交注册' }).click();
    await expect(page.getByText('资料审核中')).toBeVisible();

    // Signed in while waiting: browsing yes, buying no.
    await page.goto('/zhzx/zzzj');
    await expect(page.getByText('审核中').first()).toBeVisible();

    await approveInBackOffice(page, `xk${run}`, company);

    await page.goto('/dzht');
    await expect(page.getByText(company).first()).toBeVisible();
    await page.getByLabel('法定代表人姓名').fill('王新康');
    await page.getByText('我已阅读并同意以上合同条款').click();
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByText('已签署').first()).toBeVisible();

    expect(await buyAmoxicillin(page)).toBeGreaterThan(0);
  });

  test('a buyer who forgot the password resets it and signs in with the new one', async ({ page }) => {
    // The demo chain's 滨江店: no other journey signs it in.
    const { username, phone } = DEMO_ACCOUNTS.chainStore3;
    await page.goto('/login');
    await page.getByRole('link', { name: /忘记密码/ }).click();
    await expect(page).toHaveURL(/\/forget\/step1$/);
    await phoneAndCode(page, phone);
    await expect(page).toHaveURL(/\/forget\/step2$/);
    await page.getByLabel('新密码', { exact: true }).fill('Binjiang2026');
    await page.getByLabel('确认新密码').fill('Binjiang2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码重置成功')).toBeVisible();

    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名或手机号').fill(username);
    await page.getByPlaceholder('请输入密码').fill('Binjiang2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByText(DEMO_ACCOUNTS.chainStore3.company).first()).toBeVisible();
  });

  test('a chain head adds a store, the store is approved, and the head buys for it', async ({ page }) => {
    await buyerSignIn(page, { username: DEMO_ACCOUNTS.chain.username });
    await page.goto('/zhzx/ddgl');
    await page.getByRole('button', { name: /添加门店/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加门店' });
    const store = `浙江益心堂医药连锁有限公司拱墅${run}店`;
    await dialog.getByLabel('门店用户名').fill(`yxgs${run}`);
    await dialog.getByLabel('门店手机号').fill(`137${run}02`.slice(0, 11));
    await dialog.getByLabel('门店登录密码').fill('Gongshu2026');
    await dialog.getByLabel('确认密码').fill('Gongshu2026');
    await fillCompany(page, dialog, store);
    await submitDialog(dialog, '提交门店资料');
    const row = page.getByRole('row', { name: new RegExp(store) });
    await expect(row.getByText('审核中')).toBeVisible();

    await approveInBackOffice(page, `yxgs${run}`, store);
    await page.reload();
    await expect(row.getByText('已认证')).toBeVisible();
    await row.getByRole('button', { name: '为该门店采购' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(store).first()).toBeVisible();
    // The head's contract covers its stores: the order goes through without a new signature.
    expect(await buyAmoxicillin(page)).toBeGreaterThan(0);
    const orders = await page.request.get('/api/order?page=1');
    expect(((await orders.json()) as { code: number }).code).toBe(10000);
    await checkStoreFromHeadOffice(page, store);
  });
});
