import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart';
import { makeCart, makeGoods, NOW } from './testing';
import type { CartInput } from './types';

const GOODS_IDS = [1, 2, 3, 4, 5];

const goodsArb = fc.record({
  base_price: fc.integer({ min: 0, max: 500_000 }),
  ladder: fc.array(
    fc.record({ number: fc.integer({ min: 1, max: 60 }), price: fc.integer({ min: 0, max: 500_000 }) }),
    {
      maxLength: 3,
    },
  ),
  ladder_type: fc.constantFrom(1, 2),
  is_buy: fc.boolean(),
  stock: fc.integer({ min: 0, max: 200 }),
  with_coupon: fc.boolean(),
  is_dpby: fc.boolean(),
  qg_number: fc.integer({ min: 0, max: 30 }),
});

const lineArb = fc.record({
  goods_id: fc.constantFrom(...GOODS_IDS),
  number: fc.integer({ min: 1, max: 80 }),
  is_selected: fc.boolean(),
  type: fc.constantFrom(0, 0, 1, 3),
  manjian_id: fc.constantFrom(0, 1, 2),
});

const cartArb = fc
  .record({
    goods: fc.array(goodsArb, { minLength: 5, maxLength: 5 }),
    lines: fc.array(lineArb, { maxLength: 12 }),
    tiers: fc.array(
      fc.array(
        fc.record({
          amount: fc.integer({ min: 0, max: 2_000_000 }),
          reduce: fc.integer({ min: 0, max: 300_000 }),
        }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      { minLength: 2, maxLength: 2 },
    ),
    rate: fc.integer({ min: 0, max: 1000 }),
    flash: fc.record({ price: fc.integer({ min: 0, max: 100_000 }), limit: fc.nat(10), bought: fc.nat(10) }),
    threshold: fc.integer({ min: 0, max: 5_000_000 }),
    noTrans: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map((r): CartInput =>
    makeCart({
      goods: r.goods.map((g, i) =>
        makeGoods({
          id: GOODS_IDS[i] ?? 0,
          base_price: g.base_price,
          ladder_price: g.ladder,
          ladder_price_type: g.ladder_type,
          is_buy: g.is_buy,
          stock: g.stock,
          with_coupon: g.with_coupon,
          is_dpby: g.is_dpby,
          qg_number: g.qg_number,
        }),
      ),
      lines: r.lines.map((l, i) => ({ ...l, key: `k${i}`, flash_sale_id: 1, combination_id: 1 })),
      promotions: {
        flash_sales: [{ id: 1, goods_id: 1, ...r.flash }],
        combinations: [{ id: 1, name: '组合', items: [{ goods_id: 2, number: 2, price: 1999 }] }],
        specials: [
          { id: 1, kind: 'welfare', goods_ids: [3, 4], pricing: { mode: 'rate', rate_permille: r.rate } },
        ],
        manjians: [
          { id: 1, name: 'A', goods_ids: [1, 2, 3], tiers: r.tiers[0] ?? [] },
          { id: 2, name: 'B', goods_ids: null, tiers: r.tiers[1] ?? [] },
        ],
      },
      shipping: { threshold: r.threshold, no_trans_order_amount: r.noTrans },
      now: NOW,
    }),
  );

describe('priceCart properties', () => {
  it('manjian shares sum exactly to each reduction, and reductions to the total', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const r = priceCart(input);
        for (const act of r.activity_data.manjians) {
          const shares = r.lines
            .filter((l) => act.line_keys.includes(l.key))
            .map((l) => l.goods_manjian_amount);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(act.reduce);
          expect(act.reduce).toBeLessThanOrEqual(act.amount);
        }
        expect(r.lines.reduce((s, l) => s + l.goods_manjian_amount, 0)).toBe(r.total.manjian_amount);
      }),
    );
  });

  it('no figure is ever negative and payable is goods − 满减 − coupon', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const r = priceCart(input);
        for (const l of r.lines) {
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(l.goods_manjian_amount).toBeLessThanOrEqual(l.total);
          if (!l.is_selected) expect(l.goods_manjian_amount).toBe(0);
        }
        const t = r.total;
        for (const v of [
          t.goods_amount,
          t.manjian_amount,
          t.coupon_eligible_amount,
          t.payable,
          r.shipping_data.shipping_amount,
        ]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(v)).toBe(true);
        }
        expect(t.payable).toBe(t.goods_amount - t.manjian_amount - t.coupon_amount);
      }),
    );
  });

  it('unbuyable or out-of-stock lines are never selected', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const r = priceCart(input);
        r.lines.forEach((l) => {
          const g = input.goods.find((x) => x.id === l.goods_id);
          if (l.type !== 3 && g && (!g.is_buy || g.stock === 0)) expect(l.is_selected).toBe(false);
        });
      }),
    );
  });

  it('selecting more lines never raises the free-shipping gap', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (input, pick) => {
        const fewer = priceCart(input);
        const more = priceCart({
          ...input,
          lines: input.lines.map((l, i) =>
            i === pick % Math.max(input.lines.length, 1) ? { ...l, is_selected: true } : l,
          ),
        });
        expect(more.shipping_data.shipping_amount).toBeLessThanOrEqual(fewer.shipping_data.shipping_amount);
        const all = priceCart({ ...input, lines: input.lines.map((l) => ({ ...l, is_selected: true })) });
        expect(all.shipping_data.shipping_amount).toBeLessThanOrEqual(more.shipping_data.shipping_amount);
      }),
    );
  });

  it('a rate-discounted line total is floored: exact − 1 fen < total ≤ exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (base, n, rate) => {
          const r = priceCart(
            makeCart({
              goods: [makeGoods({ id: 1, base_price: base, stock: 10_000 })],
              lines: [{ key: 'k', goods_id: 1, number: n, is_selected: true }],
              promotions: {
                specials: [
                  { id: 1, kind: 'welfare', goods_ids: null, pricing: { mode: 'rate', rate_permille: rate } },
                ],
              },
            }),
          );
          const total = BigInt(r.lines[0]?.total ?? -1);
          const exactTimes1000 = BigInt(base) * BigInt(n) * BigInt(rate);
          expect(total * 1000n <= exactTimes1000).toBe(true);
          expect((total + 1n) * 1000n > exactTimes1000).toBe(true);
        },
      ),
    );
  });
});
