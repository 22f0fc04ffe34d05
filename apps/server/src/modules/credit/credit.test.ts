import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fenToYuan,
  type ConfirmResponse,
  type CreditSummary,
  type PayInfo,
  type PayResult,
  type Statement,
  type Voucher,
} from '@shop/shared';
import { queryRows } from '../../db/query';
import { operatorCookie } from '../../../test/admin';
import { SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickAndCheck } from '../../../test/warehouse';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { creditClient, moneyOf, userIdOf } from './credit.fixtures';

describe(describeName('credit terms, repayments and transfer vouchers'), () => {
  let t: TestApp;
  let c: ReturnType<typeof creditClient>;
  let buyer: string;
  let uid: number;
  let finance: string;
  let goods: PickedGoods[];
  beforeAll(async () => {
    t = await createTestApp();
    c = creditClient(t);
    buyer = await signIn(t.app, 'pharmacy');
    uid = await userIdOf(t, 'kangjian');
    finance = await operatorCookie(t, 'finance');
    goods = await pickGoods(t.deps.database.db, 8, sql`g.min_qty = 1 AND g.mid_pack = 1`, 40);
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;
  const summary = async () => body<CreditSummary>(await c.inject('GET', '/api/user/credit', buyer)).data;
  const payCredit = async (id: number) => body<PayResult>(await c.pay(buyer, id, 'credit'));
  const statusOf = async (id: number) =>
    (await queryRows<{ status: string }>(db(), sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;

  it('without credit 账期支付 is not offered and is refused; finance grants it (audited, bad input 422)', async () => {
    const o = await c.place(buyer, goods[0]!.id, 2);
    const ids = await c.addToCart(buyer, goods[1]!.id, 1);
    const confirm = body<ConfirmResponse>(
      await c.inject('GET', `/api/order/confirm?ids=${ids.join(',')}`, buyer),
    );
    expect(confirm.data.pay_types.map((p) => p.type)).not.toContain('credit');
    expect((await payCredit(o.id)).msg).toContain('未开通账期');

    const bad = await c.admin('PUT', `/finance/credit/${uid}`, finance, { limit: '1000', term_days: 0 });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('账期天数须在1到365天之间');
    const warehouse = await operatorCookie(t, 'warehouse');
    expect(
      (await c.admin('PUT', `/finance/credit/${uid}`, warehouse, { limit: '1', term_days: 30 })).statusCode,
    ).toBe(403);
    expect((await c.grant(uid, '2000.00', 30)).code).toBe(10000);
    const [a] = await queryRows<{ summary: string }>(
      db(),
      sql`SELECT summary FROM audit_log WHERE action = 'finance.credit' ORDER BY seq DESC LIMIT 1`,
    );
    expect(a?.summary).toContain('授信额度 ¥2000.00、账期 30 天');
    const s = await summary();
    expect(s).toMatchObject({ enabled: true, limit: '2000.00', available: '2000.00', term_days: 30 });
  });

  it('a credit order is paid at once, becomes a receivable due after the term, and ships', async () => {
    const o = await c.place(buyer, goods[2]!.id, 2);
    const confirm = body<PayInfo>(await c.inject('GET', `/api/order/${o.id}/pay-info`, buyer)).data;
    expect(confirm.pay_types.find((p) => p.type === 'credit')).toMatchObject({ disabled: false });
    const paid = await payCredit(o.id);
    expect(paid.data).toMatchObject({ pay_type: 'credit', status: 'paid', amount: fenToYuan(o.payableFen) });
    const s = await summary();
    expect(s.receivables.map((r) => [r.order_id, r.outstanding])).toContainEqual([
      o.id,
      fenToYuan(o.payableFen),
    ]);
    const due = new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(s.receivables.find((r) => r.order_id === o.id)?.due_on).toBe(due);
    await pickAndCheck(t, o.id);
    const ship = await c.admin('POST', `/orders/${o.id}/ship`, await operatorCookie(t, 'warehouse'), {
      company: '顺丰速运',
      tracking_no: 'SF1402000123',
    });
    expect(body(ship).code).toBe(10000);
    expect(await statusOf(o.id)).toBe('shipped');
  });

  it('an order over the available credit is refused with the figures, and nothing moves', async () => {
    const before = await moneyOf(t, uid);
    await c.grant(uid, fenToYuan(before.owed + 100), 30);
    const o = await c.place(buyer, goods[3]!.id, 5);
    const r = await payCredit(o.id);
    expect(r.msg).toBe(`可用账期额度 ¥1.00，不足以支付本单 ¥${fenToYuan(o.payableFen)}`);
    expect(await statusOf(o.id)).toBe('unpaid');
    expect(await moneyOf(t, uid)).toEqual(before);
    await c.grant(uid, '2000.00', 30);
  });

  it('an overdue receivable blocks new credit orders and says why at checkout', async () => {
    await db().execute(sql`UPDATE receivables SET due_on = current_date - 3 WHERE user_id = ${uid}`);
    const ids = await c.addToCart(buyer, goods[4]!.id, 1);
    const confirm = body<ConfirmResponse>(
      await c.inject('GET', `/api/order/confirm?ids=${ids.join(',')}`, buyer),
    );
    const opt = confirm.data.pay_types.find((p) => p.type === 'credit');
    expect(opt?.disabled).toBe(true);
    expect(opt?.note).toContain('逾期未还');
    const o = await c.place(buyer, goods[4]!.id, 1);
    expect((await payCredit(o.id)).msg).toMatch(/^您有逾期未还的账期欠款 ¥[\d.]+，请先还款后再使用账期支付$/);
    expect(await statusOf(o.id)).toBe('unpaid');
    expect((await summary()).blocked_reason).toContain('逾期');
  });

  it('repayment from the balance: over what is owed is refused; a part closes the oldest first', async () => {
    const { owed } = await moneyOf(t, uid);
    await db().execute(sql`UPDATE users SET balance_fen = ${owed + 50_000} WHERE id = ${uid}`);
    const over = body(
      await c.inject('POST', '/api/user/credit/repay', buyer, { amount: fenToYuan(owed + 1) }),
    );
    expect(over.msg).toBe(`还款金额超过应还金额 ¥${fenToYuan(owed)}`);
    expect((await moneyOf(t, uid)).owed).toBe(owed);
    const bad = await c.inject('POST', '/api/user/credit/repay', buyer, { amount: '-5' });
    expect(bad.statusCode).toBe(422);
    const part = body<{ outstanding: string }>(
      await c.inject('POST', '/api/user/credit/repay', buyer, { amount: '1.00' }),
    );
    expect(part.data.outstanding).toBe(fenToYuan(owed - 100));
    const first = (await summary()).receivables[0];
    expect(first?.repaid).toBe('1.00');
  });

  it('repayment by transfer voucher: finance matches amount + serial once; the receivable closes', async () => {
    const { owed } = await moneyOf(t, uid);
    expect((await c.upload(buyer, SAMPLE_FILES.exeAsJpg())).msg).toBe('仅支持 JPG、PNG 图片或 PDF 文件');
    expect((await c.voucher(buyer, 0, fenToYuan(owed + 1))).msg).toBe(
      `还款金额超过应还金额 ¥${fenToYuan(owed)}`,
    );
    const v = await c.voucher(buyer, 0, fenToYuan(owed));
    expect(v.code).toBe(10000);
    const balance = (await moneyOf(t, uid)).balance;
    const m = await c.confirm(v.data.id, fenToYuan(owed + 500), 'ICBC20261126001', finance);
    expect(m.data).toEqual({ applied: fenToYuan(owed), to_balance: '5.00', remaining: '0.00' });
    expect(await moneyOf(t, uid)).toEqual({ balance: balance + 500, owed: 0 });
    expect((await summary()).receivables).toEqual([]);
    // Twice: refused, nothing moves. Same serial on another voucher: refused.
    expect((await c.confirm(v.data.id, '1.00', 'ICBC20261126002', finance)).msg).toBe(
      '该转账凭证已确认到账，不能重复确认',
    );
    const o = await c.place(buyer, goods[5]!.id, 1);
    const v2 = await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
    const dup = await c.confirm(v2.data.id, fenToYuan(o.payableFen), 'ICBC20261126001', finance);
    expect(dup.msg).toBe('银行流水号 ICBC20261126001 已登记过，不能重复确认');
    expect(await statusOf(o.id)).toBe('awaiting_transfer');
    expect(await moneyOf(t, uid)).toEqual({ balance: balance + 500, owed: 0 });
    // The buyer sees what was received, never finance's internal note.
    const mine = await c.inject('GET', '/api/user/transfer_vouchers', buyer);
    expect(mine.body).not.toContain('内部');
    expect(body<Voucher[]>(mine).data.find((x) => x.id === v.data.id)?.received).toBe(fenToYuan(owed + 500));
  });

  it('an order transfer: short leaves the rest due, the next one pays it and the excess goes to balance', async () => {
    const o = await c.place(buyer, goods[6]!.id, 3);
    const chose = body<PayResult>(await c.pay(buyer, o.id, 'offline'));
    expect(chose.data.status).toBe('awaiting_transfer');
    const info = body<PayInfo>(await c.inject('GET', `/api/order/${o.id}/pay-info`, buyer)).data;
    // The transfer window is days (common config, 3 by default), not the unpaid minutes.
    const left = Date.parse(info.pay_deadline ?? '') - Date.now();
    expect(left).toBeGreaterThan(2.9 * 86_400_000);
    const v = await c.voucher(buyer, o.id, fenToYuan(o.payableFen));
    const short = await c.confirm(v.data.id, fenToYuan(o.payableFen - 1000), 'CCB-0001', finance);
    expect(short.data).toEqual({
      applied: fenToYuan(o.payableFen - 1000),
      to_balance: '0.00',
      remaining: '10.00',
    });
    expect(await statusOf(o.id)).toBe('awaiting_transfer');
    const paidInfo = body<PayInfo>(await c.inject('GET', `/api/order/${o.id}/pay-info`, buyer)).data;
    expect(paidInfo.paid).toBe(fenToYuan(o.payableFen - 1000));
    const balance = (await moneyOf(t, uid)).balance;
    const rest = await c.admin('POST', `/orders/${o.id}/confirm-transfer`, finance, {
      amount: '15.00',
      bank_serial: 'CCB-0002',
    });
    expect(body(rest).code).toBe(10000);
    expect(await statusOf(o.id)).toBe('paid');
    expect((await moneyOf(t, uid)).balance).toBe(balance + 500);
  });

  it('cancelling a credit order writes off what is owed and refunds what was repaid', async () => {
    await c.grant(uid, '5000.00', 30);
    const o = await c.place(buyer, goods[7]!.id, 2);
    expect((await payCredit(o.id)).code).toBe(10000);
    await db().execute(sql`UPDATE users SET balance_fen = balance_fen + 100 WHERE id = ${uid}`);
    await c.inject('POST', '/api/user/credit/repay', buyer, { amount: '1.00' });
    const before = await moneyOf(t, uid);
    const res = await c.admin('POST', `/orders/${o.id}/cancel`, finance, { reason: '客户要求取消' });
    expect(body(res).code).toBe(10000);
    const after = await moneyOf(t, uid);
    expect(after).toEqual({ balance: before.balance + 100, owed: before.owed - (o.payableFen - 100) });
  });

  it('the month statement lists credit orders and repayments, closes to today, and takes a reply', async () => {
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const st = body<Statement>(await c.inject('GET', `/api/user/statements?month=${month}`, buyer)).data;
    expect(st.lines.some((l) => l.text === '账期采购')).toBe(true);
    expect(st.lines.some((l) => l.text === '转账还款')).toBe(true);
    const now = await moneyOf(t, uid);
    expect(st.closing).toEqual({ balance: fenToYuan(now.balance), owed: fenToYuan(now.owed) });
    expect(st.status).toBe('open');
    const bad = await c.inject('POST', '/api/user/statements/reply', buyer, {
      month,
      status: 'disputed',
      note: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).msg).toBe('有异议时请填写说明');
    const r = body<Statement>(
      await c.inject('POST', '/api/user/statements/reply', buyer, {
        month,
        status: 'disputed',
        note: '11月5日的还款未列出',
      }),
    );
    expect(r.data).toMatchObject({ status: 'disputed', reply_note: '11月5日的还款未列出' });
    const list = body<{ list: { user_id: number; status: string; note: string }[] }>(
      await c.admin('GET', `/finance/statements?month=${month}`, finance),
    ).data.list;
    expect(list.find((x) => x.user_id === uid)).toMatchObject({
      status: 'disputed',
      note: '11月5日的还款未列出',
    });
    const pdf = await c.inject('GET', `/api/user/statements/download?month=${month}&format=pdf`, buyer);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await c.inject('GET', `/api/user/statements/download?month=${month}&format=xlsx`, buyer);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await c.inject('GET', '/api/user/statements?month=2026-13', buyer)).statusCode).toBe(422);
  });

  it('finance sees receivables with ageing buckets and exports them', async () => {
    await c.grant(uid, '5000.00', 30);
    const o = await c.place(buyer, goods[0]!.id, 1);
    expect((await payCredit(o.id)).code).toBe(10000);
    await db().execute(
      sql`UPDATE receivables SET created_at = now() - interval '45 days' WHERE order_id = ${o.id}`,
    );
    const res = body<{
      list: { order_id: number; bucket: string; age_days: number }[];
      ageing: { bucket: string; outstanding: string }[];
    }>(await c.admin('GET', '/finance/receivables', finance)).data;
    expect(res.list.find((r) => r.order_id === o.id)).toMatchObject({ bucket: '31-60', age_days: 45 });
    expect(res.ageing.find((b) => b.bucket === '31-60')?.outstanding).toBe(fenToYuan(o.payableFen));
    const x = await c.admin('GET', '/finance/receivables/export', finance);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await c.admin('GET', '/finance/receivables', await operatorCookie(t, 'warehouse'))).statusCode,
    ).toBe(403);
  });
});
