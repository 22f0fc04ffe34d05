import { describe, expect, it } from 'vitest';
import { isValidEan13, makeBarcode, makeCreditCode } from './codes';
import { CATEGORY_TREE, type CategoryNode } from './fixtures/categories';
import { BRANDS, MANUFACTURERS } from './fixtures/manufacturers';
import { ALL_PRODUCT_GROUPS } from './fixtures/products';
import { Rng } from './prng';
import { packVariants, parseSpec, planSkus } from './skus';

const leafNames = new Set<string>();
const walk = (nodes: CategoryNode[]) =>
  nodes.forEach((n) => {
    leafNames.add(n.name);
    if (n.children) walk(n.children);
  });
walk(CATEGORY_TREE);
const shortNames = new Set(MANUFACTURERS.map((m) => m.shortName));
const products = ALL_PRODUCT_GROUPS.flatMap((g) => g.products);

describe('seed data', () => {
  it('has unique manufacturers, categories and generic names', () => {
    expect(shortNames.size).toBe(MANUFACTURERS.length);
    expect(new Set(MANUFACTURERS.map((m) => m.name)).size).toBe(MANUFACTURERS.length);
    expect(new Set(products.map((p) => p.g)).size).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(leafNames.size).toBeGreaterThanOrEqual(60);
  });

  it('refers only to known makers, categories and well-formed specs', () => {
    for (const p of products) {
      expect(leafNames.has(p.c), `${p.g}: category ${p.c}`).toBe(true);
      for (const m of p.m) expect(shortNames.has(m), `${p.g}: maker ${m}`).toBe(true);
      for (const m of Object.keys(p.t ?? {})) expect(p.m, `${p.g}: trade name for ${m}`).toContain(m);
      for (const s of p.s) expect(s, p.g).toMatch(/^[^|]+\|[^|]+\|\d+(\.\d+)?$/);
    }
    for (const b of BRANDS) expect(shortNames.has(b.maker), b.name).toBe(true);
  });

  it('derives pack variants of the same strength', () => {
    const spec = parseSpec('0.25g*24粒|盒|6.5');
    expect(spec).toMatchObject({ ypgg: '0.25g*24粒', unit: '盒', priceFen: 650, strength: '0.25g' });
    expect(packVariants(spec).map((v) => v.ypgg)).toEqual([
      '0.25g*48粒',
      '0.25g*12粒',
      '0.25g*36粒',
      '0.25g*72粒',
    ]);
    expect(packVariants(parseSpec('100ml:2g|瓶|13.8'))).toEqual([]);
  });

  it('covers every product before repeating any, and reaches benchmark sizes', () => {
    const first = planSkus(ALL_PRODUCT_GROUPS, products.length);
    expect(new Set(first.map((s) => s.product.g)).size).toBe(products.length);
    const big = planSkus(ALL_PRODUCT_GROUPS, 20_000);
    const keys = new Set(big.map((s) => `${s.product.g}|${s.maker.shortName}|${s.spec.ypgg}`));
    expect(keys.size).toBe(big.length);
  });
});

describe('codes', () => {
  it('makes valid EAN-13 barcodes', () => {
    expect(isValidEan13('6901234567892')).toBe(true);
    expect(isValidEan13('6901234567893')).toBe(false);
    for (let i = 0; i < 50; i++) expect(isValidEan13(makeBarcode('6912345', i * 37))).toBe(true);
  });

  it('makes unified social credit codes with a valid check character', () => {
    const code = makeCreditCode('330106', new Rng(1));
    expect(code).toMatch(/^91330106[0-9A-HJ-NPQRTUWXY]{10}$/);
  });
});
