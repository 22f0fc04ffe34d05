/**
 * Placing the order: ONE transaction that claims the idempotency key, re-prices with the engine,
 * refuses a price the buyer did not see, takes stock lot by lot, consumes the coupon, writes the
 * order(s) with their batches and the first timeline event, and clears the ordered cart lines.
 */
import { assertContractCovered } from '../contract/contract.service';
import {
  fenToYuan,
  type PlaceOrderResponse,
  type PlaceOrderBodySchema,
  type PriceChanged,
} from '@shop/shared';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { planGenerically } from '../../db/prepared';
import { invalid, refused } from '../../lib/errors';
import type { AccountWithAddress } from './checkout.repo';
import { planFrom, planOptions, type Plan } from './plan';
import { loadPlacement } from './placement.repo';
import { priceSnapshot } from '../cart/cart.pricing';
import { findRequestOrders } from './place.repo';
import { writeGroupOrder, type OrderHeader } from './write-order';
import { assertNoOverdueReceipts } from '../receipt/receipt.service';
import { assertWithinStoreLimit } from '../chain/chain.service';

/** What other modules may use of this module's repository (they reach it through this service). */
export { insertEvent, insertLineLots, insertLines, insertOrder } from './place.repo';

type PlaceBody = z.output<typeof PlaceOrderBodySchema>;

const PRICE_CHANGED = '商品价格有变动，请确认新的金额后重新提交订单';

export async function placeOrder(
  deps: AppDeps,
  userId: number,
  body: PlaceBody,
  now = new Date(),
): Promise<PlaceOrderResponse> {
  return deps.database.db.transaction(async (tx) => {
    await planGenerically(tx);
    const bodyHash = requestHash(body);
    const placement = await loadPlacement(
      tx,
      userId,
      { lineIds: body.ids, key: body.idempotency_key, bodyHash, addressId: body.address_id },
      now,
    );
    // The same order of refusals as checking each on its own: contract, then a replay, then the lines.
    assertContractCovered(placement.covered);
    if (placement.requestId === null) return replay(tx, userId, body.idempotency_key, bodyHash);
    const requestId = placement.requestId;

    const opts = planOptions(body.ids, now);
    const priced = priceSnapshot(placement.snapshot, opts, now);
    const plan = await planFrom(tx, userId, opts.lineIds, priced, body.coupon_id, now);
    if (plan.blockers.length > 0) throw refused(plan.blockers[0] ?? '所选商品暂不可购买');
    checkPrices(plan, body);
    // A chain store's month may be capped by its head office (the limit row is the lock); other
    // buyers skip the statement (placement stays BEGIN, three statements, COMMIT).
    if (placement.account?.storeLimited) await assertWithinStoreLimit(tx, userId, plan.payableFen);
    const timeout = deps.config.ORDER_UNPAID_TIMEOUT_MINUTES;
    const header = await orderHeader(tx, userId, body, placement.account, plan, now, timeout);

    const placed: PlaceOrderResponse['orders'] = [];
    for (const [i, group] of plan.groups.entries()) {
      const couponId = i === 0 && plan.chosen ? plan.chosen.row : null;
      // Each order records itself on the request; the last one also clears the ordered cart lines.
      const last = i === plan.groups.length - 1;
      const request = { id: requestId, clearLineIds: last ? body.ids : null };
      const order = await writeGroupOrder(tx, userId, header, group, couponId, now, request);
      placed.push({
        id: order.id,
        order_no: order.orderNo,
        kind: order.kind,
        payable: fenToYuan(order.payableFen),
        status: order.status,
        pay_page: order.kind === 'ephedrine' ? 'hm' : 'step3',
      });
    }
    return { orders: placed, replayed: false };
  });
}

/** What the request asks for, key aside; the same cart lines in another order are the same request. */
function requestHash(body: PlaceBody): string {
  const { idempotency_key: _key, ...rest } = body;
  const canonical = { ...rest, ids: [...body.ids].sort((a, b) => a - b) };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * A repeat of the same request returns the orders it made. The same key with different content is
 * a page bug or a tampered retry: refused (as Stripe does) instead of silently answering with
 * orders the buyer did not ask for this time.
 */
async function replay(tx: Tx, userId: number, key: string, bodyHash: string): Promise<PlaceOrderResponse> {
  const { bodyHash: stored, orders: rows } = await findRequestOrders(tx, userId, key);
  if (stored !== null && stored !== '' && stored !== bodyHash) {
    throw invalid('该页面已提交过另一份订单，请刷新页面后重新提交');
  }
  if (rows.length === 0) throw refused('订单正在提交，请稍候在「我的订单」中查看');
  return {
    orders: rows.map((o) => ({
      id: o.id,
      order_no: o.orderNo,
      kind: o.kind,
      payable: fenToYuan(o.payableFen),
      status: o.status,
      pay_page: o.kind === 'ephedrine' ? 'hm' : 'step3',
    })),
    replayed: true,
  };
}

/** The engine is authoritative: a total or unit price other than what the page showed is refused. */
function checkPrices(plan: Plan, body: PlaceBody): void {
  const lines = plan.groups.flatMap((g) => g.lines);
  const sent = new Map(body.line_prices.map((p) => [p.id, p.price]));
  const moved = lines.filter((l) => sent.has(l.id) && sent.get(l.id) !== l.unitPriceFen);
  if (moved.length === 0 && body.expected_payable === plan.payableFen) return;
  const data: PriceChanged = {
    reason: 'price_changed',
    old_payable: fenToYuan(body.expected_payable),
    new_payable: fenToYuan(plan.payableFen),
    lines: moved.map((l) => ({
      id: l.id,
      name: l.goods.name,
      old_price: fenToYuan(sent.get(l.id) ?? 0),
      new_price: fenToYuan(l.unitPriceFen),
    })),
  };
  throw refused(PRICE_CHANGED, data);
}

async function orderHeader(
  tx: Tx,
  userId: number,
  body: PlaceBody,
  account: AccountWithAddress | null,
  plan: Plan,
  now: Date,
  timeoutMinutes: number,
): Promise<OrderHeader> {
  if (!account) throw refused('账号不存在');
  const { address } = account;
  if (!address) throw refused('收货地址不存在，请重新选择');
  if (body.invoice_type === 2 && (!account.invoiceTitle || !account.taxNo)) {
    throw refused('开具增值税专用发票须先在资质信息中完善开票抬头和税号');
  }
  const needsPurchaser = plan.groups.some((g) => g.kind === 'ephedrine');
  if (needsPurchaser && (!body.purchaser_name || !body.purchaser_id_no)) {
    throw invalid('购买含麻黄碱类药品须登记购买人姓名和身份证号');
  }
  if (needsPurchaser) await assertNoOverdueReceipts(tx, userId);
  return {
    payType: body.pay_type,
    address,
    invoiceType: body.invoice_type,
    invoiceTitle: body.invoice_type === 0 ? '' : account.invoiceTitle,
    invoiceTaxNo: body.invoice_type === 0 ? '' : account.taxNo,
    remark: body.remark,
    purchaser: needsPurchaser ? { name: body.purchaser_name ?? '', idNo: body.purchaser_id_no ?? '' } : null,
    payDeadline: new Date(now.getTime() + timeoutMinutes * 60_000),
  };
}
