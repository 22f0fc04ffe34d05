import { expect, test } from '@playwright/test';

const DEMO = { username: 'kangjian', password: 'Demo@2026' };

/** Ten lines as a pharmacy copies them from its ERP: tabs, commas, spaces, short maker names. */
const LIST = [
  '阿莫西林胶囊\t0.5g*24粒\t华北制药股份有限公司\t10',
  '布洛芬缓释胶囊，0.3g*10粒，修正药业，30',
  '连花清瘟胶囊 0.35g*36粒 以岭 20',
  '蒙脱石散\t3g*15袋\t扬子江\t10',
  '硝苯地平控释片 30mg*7片 京新 30',
  '头孢克肟分散片 0.1g*6片 齐鲁制药 10',
  '健胃消食片 0.8g*64片 江中 20',
  '藿香正气软胶囊 0.45g*24粒 神威 20',
  '氯雷他定片 10mg*6片 扬子江药业集团有限公司 30',
  '双黄连口服液 20ml*10支 太龙 10',
];

test('a buyer pastes 10 lines into /kjcg and adds them all to the cart', async ({ page }) => {
  const login = await page.request.post('/api/user/login', { form: DEMO });
  expect(login.ok()).toBe(true);
  const before = ((await (await page.request.get('/api/cart/total')).json()) as { data: { total: number } })
    .data.total;

  await page.goto('/kjcg');
  await page.getByLabel('采购清单').fill(LIST.join('\n'));
  await page.getByRole('button', { name: '智能匹配' }).click();
  await expect(page.getByText('共 10 行：')).toBeVisible();
  await expect(page.getByText('已匹配 10')).toBeVisible();
  await expect(page.getByText('已选 10 种')).toBeVisible();

  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByText('已将10种商品加入购物车').first()).toBeVisible();

  const after = ((await (await page.request.get('/api/cart/total')).json()) as { data: { total: number } })
    .data.total;
  expect(after - before).toBe(10);
  await page.goto('/cart');
  for (const name of ['连花清瘟胶囊', '双黄连口服液', '藿香正气软胶囊']) {
    await expect(page.getByText(name).first()).toBeVisible();
  }
});
