import { expect, type Browser } from '@playwright/test';
import { operatorPage } from './session';

/**
 * GSP before shipping, through the API: `cangku` puts the order on a pick list and `fuhe`, a second
 * operator, checks it with one 药品追溯码 per package of traced goods. The screens themselves are
 * walked in warehouse.spec.ts.
 */
export async function pickAndCheck(browser: Browser, orderId: number): Promise<void> {
  const cangku = await operatorPage(browser, 'cangku');
  const pick = await cangku.request.post('/api/admin/warehouse/pick-lists', {
    data: { order_ids: [orderId] },
  });
  expect(((await pick.json()) as { code: number }).code).toBe(10000);
  const fuhe = await operatorPage(browser, 'fuhe');
  const view = (await (await fuhe.request.get(`/api/admin/warehouse/check/${orderId}`)).json()) as {
    data: { lines: { line_id: number; number: number; traced: boolean; drug_id_code: string }[] };
  };
  const lines = view.data.lines.map((l) => ({
    line_id: l.line_id,
    codes: l.traced
      ? Array.from(
          { length: l.number },
          (_, k) => `${l.drug_id_code}${String(Date.now() * 10 + k).slice(-13)}`,
        )
      : [],
  }));
  const checked = await fuhe.request.post(`/api/admin/warehouse/check/${orderId}`, { data: { lines } });
  expect(((await checked.json()) as { msg: string }).msg).toBe('复核通过');
  await Promise.all([cangku.close(), fuhe.close()]);
}
