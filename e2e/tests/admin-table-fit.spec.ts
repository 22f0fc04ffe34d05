import { expect, test, type Page } from '@playwright/test';
import { operatorPage } from '../support/session';

const SHOTS = process.env.SHOT_DIR;

/**
 * The orders and customers tables at the two common office widths: the cells an operator reads
 * first are whole on one line, 操作 stays fixed at the right edge, nothing scrolls sideways.
 * SHOT_DIR=<folder> also saves a screenshot of each.
 */

/** How a column's cells lay out: lines of text (a Range's rects) and whether the text runs past the cell. */
async function columnFit(page: Page, title: string) {
  return page.evaluate((title) => {
    // The e2e project has no DOM types: the few browser calls used here, by shape.
    interface Rect {
      top: number;
      right: number;
    }
    interface Cell {
      textContent: string | null;
      innerText: string;
      children: ArrayLike<Cell>;
      getBoundingClientRect(): Rect;
    }
    interface Doc {
      querySelectorAll(selector: string): ArrayLike<Cell>;
      createRange(): {
        selectNodeContents(node: Cell): void;
        getClientRects(): ArrayLike<Rect>;
        getBoundingClientRect(): Rect;
      };
    }
    const doc = (globalThis as unknown as { document: Doc }).document;
    const heads = Array.from(doc.querySelectorAll('.ant-table-thead th'));
    const index = heads.findIndex((th) => th.textContent?.trim() === title);
    return Array.from(doc.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map((tr) => {
      const td = tr.children[index]!;
      const range = doc.createRange();
      range.selectNodeContents(td);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      const cut = range.getBoundingClientRect().right > td.getBoundingClientRect().right + 0.5;
      return { text: td.innerText, lines: tops.size, cut };
    });
  }, title);
}

// One operator signed in once for the four looks (a sign-in takes a fresh authenticator code).
test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await operatorPage(browser, 'admin');
});
test.afterAll(() => page.context().close());

for (const width of [1280, 1440]) {
  for (const table of [
    // Cells that must show whole on one line (a company name may end in an ellipsis instead).
    { path: '/admin/orders', whole: ['订单号', '下单时间', '应付金额'], name: 'orders' },
    { path: '/admin/buyers', whole: ['账号', '证照到期', '注册时间'], name: 'buyers' },
  ]) {
    test(`${table.name} table fits at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(table.path);
      // The list loads before anything is measured (a busy machine may take a while).
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({
        timeout: 30_000,
      });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${table.name}-${width}.png` });
      for (const title of table.whole) {
        const cells = await columnFit(page, title);
        expect(cells.length).toBeGreaterThan(0);
        for (const c of cells) expect({ title, ...c }).toMatchObject({ title, lines: 1, cut: false });
      }
      // 操作 stays in view at the right edge, fixed while the table scrolls sideways.
      const action = page.locator('.ant-table-thead th', { hasText: /^操作$/ });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(action).toHaveClass(/ant-table-cell-fix/);
      // Every column in view: nothing to scroll sideways for.
      const overflow = await page
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
