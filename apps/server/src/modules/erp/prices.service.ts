/**
 * PUT /api/erp/v1/prices: supply, retail, ladder and customer prices of goods by ERP code, written
 * by the price form's own writePrices and checked by its own schema (ladders never rising, retail
 * not under supply, one price per customer rule). A customer price above retail is refused (the same schema). The
 * goods' 控销 rule is the back office's: it is kept as it is.
 */
import { AdminPriceInputSchema, fenToYuan, type ErpPriceRow, type ErpWriteResult } from '@shop/shared';
import type { Tx } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { adminPrices, writePrices, type PriceInput } from '../goods/prices.admin.service';
import { companiesByCreditCode, goodsByErpCode } from './prices.repo';
import { Refusals, refuseRepeats, tally, type RowResult } from './rows';
import { isRegionCode } from '../address/regions';

async function refs(tx: Tx, rows: ErpPriceRow[]) {
  const codes = [...new Set(rows.map((r) => r.goods_code))];
  const credit = [
    ...new Set(rows.flatMap((r) => r.customer_prices.map((c) => c.credit_code)).filter(Boolean)),
  ];
  const [goods, companies] = await Promise.all([
    goodsByErpCode(tx, codes),
    companiesByCreditCode(tx, credit),
  ]);
  return {
    goods: new Map(goods.map((g) => [g.erp_code, g])),
    companies: new Map(companies.map((c) => [c.credit_code, c.id])),
  };
}

/** The prices as the form shows them, in a comparable form: equal strings mean nothing to write. */
const shape = (p: { base: string; retail: string; type: number; ladders: unknown[]; customers: unknown[] }) =>
  JSON.stringify(p);

export async function upsertErpPrices(tx: Tx, actor: Actor, rows: ErpPriceRow[]): Promise<ErpWriteResult> {
  const refusals = new Refusals('prices');
  refuseRepeats(
    refusals,
    rows.map((r) => r.goods_code),
    rows.map((r) => r.goods_code),
    '商品编码',
  );
  const { goods, companies } = await refs(tx, rows);
  const valid: { row: number; goodsId: number; input: PriceInput }[] = [];
  rows.forEach((r, i) => {
    const no = (reason: string) => refusals.add(i, r.goods_code, reason);
    const g = goods.get(r.goods_code);
    if (!g) return no(`商品编码 ${r.goods_code} 不存在，请先推送商品`);
    const unknown = r.customer_prices.find((c) => c.credit_code && !companies.has(c.credit_code));
    if (unknown) return no(`客户价的客户 ${unknown.credit_code} 不存在（按统一社会信用代码匹配）`);
    const parsed = AdminPriceInputSchema.safeParse({
      base_price: r.base_price,
      retail_price: r.retail_price,
      ladder_price_type: r.ladder_price_type,
      ladders: r.ladders,
      customer_prices: r.customer_prices.map((c) => ({
        company_id: c.credit_code ? companies.get(c.credit_code) : null,
        company_kind: c.company_kind,
        province: c.province,
        price: c.price,
      })),
      is_controlled: g.is_controlled,
    });
    if (!parsed.success) return no(parsed.error.issues[0]?.message ?? '价格不正确');
    const region = parsed.data.customer_prices.find((c) => c.province !== '' && !isRegionCode(c.province));
    if (region) return no(`客户价地区编码不正确：${region.province}`);
    // The form's schema refuses a customer price above retail ('客户价不能高于建议零售价') among its rules.
    if (!refusals.has(i)) valid.push({ row: i, goodsId: g.id, input: parsed.data });
  });
  refusals.check();
  const results: { code: string; result: RowResult }[] = [];
  for (const v of valid) {
    const before = await adminPrices(tx, v.goodsId);
    const was = shape({
      base: before.base_price,
      retail: before.retail_price,
      type: before.ladder_price_type,
      ladders: before.ladders.map((l) => [l.number, l.price]),
      customers: before.customer_prices
        .map((c) => [c.company_id, c.company_kind, c.province, c.price])
        .sort(),
    });
    const now = shape({
      base: fenToYuan(v.input.base_price),
      retail: fenToYuan(v.input.retail_price),
      type: v.input.ladder_price_type,
      ladders: [...v.input.ladders]
        .sort((a, b) => a.number - b.number)
        .map((l) => [l.number, fenToYuan(l.price)]),
      customers: v.input.customer_prices
        .map((c) => [c.company_id, c.company_kind, c.province, fenToYuan(c.price)])
        .sort(),
    });
    const code = rows[v.row]!.goods_code;
    if (was === now) {
      results.push({ code, result: 'unchanged' });
      continue;
    }
    await writePrices(tx, v.goodsId, v.input);
    results.push({ code, result: 'updated' });
  }
  const result = tally(results);
  await audit(tx, actor, {
    action: 'erp.prices',
    targetType: 'erp',
    targetId: 'prices',
    summary: `ERP推送价格 ${rows.length} 行：更新 ${result.updated}、未变 ${result.unchanged}`,
    after: {
      codes: results
        .filter((r) => r.result === 'updated')
        .slice(0, 100)
        .map((r) => r.code),
    },
  });
  return result;
}
