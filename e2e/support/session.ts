/**
 * Signing in as the demo buyers and operators, once for every journey. The accounts are the seed's
 * (apps/server/src/db/seed/demo-accounts.ts), so a changed password is changed in one place.
 */
import { generate } from 'otplib';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
} from '../../apps/server/src/db/seed/demo-accounts';

export { DEMO_ACCOUNTS, DEMO_OPERATORS };

type OperatorName = (typeof DEMO_OPERATORS)[keyof typeof DEMO_OPERATORS]['username'];

interface CartList {
  data: { data: Array<{ lines: Array<{ id: number }> }> };
}

/** Empties the signed-in buyer's cart, so a confirm page holds exactly what the journey adds. */
export async function emptyCart(page: Page) {
  const res = await page.request.get('/api/cart/list?filters=99999&new=1');
  const ids = ((await res.json()) as CartList).data.data.flatMap((g) => g.lines.map((l) => l.id));
  if (ids.length) await page.request.post('/api/cart/batch_delete', { form: { ids: ids.join(',') } });
}

/** Signs a buyer in through /login (the demo pharmacy unless named); `clearCart` starts it clean. */
export async function buyerSignIn(
  page: Page,
  {
    username = DEMO_ACCOUNTS.pharmacy.username,
    clearCart = false,
  }: { username?: string; clearCart?: boolean } = {},
) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入用户名或手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (clearCart) await emptyCart(page);
}

const TOTP_PERIOD_S = 30;
/** The time step each operator last signed in with, in this worker (tests share one server). */
const lastStep = new Map<string, number>();

/**
 * A code the server has not taken yet for this operator. It takes each time step once (a replayed
 * code is refused), so a second sign-in within the same 30 s uses the next step's code, which it
 * accepts as an authenticator one step ahead; a third waits for the clock.
 */
async function unusedTotp(username: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);
    const step = Math.max(now, (lastStep.get(username) ?? -1) + 1);
    if (step <= now + 1) {
      lastStep.set(username, step);
      return generate({ secret: DEMO_TOTP_SECRET, epoch: step * TOTP_PERIOD_S });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs an operator in at /admin/login with a TOTP code as their authenticator would show it. */
export async function operatorSignIn(page: Page, username: OperatorName = DEMO_OPERATORS.super.username) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('操作员账号').fill(username);
  await page.getByPlaceholder('密码').fill(DEMO_OPERATOR_PASSWORD);
  await page.getByPlaceholder(/6位动态码/).fill(await unusedTotp(username));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** An operator in a browser context of their own (their own ys_admin cookie), signed in. */
export async function operatorPage(browser: Browser, username: OperatorName): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await operatorSignIn(page, username);
  return page;
}
