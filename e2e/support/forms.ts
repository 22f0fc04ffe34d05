import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a district in an antd region cascader by searching it (`path` as the search shows it, e.g.
 * '浙江省 / 杭州市 / 西湖区'), and retries until the field shows it. Searching works whether or not
 * the region tree has arrived, but on a busy machine the click could land while the search list
 * re-rendered as the tree arrived, and the form then refused to submit with 请选择所在地区.
 */
export async function pickRegion(page: Page, scope: Locator | Page, path: string) {
  const district = path.split(' / ').at(-1)!;
  const field = scope.getByRole('combobox', { name: '所在地区' });
  await expect(async () => {
    await field.fill(district);
    await page.locator('.ant-cascader-menu-item', { hasText: path }).first().click({ timeout: 5_000 });
    // The chosen value, not the search list's item of the same title.
    const chosen = scope.locator(`[title="${path}"]:not(.ant-cascader-menu-item)`).first();
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Submits a form in a dialog and waits for the dialog to close; if it stays open, the failure says
 * what the form or the server said instead of only "visible".
 */
export async function submitDialog(dialog: Locator, button: string | RegExp) {
  await dialog.getByRole('button', { name: button }).click();
  try {
    await expect(dialog).toBeHidden();
  } catch (e) {
    const said = await dialog.locator('.ant-form-item-explain-error, [role=alert]').allInnerTexts();
    throw new Error(`the dialog stayed open; it says: ${said.join(' | ') || '(nothing)'}`, { cause: e });
  }
}
