import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERDUE_RECEIPT_MSG, type ReceiptOrder } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { orderClient, VALID_ID_NO } from '../checkout/order.fixtures';

interface Page {
  list: ReceiptOrder[];
  total: number;
  days: number;
  overdue: number;
}

describe(
  describeName('ephedrine receipts (/hmdd): upload, overdue warning, next ephedrine order blocked'),
  () => {
    let t: TestApp;
    let c: ReturnType<typeof orderClient>;
    let pharmacy: string;
    let chain: string;
    beforeAll(async () => {
      t = await createTestApp();
      c = orderClient(t.app);
      pharmacy = await signIn(t.app, 'pharmacy');
      chain = await signIn(t.app, 'chain');
    });
    afterAll(() => t.close());
    const db = () => t.deps.database.db;
    const list = async (cookie = pharmacy) =>
      body<Page>(await c.inject('GET', '/api/order/receipts', cookie)).data;
    const uploadReceipt = async (cookie: string) => {
      const { payload, headers } = await multipart({ file: SAMPLE_FILES.png(), kind: 'receipt' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, cookie },
      });
      return body<{ id: number }>(res).data.id;
    };
    const submit = (orderId: number, uploadId: number, cookie = pharmacy) =>
      c.inject('POST', `/api/order/${orderId}/receipt`, cookie, { upload_id: uploadId });
    const orderCount = async () =>
      (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM orders`))[0]?.n;

    /** Cart with one ephedrine goods, then the order placed with a valid purchaser. */
    async function placeEphedrine() {
      const [eph] = await queryRows<{ id: number; min_qty: number; mid_pack: number }>(
        db(),
        sql`SELECT id, min_qty, mid_pack FROM goods WHERE is_ephedrine AND is_buy AND stock >= 50 ORDER BY id LIMIT 1`,
      );
      const ids = await c.addToCart(
        pharmacy,
        eph!.id,
        Math.ceil(eph!.min_qty / eph!.mid_pack) * eph!.mid_pack,
      );
      const confirm = await c.confirm(pharmacy, ids);
      return c.place(pharmacy, {
        ids: ids.join(','),
        address_id: confirm.data.default_address_id,
        expected_payable: confirm.data.amounts.payable,
        coupon_id: confirm.data.best_coupon_id ?? 0,
        purchaser_name: '张三',
        purchaser_id_no: VALID_ID_NO,
      });
    }

    it('lists the shipped ephedrine order with its due day, and takes the buyer’s own receipt only', async () => {
      const page = await list();
      expect(page.days).toBe(15);
      expect(page.overdue).toBe(0);
      const seeded = page.list[0]!;
      expect(seeded).toMatchObject({ status: 'pending', status_text: '待上传', receipt: null });
      expect(seeded.due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await list(chain)).total).toBe(0);

      const theirs = await uploadReceipt(chain);
      expect(body(await submit(seeded.order_id, theirs)).msg).toBe('签收回执图片不存在，请重新上传');
      expect((await submit(seeded.order_id, theirs, chain)).statusCode).toBe(404);
      expect((await submit(seeded.order_id, 0)).statusCode).toBe(422);
      expect((await list()).list[0]!.status).toBe('pending');

      const mine = await uploadReceipt(pharmacy);
      expect(body(await submit(seeded.order_id, mine)).code).toBe(10000);
      const after = (await list()).list[0]!;
      expect(after.status_text).toBe('已上传');
      expect(after.receipt?.url).toBe(`/api/upload/${mine}`);
      await db().execute(sql`DELETE FROM ephedrine_receipts WHERE order_id = ${seeded.order_id}`);
    });

    it('an overdue receipt warns in the base info and blocks the next ephedrine order until uploaded', async () => {
      const seeded = (await list()).list[0]!;
      await db().execute(
        sql`UPDATE orders SET shipped_at = now() - interval '20 days' WHERE id = ${seeded.order_id}`,
      );
      expect((await list()).list[0]!.status_text).toBe('已逾期');
      const base = body<{ receipt_overdue: number }>(await c.inject('GET', '/api/user/base', pharmacy));
      expect(base.data.receipt_overdue).toBe(1);

      const before = await orderCount();
      const refused = await placeEphedrine();
      expect(refused.msg).toBe(OVERDUE_RECEIPT_MSG);
      expect(await orderCount()).toBe(before);

      expect(body(await submit(seeded.order_id, await uploadReceipt(pharmacy))).code).toBe(10000);
      const placed = await placeEphedrine();
      expect(placed.code).toBe(10000);
      expect(placed.data.orders.map((o) => o.kind)).toEqual(['ephedrine']);
    });
  },
);
