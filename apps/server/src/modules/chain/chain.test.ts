import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type Address, type ChainOverview, type PayResult } from '@shop/shared';
import { queryRows } from '../../db/query';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { pickGoods, type PickedGoods } from '../cart/cart.fixtures';
import { ADDRESS } from '../checkout/order.fixtures';
import { creditClient, userIdOf } from '../credit/credit.fixtures';

describe(
  describeName('chain head office: its stores in one view, limits, addresses, paying for a store'),
  () => {
    let t: TestApp;
    let c: ReturnType<typeof creditClient>;
    let head: string;
    let store: string;
    let outsider: string;
    let headId: number;
    let storeId: number;
    let otherId: number;
    let goods: PickedGoods[];
    beforeAll(async () => {
      t = await createTestApp();
      c = creditClient(t);
      head = await signIn(t.app, 'chain');
      store = await signIn(t.app, 'chainStore2');
      outsider = await signIn(t.app, 'pharmacy');
      headId = await userIdOf(t, 'yixin');
      storeId = await userIdOf(t, 'yixin_xh');
      otherId = await userIdOf(t, 'kangjian');
      goods = await pickGoods(t.deps.database.db, 3, sql`g.min_qty = 1 AND g.mid_pack = 1`, 30);
    });
    afterAll(() => t.close());
    const db = () => t.deps.database.db;
    const balance = async (id: number) =>
      Number(
        (
          await queryRows<{ b: string }>(db(), sql`SELECT balance_fen::text AS b FROM users WHERE id = ${id}`)
        )[0]?.b,
      );
    const overview = (cookie = head) => c.inject('GET', '/api/chain/overview', cookie);

    it('the head office sees both stores; a store or a single pharmacy is refused', async () => {
      const o = body<ChainOverview>(await overview()).data;
      expect(o.stores.map((s) => s.company)).toEqual([
        '浙江益心堂医药连锁有限公司西湖店',
        '浙江益心堂医药连锁有限公司滨江店',
      ]);
      expect(o.stores.every((s) => s.user_id !== headId)).toBe(true);
      for (const cookie of [store, outsider]) {
        const res = await overview(cookie);
        expect(res.statusCode).toBe(403);
        expect(body(res).msg).toBe('只有连锁总部可以查看和管理门店');
      }
    });

    it('every store id is checked against the head office: another company or the head itself is 门店不存在', async () => {
      const limitsBefore = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM chain_store_limits`,
      );
      for (const id of [otherId, headId]) {
        for (const [method, url, payload] of [
          ['GET', `/api/chain/stores/${id}/orders`, undefined],
          ['GET', `/api/chain/stores/${id}/statement`, undefined],
          ['PUT', `/api/chain/stores/${id}/limit`, { monthly_limit: '1.00' }],
          ['POST', `/api/chain/stores/${id}/address`, ADDRESS],
        ] as const) {
          const res = await c.inject(method, url, head, payload);
          expect(res.statusCode, url).toBe(404);
          expect(body(res).msg).toBe('门店不存在');
        }
      }
      const limits = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM chain_store_limits`,
      );
      expect(limits).toEqual(limitsBefore);
      expect((await c.inject('GET', `/api/chain/stores/${storeId}/orders`, outsider)).statusCode).toBe(403);
    });

    it('a monthly limit refuses the store’s order that would pass it; lifted, the order goes through', async () => {
      const bad = await c.inject('PUT', `/api/chain/stores/${storeId}/limit`, head, { monthly_limit: '-5' });
      expect(bad.statusCode).toBe(422);
      expect(body(bad).msg).toBe('请填写正确的月度采购额度');
      expect(
        body(await c.inject('PUT', `/api/chain/stores/${storeId}/limit`, head, { monthly_limit: '1.00' }))
          .msg,
      ).toBe('门店月度采购额度已设置');
      const before = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${storeId}`,
      );
      const ids = await c.addToCart(store, goods[0]!.id, 2);
      const refusedOrder = await c.checkout(store, ids, { coupon_id: 0 });
      expect(refusedOrder.msg).toContain('本月门店采购额度 ¥1.00');
      const after = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${storeId}`,
      );
      expect(after[0]?.n).toBe(before[0]?.n);
      const shown = body<ChainOverview>(await overview()).data.stores.find((s) => s.user_id === storeId);
      expect(shown?.monthly_limit).toBe('1.00');

      await c.inject('PUT', `/api/chain/stores/${storeId}/limit`, head, { monthly_limit: '' });
      expect((await c.checkout(store, ids, { coupon_id: 0 })).code).toBe(10000);
    });

    it('the head office pays a store’s order from its own balance; the store’s balance is untouched', async () => {
      const order = await c.place(store, goods[1]!.id, 2);
      await db().execute(
        sql`UPDATE users SET balance_fen = balance_fen + ${order.payableFen} WHERE id = ${headId}`,
      );
      const [headBefore, storeBefore] = [await balance(headId), await balance(storeId)];
      const url = `/api/chain/stores/${storeId}/orders/${order.id}/pay`;
      expect((await c.inject('POST', url, outsider, { pay_type: 'balance' })).statusCode).toBe(403);
      const bad = await c.inject('POST', url, head, { pay_type: 'wechat' });
      expect(bad.statusCode).toBe(422);
      expect(body(bad).msg).toBe('请选择总部余额或总部账期支付');

      const paid = body<PayResult>(await c.inject('POST', url, head, { pay_type: 'balance' }));
      expect(paid.data).toMatchObject({ pay_type: 'balance', status: 'paid' });
      expect(await balance(headId)).toBe(headBefore - order.payableFen);
      expect(await balance(storeId)).toBe(storeBefore);
      expect(body(await c.inject('POST', url, head, { pay_type: 'balance' })).msg).toContain('无需支付');
      expect(await balance(headId)).toBe(headBefore - order.payableFen);
      const orders = body<{ id: number; status: string }[]>(
        await c.inject('GET', `/api/chain/stores/${storeId}/orders`, head),
      ).data;
      expect(orders.find((o) => o.id === order.id)?.status).toBe('paid');
    });

    it('on the head office’s credit the receivable is the head office’s, not the store’s', async () => {
      const order = await c.place(store, goods[2]!.id, 1);
      expect((await c.grant(headId, '100000.00', 30)).code).toBe(10000);
      const paid = body<PayResult>(
        await c.inject('POST', `/api/chain/stores/${storeId}/orders/${order.id}/pay`, head, {
          pay_type: 'credit',
        }),
      );
      expect(paid.data).toMatchObject({
        pay_type: 'credit',
        status: 'paid',
        amount: fenToYuan(order.payableFen),
      });
      const [r] = await queryRows<{ user_id: number }>(
        db(),
        sql`SELECT user_id FROM receivables WHERE order_id = ${order.id}`,
      );
      expect(r?.user_id).toBe(headId);
    });

    it('the head office sets a store’s delivery address, which becomes the store’s default', async () => {
      const res = body<Address>(
        await c.inject('POST', `/api/chain/stores/${storeId}/address`, head, {
          ...ADDRESS,
          detail: '文三路 100 号门店',
        }),
      );
      expect(res.msg).toBe('门店收货地址已设置');
      const list = body<Address[]>(await c.inject('GET', '/api/address', store)).data;
      expect(list.find((a) => a.is_default)?.detail).toBe('文三路 100 号门店');
    });
  },
);
