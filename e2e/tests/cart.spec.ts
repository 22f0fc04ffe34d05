import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO = { username: 'kangjian', password: 'Demo@2026' };

interface Hint {
  ladder: { more_quantity: number; price: string } | null;
  manjian_id: number | null;
}
interface Line {
  id: number;
  price: string;
  goods: { id: number; name: string; number: number };
}
interface CartState {
  data: Array<{ key: string; lines: Line[] }>;
}

const envelope = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) =>
  ((await res.json()) as { code: number; data: T }).data;

async function cartLines(request: APIRequestContext): Promise<Line[]> {
  const state = await envelope<CartState>(await request.get('/api/cart/list?filters=99999&new=1'));
  return state.data.flatMap((g) => g.lines);
}

/** Arrange: goods the pharmacy may buy with a 满N ladder step ahead, and one in a 满减 activity. */
async function findGoods(request: APIRequestContext) {
  let ladder: { id: number; more: number; price: string } | null = null;
  let manjian: { id: number; activity: number } | null = null;
  for (let id = 1; id < 400 && (!ladder || !manjian); id++) {
    const hint = await envelope<Hint>(await request.post(`/api/cart/next_hint?goods_id=${id}&number=1`));
    const wanted =
      (!ladder && hint.ladder && hint.ladder.more_quantity <= 30) || (!manjian && hint.manjian_id);
    if (!wanted) continue;
    // A goods in a running flash sale is added from its page as the flash line, which no ladder changes.
    const detail = await envelope<{ flash: unknown }>(await request.get(`/api/goods/detail/${id}`));
    if (detail?.flash) continue;
    // Only goods this buyer can add at quantity 1 (no minimum, no middle pack) are usable here.
    const add = await request.post('/api/cart', {
      form: { 'params[0][goods_id]': id, 'params[0][number]': 1 },
    });
    if (((await add.json()) as { code: number }).code !== 10000) continue;
    const line = (await cartLines(request)).find((l) => l.goods.id === id);
    if (line) await request.post('/api/cart/batch_delete', { form: { ids: String(line.id) } });
    if (!ladder && hint.ladder && hint.ladder.more_quantity <= 30)
      ladder = { id, more: hint.ladder.more_quantity, price: hint.ladder.price };
    else if (!manjian && hint.manjian_id) manjian = { id, activity: hint.manjian_id };
  }
  if (!ladder || !manjian) throw new Error('seed has no goods with a ladder step or a 满减 activity');
  return { ladder, manjian };
}

const badge = (page: Page) => page.locator('.ky-cart-badge');

async function signInWithEmptyCart(request: APIRequestContext) {
  const login = await request.post('/api/user/login', { data: DEMO });
  expect(((await login.json()) as { code: number }).code).toBe(10000);
  const old = await cartLines(request);
  if (old.length)
    await request.post('/api/cart/batch_delete', { form: { ids: old.map((l) => l.id).join(',') } });
}

test.describe('cart', () => {
  test('add from a goods list: toast, badge and mini cart', async ({ page }) => {
    await signInWithEmptyCart(page.request);
    await page.goto('/list');
    // The first goods on the list may be one this pharmacy cannot buy (its button is disabled with
    // the reason); add the first it can.
    await page
      .getByRole('button', { name: /加入购物车/, disabled: false })
      .first()
      .click();
    await expect(page.getByText('加入购物车成功').first()).toBeVisible();
    await expect(badge(page)).toContainText('1');
    await page.getByRole('button', { name: '购物车', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '迷你购物车' }).locator('.mini-line')).toHaveCount(1);
  });

  test('add from detail pages, mini cart, ladder price and 满减 tier', async ({ page }) => {
    const request = page.request;
    await signInWithEmptyCart(request);
    const { ladder, manjian } = await findGoods(request);

    // From a detail page: toast, then the header badge follows.
    await page.goto(`/list/info/${ladder.id}`);
    await page.getByRole('button', { name: /加入购物车/ }).click();
    await expect(page.getByText('加入购物车成功')).toBeVisible();
    await expect(badge(page)).toContainText('1');

    await page.goto(`/list/info/${manjian.id}`);
    await page.getByRole('button', { name: /加入购物车/ }).click();
    await expect(badge(page)).toContainText('2');

    // The mini cart lists what was added.
    await page.getByRole('button', { name: '购物车', exact: true }).click();
    const mini = page.getByRole('dialog', { name: '迷你购物车' });
    await expect(mini.locator('.mini-line')).toHaveCount(2);
    await mini.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Crossing a ladder threshold changes the unit price.
    const lines = await cartLines(request);
    const ladderLine = lines.find((l) => l.goods.id === ladder.id)!;
    const row = page.getByTestId(`cart-line-${ladderLine.id}`);
    await expect(row.locator('.cart-price strong')).toHaveText(`¥${ladderLine.price}`);
    const qty = row.getByRole('spinbutton');
    await qty.fill(String(1 + ladder.more));
    await qty.press('Enter');
    await expect(row.locator('.cart-price strong')).toHaveText(`¥${ladder.price}`);

    // Reaching a 满减 tier marks it 已满足.
    const mLine = lines.find((l) => l.goods.id === manjian.id)!;
    const tiers = page.getByTestId(`manjian-${manjian.activity}`);
    await expect(tiers).toContainText('还差');
    const needed = Math.min(Math.ceil(1000 / Number(mLine.price)) + 1, mLine.goods.number);
    const mQty = page.getByTestId(`cart-line-${mLine.id}`).getByRole('spinbutton');
    await mQty.fill(String(needed));
    await mQty.press('Enter');
    await expect(tiers).toContainText('已满足');
  });
});
