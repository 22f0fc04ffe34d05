import { expect, test } from '@playwright/test';
import { buyerSignIn, operatorSignIn } from '../support/session';

interface Card {
  id: number;
  name: string;
  base_price: string | null;
  price_reason: string | null;
  flash: unknown;
  can_buy: boolean;
  min_qty: number;
  mid_pack: number;
  ladder_price: unknown[] | null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Issue 27: a customer price set in the back office is the price everywhere. The 商品 operator gives
 * 单体药店 in 杭州市 (picked by name in the region tree, stored as its code 330100) a 客户类型价 on a
 * goods; the demo pharmacy (a 单体药店 in 杭州) sees it on the search results, the
 * detail page and the cart, and the first 去结算 goes through (no 部分商品价格已变动).
 */
test('an operator sets a price for kangjian’s kind; kangjian sees it on list, detail and cart and checks out at once', async ({
  page,
}) => {
  test.slow();
  const buyer = await page.context().browser()!.newPage();
  await buyerSignIn(buyer, { clearCart: true });
  // A goods the pharmacy buys at the catalogue price today: no customer price, 秒杀 or ladder.
  const res = await buyer.request.get(`/api/goods/list?keyword=${encodeURIComponent('胶囊')}&size=60`);
  const cards = ((await res.json()) as { data: { list: Card[] } }).data.list;
  const goods = cards.find(
    (c) =>
      c.can_buy &&
      c.base_price !== null &&
      c.price_reason === null &&
      c.flash === null &&
      c.min_qty <= 1 &&
      c.mid_pack <= 1 &&
      (c.ladder_price ?? []).length === 0 &&
      Number(c.base_price) > 5,
  );
  expect(goods, 'a goods at the catalogue price').toBeDefined();
  const own = yuan(Math.round(Number(goods!.base_price) * 100) - 137);

  await operatorSignIn(page, 'shangpin');
  await page.goto(`/admin/goods/${goods!.id}`);
  await page.getByRole('tab', { name: '价格与控销' }).click();
  const card = page.locator('.ant-card').filter({ hasText: '客户价（指定客户' });
  await card.getByRole('button', { name: '添加客户价' }).click();
  await card.locator('.ant-select').filter({ hasText: '全部类型' }).last().click();
  await page.locator('.ant-select-dropdown:visible').getByText('单体药店', { exact: true }).click();
  // The region picker: a city of the GB/T 2260 tree, found by its name.
  const region = card.locator('.ant-tree-select').last();
  await region.click();
  await region.locator('input').fill('杭州市');
  await page.locator('.ant-select-dropdown:visible').getByTitle('杭州市', { exact: true }).click();
  await expect(region).toContainText('杭州市');
  await card.locator('.ant-input-affix-wrapper input').last().fill(own);
  await page.getByRole('button', { name: '保存价格' }).click();
  await expect(page.getByText('价格已保存')).toBeVisible();
  const saved = await page.request.get(`/api/admin/goods/${goods!.id}/prices`);
  expect(
    ((await saved.json()) as { data: { customer_prices: { province: string }[] } }).data.customer_prices,
  ).toEqual([expect.objectContaining({ company_kind: 'pharmacy', province: '330100' })]);

  // Search results: the card shows the 客户类型价 with the catalogue price struck through.
  await buyer.goto(`/search?keyword=${encodeURIComponent(goods!.name)}`);
  const listed = buyer.locator('.ky-card-grid > li, tr').filter({ hasText: goods!.name }).first();
  await expect(listed).toContainText(`¥${own}`);
  await expect(listed.getByTestId('price-reason')).toHaveText('客户类型价');

  // Detail page: the same price and reason, bought from the buy box.
  await buyer.goto(`/list/info/${goods!.id}`);
  const buyBox = buyer.locator('.ky-buybox');
  await expect(buyer.locator('.ky-price-wrap').first()).toContainText(`¥${own}`);
  await expect(buyer.getByTestId('price-reason').first()).toHaveText('客户类型价');
  await buyBox.getByRole('button', { name: /加入购物车/ }).click();
  await expect(buyer.getByText('加入购物车成功').first()).toBeVisible();

  // Cart: the line at the same price; the first 去结算 opens the confirmation.
  await buyer.goto('/cart');
  await expect(buyer.getByText(`¥${own}`).first()).toBeVisible();
  await buyer
    .getByRole('button', { name: /去结算/ })
    .first()
    .click();
  await expect(buyer).toHaveURL(/\/cart\/step2\?ids=/);
  await expect(buyer.getByText('部分商品价格已变动')).toHaveCount(0);
  await expect(buyer.getByRole('row', { name: new RegExp(goods!.name) })).toContainText(`¥${own}`);
  await buyer.getByRole('button', { name: /提交订单/ }).click();
  await expect(buyer).toHaveURL(/\/cart\/step3\/\d+/);
});
