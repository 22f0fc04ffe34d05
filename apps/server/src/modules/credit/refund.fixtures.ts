/** Steps of the refund tests: deliver an order, pay it online, send goods back and refund them. */
import type { AftersaleOptions, PayResult } from '@shop/shared';
import { operatorCookie } from '../../../test/admin';
import { body, type TestApp } from '../../../test/test-app';
import { pickAndCheck } from '../../../test/warehouse';
import { signedHeaders } from '../payment/sandbox.provider';

export const SANDBOX_KEY = 'refund-test-sandbox-key-0123456789abcdef';

export function refundClient(t: TestApp) {
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** 拣货, 复核, ship, and the buyer confirms receipt: the order is 已完成 and may be returned. */
  const deliver = async (buyer: string, orderId: number) => {
    await pickAndCheck(t, orderId);
    const ship = body(
      await post(`/api/admin/orders/${orderId}/ship`, await operatorCookie(t, 'warehouse'), {
        company: '顺丰速运',
        tracking_no: `SF14${String(orderId).padStart(10, '0')}`,
      }),
    );
    if (ship.code !== 10000) throw new Error(`发货: ${ship.msg}`);
    const got = body(await post(`/api/order/${orderId}/confirm`, buyer));
    if (got.code !== 10000) throw new Error(`确认收货: ${got.msg}`);
  };

  /** Pays through the sandbox: the signed notification the gateway would send, delivered at once. */
  const payOnline = async (buyer: string, orderId: number, feeFen: number) => {
    const res = body<PayResult>(await post(`/api/payment/${orderId}`, buyer, { pay_type: 'wechat' }));
    if (res.data.pay_type !== 'wechat') throw new Error(`微信支付: ${res.msg}`);
    const raw = JSON.stringify({
      notify_id: `n-${res.data.out_trade_no}`,
      out_trade_no: res.data.out_trade_no,
      trade_no: `SBX-${res.data.out_trade_no}`,
      channel: 'wechat',
      total_fee: feeFen,
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
    });
    const n = await t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: signedHeaders(SANDBOX_KEY, raw),
      payload: raw,
    });
    if (n.statusCode !== 200) throw new Error(`支付通知: ${n.body}`);
  };

  /**
   * Applies for all (or one unit of the first lot), the shop agrees, receives; returns the request
   * id, or 0 when nothing is left to return.
   */
  const returnGoods = async (buyer: string, orderId: number, all: boolean) => {
    const opts = body<AftersaleOptions>(
      await t.app.inject({ url: `/api/aftersale/order/${orderId}`, headers: { cookie: buyer } }),
    ).data;
    const lines = opts.lots
      .filter((l) => l.returnable > 0)
      .map((l) => ({ lot_id: l.lot_id, number: all ? l.returnable : 1 }))
      .slice(0, all ? undefined : 1);
    if (lines.length === 0) return 0;
    const applied = body<{ id: number }>(
      await post('/api/aftersale', buyer, { order_id: orderId, kind: 'return', reason: '客户退货', lines }),
    );
    if (applied.code !== 10000) throw new Error(`申请售后: ${applied.msg}`);
    const id = applied.data.id;
    const warehouse = await operatorCookie(t, 'warehouse');
    await post(`/api/admin/aftersales/${id}/approve`, warehouse, {
      return_address: '杭州市余杭区仓前街道1号仓',
    });
    await post(`/api/aftersale/${id}/ship`, buyer, { carrier: '顺丰速运', tracking_no: `SF15${id}0000001` });
    const got = body(
      await post(`/api/admin/aftersales/${id}/receive`, warehouse, { result: 'pass', reason: '外包装完好' }),
    );
    if (got.code !== 10000) throw new Error(`退货验收: ${got.msg}`);
    return id;
  };

  const refund = async (id: number, payload: object = {}) =>
    body(await post(`/api/admin/aftersales/${id}/refund`, await operatorCookie(t, 'finance'), payload));

  return { deliver, payOnline, returnGoods, refund };
}
