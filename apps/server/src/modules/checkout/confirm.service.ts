import { requireSignedContract } from '../contract/contract.service';
import {
  INVOICE_TYPE_TEXT,
  PAY_TYPES,
  PAY_TYPE_TEXT,
  fenToYuan,
  type Amounts,
  type ConfirmGroup,
  type ConfirmLine,
  type ConfirmResponse,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { notSignedIn } from '../../lib/errors';
import { getAddresses } from '../address/address.service';
import type { PricedLine } from '../cart/cart.pricing';
import { partWire } from '../cart/line-parts';
import { ruleText } from '../wallet/wallet.service';
import { findBuyerAccount } from './checkout.repo';
import { creditOption } from '../credit/credit.pay';
import { buildPlan, type PlanGroup } from './plan';
/** What other modules may use of this module's repository (they reach it through this service). */
export { findBuyerAccount } from './checkout.repo';

export const confirmLine = (l: PricedLine): ConfirmLine => ({
  id: l.id,
  goods_id: l.goodsId,
  name: l.goods.name,
  sccj: l.goods.sccj,
  ypgg: l.goods.ypgg,
  bzdw: l.goods.bzdw,
  image: l.goods.images[0] ?? '',
  is_ephedrine: l.goods.isEphedrine,
  type: l.type,
  number: l.number,
  price: fenToYuan(l.unitPriceFen),
  total: fenToYuan(l.lineTotalFen),
  parts: l.parts.map(partWire),
  manjian_share: fenToYuan(l.manjianShareFen),
  with_coupon: l.withCoupon,
  seen_price: fenToYuan(l.seenPriceFen),
  price_changed: l.priceChanged,
  block_reason: l.blockReason ?? (l.isSelected ? null : '暂不可购买'),
});

export function groupAmounts(g: Pick<PlanGroup, 'cart' | 'couponFen' | 'payableFen'>): Amounts {
  const t = g.cart.totals;
  return {
    goods_amount: fenToYuan(t.goodsTotalFen),
    manjian_amount: fenToYuan(t.manjianFen),
    coupon_amount: fenToYuan(g.couponFen),
    shipping_fee: fenToYuan(t.shippingFeeFen),
    payable: fenToYuan(g.payableFen),
  };
}

const GROUP_TITLE = {
  normal: '普通商品订单',
  ephedrine: '含麻黄碱类药品订单（单独支付，须登记购买人身份信息）',
};

function toGroup(g: PlanGroup): ConfirmGroup {
  return {
    kind: g.kind,
    title: GROUP_TITLE[g.kind],
    line_ids: g.lines.map((l) => l.id),
    lines: g.lines.map(confirmLine),
    amounts: groupAmounts(g),
    coupon_eligible_amount: fenToYuan(g.cart.totals.couponEligibleFen),
    shipping_gap: fenToYuan(g.cart.totals.shippingGapFen),
    pay_page: g.kind === 'ephedrine' ? 'hm' : 'step3',
  };
}

/** /cart/step2: the selection priced and split, with everything the buyer picks before placing. */
export async function confirmOrder(
  db: Db,
  userId: number,
  lineIds: number[],
  couponId: number | undefined,
  now = new Date(),
): Promise<ConfirmResponse> {
  await requireSignedContract(db, userId);
  const [plan, addresses, account] = await Promise.all([
    buildPlan(db, userId, lineIds, couponId ?? 'best', now),
    getAddresses(db, userId),
    findBuyerAccount(db, userId),
  ]);
  const credit = await creditOption(db, userId, plan.payableFen);
  if (!account) throw notSignedIn();
  const sum = (f: (g: PlanGroup) => number) => plan.groups.reduce((s, g) => s + f(g), 0);
  const amounts: Amounts = {
    goods_amount: fenToYuan(sum((g) => g.cart.totals.goodsTotalFen)),
    manjian_amount: fenToYuan(sum((g) => g.cart.totals.manjianFen)),
    coupon_amount: fenToYuan(sum((g) => g.couponFen)),
    shipping_fee: fenToYuan(sum((g) => g.cart.totals.shippingFeeFen)),
    payable: fenToYuan(plan.payableFen),
  };
  const hasTaxInfo = account.invoiceTitle !== '' && account.taxNo !== '';
  return {
    groups: plan.groups.map(toGroup),
    addresses,
    default_address_id: addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? null,
    invoice: {
      options: ([0, 1, 2] as const).map((type) => ({ type, label: INVOICE_TYPE_TEXT[type] })),
      title: account.invoiceTitle,
      tax_no: account.taxNo,
      special_allowed: hasTaxInfo,
    },
    coupons: plan.coupons.map((c) => ({
      id: c.row.id,
      kind: c.row.kind,
      name: c.row.name,
      rule_text: ruleText(c.row),
      ends_at: c.row.ends_at ? new Date(c.row.ends_at).toISOString() : null,
      usable: c.usable,
      saving: fenToYuan(c.usable ? c.saving : 0),
      reason: c.usable ? null : c.reason,
    })),
    best_coupon_id: plan.chosen?.row.id ?? null,
    // 账期支付 only for buyers granted credit; it says why when this order cannot use it.
    pay_types: PAY_TYPES.filter((type) => type !== 'credit' || credit !== null).map((type) => ({
      type,
      label: PAY_TYPE_TEXT[type],
      balance: type === 'balance' ? fenToYuan(account.balanceFen) : null,
      enough: type === 'balance' ? account.balanceFen >= plan.payableFen : null,
      ...(type === 'credit' && credit ? credit : {}),
    })),
    amounts,
    blockers: plan.blockers,
    needs_purchaser: plan.groups.some((g) => g.kind === 'ephedrine'),
  };
}
