import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

/** 退货验收 photos: uploaded by the warehouse, kept with the inspection, shown in the detail. */
describe(describeName('return inspection photos'), () => {
  let t: TestApp;
  let warehouse: string;
  beforeAll(async () => {
    t = await createTestApp();
    warehouse = await operatorCookie(t, 'warehouse');
  });
  afterAll(() => t.close());

  const shippedBack = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.deps.database.db,
      sql`INSERT INTO aftersales (user_id, order_id, kind, status, reason, refund_fen)
          SELECT user_id, id, 'return', 'shipped', '外箱压损', 1280 FROM orders WHERE status = 'done' LIMIT 1
          RETURNING id`,
    );
    return row!.id;
  };
  const upload = async (cookie: string) => {
    const { payload, headers } = await multipart({ file: SAMPLE_FILES.png() });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/inspection-photos',
      headers: { ...headers, cookie },
      payload,
    });
  };
  const receive = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/aftersales/${id}/receive`,
      headers: { cookie: warehouse },
      payload,
    });
  const statusOf = async (id: number) =>
    (
      await queryRows<{ status: string }>(
        t.deps.database.db,
        sql`SELECT status FROM aftersales WHERE id = ${id}`,
      )
    )[0]?.status;

  it('a 不合格 inspection keeps its photos; the detail shows them and only operators read them', async () => {
    const up = body<{ url: string }>(await upload(warehouse)).data;
    expect(up.url).toMatch(/^\/api\/admin\/inspection-photos\/\d+$/);
    const id = await shippedBack();
    const res = await receive(id, { result: 'fail', reason: '铝塑板破裂', photos: [up.url] });
    expect(body(res).msg).toBe('验收不合格，商品已转入不合格品区');

    const detail = body<{
      inspection: { result_text: string; reason: string; photos: string[]; operator: string };
    }>(await t.app.inject({ url: `/api/admin/aftersales/${id}`, headers: { cookie: warehouse } })).data;
    expect(detail.inspection).toMatchObject({
      result_text: '不合格',
      reason: '铝塑板破裂',
      photos: [up.url],
    });
    expect(detail.inspection.operator).not.toBe('');

    const photo = await t.app.inject({ url: up.url, headers: { cookie: warehouse } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // Not through the buyer's file route, and not for a signed-in buyer.
    const id0 = up.url.split('/').pop();
    const asBuyer = await t.app.inject({
      url: `/api/upload/${id0}`,
      headers: { cookie: await signIn(t.app) },
    });
    expect(asBuyer.statusCode).toBe(404);
  });

  it('refuses a photo that is not an uploaded inspection photo, changing nothing', async () => {
    const id = await shippedBack();
    const foreign = await receive(id, {
      result: 'fail',
      reason: '破损',
      photos: ['https://example.com/a.jpg'],
    });
    expect(foreign.statusCode).toBe(422);
    expect(body(foreign).msg).toBe('验收照片地址不正确');
    const missing = await receive(id, {
      result: 'fail',
      reason: '破损',
      photos: ['/api/admin/inspection-photos/999999'],
    });
    expect(body(missing).msg).toBe('第1张验收照片不存在，请重新上传');
    expect(await statusOf(id)).toBe('shipped');
  });

  it('a role without 售后处理 cannot upload inspection photos', async () => {
    const res = await upload(await operatorCookie(t, 'goods'));
    expect(res.statusCode).toBe(403);
  });
});
