import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** The demo operators' TOTP secret and password (README, Back office). */
const TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const OPERATOR = { username: 'shangpin', password: 'Admin@2026' };

/** RFC 6238 code for now: what the operator's authenticator app shows. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1]! & 0xf;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function operatorSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('操作员账号').fill(OPERATOR.username);
  await page.getByPlaceholder('密码').fill(OPERATOR.password);
  await page.getByPlaceholder(/6位动态码/).fill(totp(TOTP_SECRET));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** A 1×1 PNG: what an operator uploads as a banner or a pack shot. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e7b8f0a50000000049454e44ae426082',
  'hex',
);

test.describe('back office', () => {
  test('an operator puts up a banner and the home page shows it', async ({ page }) => {
    await operatorSignIn(page);
    await page.goto('/admin/content/ads');
    await page.getByRole('button', { name: '新建广告' }).click();
    const dialog = page.getByRole('dialog', { name: '广告' });
    await dialog.getByLabel('标题').fill('冬季呼吸道用药备货节');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('主图')).toBeVisible();
    await dialog.getByLabel('链接').fill('/search?keyword=止咳');
    await dialog.getByLabel('排序').fill('99999');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('广告已保存')).toBeVisible();
    await expect(page.getByRole('cell', { name: '冬季呼吸道用药备货节' })).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('.ky-home-banner img[alt="冬季呼吸道用药备货节"]').first()).toBeAttached();
  });
});
