/**
 * 价格管理: supply and retail price, ladders of either type, prices per customer type / region,
 * and the 控销 switch. The preview prices a one-line sample cart with the engine the cart uses.
 */
import { fenToYuan, priceCart, type AdminPriceInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound } from '../../lib/errors';
import { listGoods } from '../cart/cart.load';
import { toPricingGoods } from '../cart/cart.pricing';
import { loadPromotions } from '../cart/promotions.load';
import { checkRegionCodes } from '../address/regions';
import {
  controlRows,
  customerPriceRows,
  deleteControl,
  deleteCustomerPrices,
  deleteLadders,
  existingCompanyIds,
  insertCustomerPrice,
  insertLadder,
  ladderRows,
  priceGoodsRows,
  updateGoodsPrices,
  upsertControl,
} from './prices.admin.repo';

export type PriceInput = z.output<typeof AdminPriceInputSchema>;

export async function adminPrices(db: Db | Tx, goodsId: number) {
  const [g] = await priceGoodsRows(db, goodsId);
  if (!g) throw notFound('商品不存在');
  const [ladders, customers, control] = await Promise.all([
    ladderRows(db, goodsId),
    customerPriceRows(db, goodsId),
    controlRows(db, goodsId),
  ]);
  return {
    goods_id: g.id,
    name: g.name,
    bzdw: g.bzdw,
    mid_pack: g.mid_pack,
    min_qty: g.min_qty,
    base_price: fenToYuan(g.base),
    retail_price: fenToYuan(g.retail),
    ladder_price_type: g.ladder_price_type,
    ladders: ladders.map((l) => ({ number: l.number, price: fenToYuan(Number(l.price)) })),
    customer_prices: customers.map((c) => ({ ...c, price: fenToYuan(Number(c.price)) })),
    is_controlled: g.is_controlled,
    control: control[0] ?? { provinces: [], company_kinds: [], account_manager_ids: [], note: '' },
  };
}

/**
 * Writes the prices of one goods (the form, and each row of the price import, which has no
 * customer-price columns and so leaves those rows alone).
 */
export async function writePrices(
  tx: Tx,
  goodsId: number,
  input: PriceInput,
  opts: { customerPrices: boolean } = { customerPrices: true },
): Promise<void> {
  // Before any write: a city or district code the tree lacks is a 422 naming the field.
  checkRegionCodes(
    input.customer_prices.map((c) => c.province),
    '客户价地区',
  );
  if (input.control) checkRegionCodes(input.control.provinces, '控销地区');
  const rows = await updateGoodsPrices(tx, goodsId, input);
  if (rows.length === 0) throw notFound('商品不存在');
  await deleteLadders(tx, goodsId);
  for (const l of input.ladders) await insertLadder(tx, goodsId, l);
  // 控销规则 (zones' controlled_sales): who may see and buy; the row goes when the goods is no longer controlled.
  if (!input.is_controlled) await deleteControl(tx, goodsId);
  else if (input.control) await upsertControl(tx, goodsId, input.control);
  if (!opts.customerPrices) return;
  await deleteCustomerPrices(tx, goodsId);
  for (const c of input.customer_prices) await insertCustomerPrice(tx, goodsId, c);
}

/** A named company must exist: else a 422 naming the field, before anything is written. */
async function checkCompanies(db: Db | Tx, input: PriceInput): Promise<void> {
  const ids = [
    ...new Set(input.customer_prices.flatMap((c) => (c.company_id === null ? [] : [c.company_id]))),
  ];
  if (ids.length === 0) return;
  const found = await existingCompanyIds(db, ids);
  if (found.length !== ids.length) throw invalid('指定客户不存在');
}

export async function savePrices(db: Db, actor: Actor, goodsId: number, input: PriceInput) {
  await checkCompanies(db, input);
  return db.transaction(async (tx) => {
    const before = await adminPrices(tx, goodsId);
    await writePrices(tx, goodsId, input);
    await audit(tx, actor, {
      action: 'goods.price',
      targetType: 'goods',
      targetId: goodsId,
      summary: `修改「${before.name}」价格：供货价 ${before.base_price} → ${fenToYuan(input.base_price)}`,
      before,
      after: input,
    });
    return { id: goodsId };
  });
}

/** What a verified buyer with no promotions of their own would pay for `number` units today. */
export async function previewPrice(db: Db, goodsId: number, number: number) {
  const [g] = await listGoods(db, [goodsId]);
  if (!g) throw notFound('商品不存在');
  const now = new Date();
  const promotions = await loadPromotions(db, {
    userId: 0,
    goodsIds: [goodsId],
    flashSaleIds: [],
    combinationIds: [],
    now,
  });
  const pricing = priceCart({
    goods: [toPricingGoods({ ...g, stock: Math.max(g.stock, number) }, false)],
    lines: [{ key: '1', goods_id: goodsId, number, is_selected: true, type: 0 }],
    buyer: { id: 0, is_passed: true },
    promotions,
    shipping: { threshold: 0, no_trans_order_amount: 0 },
    coupon: null,
    now,
  });
  const line = pricing.lines[0];
  const unit = line?.price ?? g.base_price_fen;
  return {
    unit_price: fenToYuan(unit),
    total: fenToYuan(pricing.total.payable),
    saved: fenToYuan(Math.max(0, g.base_price_fen * number - pricing.total.payable)),
    lines: pricing.lines.map((l) => ({
      goods_id: l.goods_id,
      number: l.number,
      price: fenToYuan(l.price),
      amount: fenToYuan(l.total),
    })),
    manjian: fenToYuan(pricing.total.manjian_amount),
    notes: [
      ...(line?.quantity_notice ? [line.quantity_notice] : []),
      ...(line?.breakdown ?? []),
      ...pricing.breakdown,
    ],
  };
}
