import { expect, test, type Page } from '@playwright/test';
import { buyerSignIn } from '../support/session';

/**
 * No link on any page may lead to /404. Signed in as the demo pharmacy, the crawl opens the home
 * page, the member centre and the cart, follows every in-site link two steps deep and opens each
 * kind of page once (paths that differ only in ids or page numbers count as one), and checks that
 * none lands on /404. Links to files under /api are fetched instead and must answer 200.
 */
const START = ['/', '/zhzx', '/cart', '/search?keyword=感冒', '/help'];
const DEPTH = 2;
const MAX_PAGES = 140;

/** /list/info/123?x=1 and /list/info/456 are the same kind of page. */
const kindOf = (href: string) => href.split(/[?#]/)[0]!.replace(/\/\d+(?=\/|$)/g, '/:n');

async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
}

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as: Array<{ getAttribute(name: string): string | null }>) =>
      as.map((a) => a.getAttribute('href') ?? ''),
    );
  return hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/admin'));
}

test('every in-site link of the storefront opens a real page, never /404', async ({ page }) => {
  test.setTimeout(480_000);
  await buyerSignIn(page);
  const seen = new Set<string>();
  const broken: string[] = [];
  let frontier = START.map((href) => ({ href, from: '(start)' }));
  let opened = 0;
  for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { href, from } of frontier) {
      const kind = kindOf(href);
      if (seen.has(kind) || opened >= MAX_PAGES) continue;
      seen.add(kind);
      if (href.startsWith('/api/')) {
        const res = await page.request.get(href);
        if (res.status() !== 200) broken.push(`${href} (on ${from}) answered ${res.status()}`);
        continue;
      }
      opened++;
      await page.goto(href);
      await settled(page);
      if (new URL(page.url()).pathname === '/404') {
        broken.push(`${href} (on ${from})`);
        continue;
      }
      if (depth < DEPTH) for (const link of await linksOn(page)) next.push({ href: link, from: href });
    }
    frontier = next;
  }
  console.info(`link crawl: ${opened} pages opened, ${seen.size} kinds of link, ${broken.length} broken`);
  expect(opened).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
