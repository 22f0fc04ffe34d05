import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARS = 8_000;
/** Top-level parts of every storefront page that say nothing about why a journey failed. */
const CHROME = /^- (banner|contentinfo|complementary|navigation)\b/;

/**
 * CI keeps only the printed log, not test-results/: a failed journey's screenshots and trace are
 * lost there. This prints what Playwright saw on the page when the journey failed (the
 * accessibility snapshot in its error-context), without the header, footer and link targets, so a
 * failure can be read from the log alone.
 */
export default class PageOnFailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    for (const a of result.attachments) {
      if (a.name !== 'error-context' || !a.path) continue;
      const page = pageSnapshot(a.path);
      if (!page) continue;
      const cut = page.length > MAX_CHARS ? `${page.slice(0, MAX_CHARS)}\n… (${page.length} chars)` : page;
      console.log(`\n── the page when "${test.title}" failed ──\n${cut}\n── end of page ──`);
    }
  }
}

function pageSnapshot(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const yaml = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
  if (!yaml) return null;
  const kept: string[] = [];
  let skipping = false;
  for (const line of yaml.split('\n')) {
    if (!line.startsWith(' ')) skipping = CHROME.test(line);
    if (!skipping && !line.trimStart().startsWith('- /url:')) kept.push(line);
  }
  return kept.join('\n').trim();
}
