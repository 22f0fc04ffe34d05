import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyPassword } from '../../modules/auth/password';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { migrateDatabase } from '../migrate';
import { queryRows } from '../query';
import { companies, goods, goodsLots, ladderPrices, siteSettings, users } from '../schema/index';
import { isValidEan13 } from './codes';
import { ALL_PRODUCT_GROUPS } from './fixtures/products';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { planGoods, type CatalogRefs } from './goods';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from './index';
import { planSkus } from './skus';

const N = 300;
const PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const TODAY = new Date(Date.UTC(2026, 2, 15));
const P = '[\\u4e00-\\u9fa5]';
const APPROVAL = new RegExp(
  [
    '^国药准字[HZSJ]\\d{8}$',
    '^国械注[准进]20\\d{2}[23]\\d{6}$',
    `^${P}械注准20\\d{2}2\\d{6}$`,
    `^${P}{1,2}械备20\\d{6}号$`,
    '^国食健注G20\\d{6}$',
    `^（${P}）卫消证字（20\\d{2}）第\\d{4}号$`,
    '^$',
  ].join('|'),
);

let database: Database;
let summary: SeedSummary;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  summary = await seedDatabase(database.db, { goods: N, today: TODAY });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDatabase', () => {
  it('creates the requested number of goods and is no longer empty', async () => {
    expect(summary.goods).toBe(N);
    const [row] = await database.db.select({ n: sql<number>`count(*)` }).from(goods);
    expect(Number(row?.n)).toBe(N);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('leaves the planner statistics of the catalogue tables (ANALYZE), not empty-table guesses', async () => {
    const stats = await queryRows<{ name: string; tuples: number; columns: number }>(
      database.db,
      sql`SELECT c.relname AS name, c.reltuples::int AS tuples,
            (SELECT count(*)::int FROM pg_statistic s WHERE s.starelid = c.oid) AS columns
          FROM pg_class c WHERE c.relname IN ('goods', 'goods_lots', 'ladder_prices') ORDER BY c.relname`,
    );
    expect(stats.map((r) => r.name)).toEqual(['goods', 'goods_lots', 'ladder_prices']);
    for (const r of stats) {
      expect(r.tuples).toBeGreaterThan(0);
      expect(r.columns).toBeGreaterThan(0);
    }
    expect(stats[0]?.tuples).toBe(N);
  });

  it('creates every demo account, signing in with the demo password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [u] = await database.db.select().from(users).where(eq(users.username, account.username));
      expect(u, account.username).toBeDefined();
      expect(u?.phone).toBe(account.phone);
      expect(await verifyPassword(u?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      const [c] = await database.db
        .select()
        .from(companies)
        .where(eq(companies.id, u?.companyId ?? -1));
      expect(c?.name).toBe(account.company);
    }
  });

  it('gives the pharmacy a verified company with ephedrine scope and the clinic a pending one', async () => {
    const rows = await database.db
      .select({
        username: users.username,
        isPassed: companies.isPassed,
        scope: companies.businessScope,
        chainId: companies.chainId,
        note: companies.qualificationNote,
      })
      .from(users)
      .innerJoin(companies, eq(users.companyId, companies.id));
    const by = new Map(rows.map((r) => [r.username, r]));
    expect(by.get(DEMO_ACCOUNTS.pharmacy.username)?.isPassed).toBe(true);
    expect(by.get(DEMO_ACCOUNTS.pharmacy.username)?.scope).toContain('ephedrine');
    expect(by.get(DEMO_ACCOUNTS.clinic.username)?.isPassed).toBe(false);
    expect(by.get(DEMO_ACCOUNTS.clinic.username)?.note).toMatch(/许可证/);
    const chain = by.get(DEMO_ACCOUNTS.chain.username)?.chainId;
    expect(chain).toBeTruthy();
    expect(by.get(DEMO_ACCOUNTS.chainStore2.username)?.chainId).toBe(chain);
    expect(by.get(DEMO_ACCOUNTS.chainStore3.username)?.chainId).toBe(chain);
  });

  it('keeps goods.stock equal to the sum of its lots, with expiry after production', async () => {
    const rows = await database.db
      .select({
        id: goods.id,
        stock: goods.stock,
        lots: sql<number>`coalesce(sum(${goodsLots.stock}), 0)`,
        n: sql<number>`count(${goodsLots.id})`,
      })
      .from(goods)
      .leftJoin(goodsLots, eq(goodsLots.goodsId, goods.id))
      .groupBy(goods.id);
    for (const r of rows) {
      expect(Number(r.lots), `goods ${r.id}`).toBe(r.stock);
      expect(Number(r.n)).toBeGreaterThanOrEqual(1);
    }
    const lots = await database.db.select().from(goodsLots);
    for (const l of lots) expect(l.expiresOn > l.producedOn).toBe(true);
  });

  it('has some goods near expiry (within six months) and some out of stock', async () => {
    const [near] = await database.db
      .select({ n: sql<number>`count(distinct ${goodsLots.goodsId})` })
      .from(goodsLots)
      .where(sql`${goodsLots.expiresOn} < date '2026-09-15' and ${goodsLots.stock} > 0`);
    expect(Number(near?.n)).toBeGreaterThan(3);
    const [empty] = await database.db
      .select({ n: sql<number>`count(*)` })
      .from(goods)
      .where(eq(goods.stock, 0));
    expect(Number(empty?.n)).toBeGreaterThan(0);
  });

  it('gives every goods a valid EAN-13 barcode, an approval number and search keys', async () => {
    const rows = await database.db.select().from(goods);
    const barcodes = new Set<string>();
    for (const g of rows) {
      expect(isValidEan13(g.barcode), g.barcode).toBe(true);
      expect(g.barcode.startsWith('69')).toBe(true);
      barcodes.add(g.barcode);
      expect(g.approvalNo, g.name).toMatch(APPROVAL);
      if (g.approvalNo === '') expect(g.scope).toBe('tcm_slices');
      expect(g.retailPriceFen).toBeGreaterThan(g.basePriceFen);
      expect(g.initials).not.toBe('');
      expect(g.searchText).toContain(g.initials);
      expect(g.images.length).toBeGreaterThan(0);
    }
    expect(barcodes.size).toBe(rows.length);
  });

  it('orders ladder tiers by rising quantity and falling price, below the base price', async () => {
    const rows = await database.db.select().from(ladderPrices).orderBy(ladderPrices.goodsId, ladderPrices.id);
    const base = new Map(
      (await database.db.select({ id: goods.id, p: goods.basePriceFen, mid: goods.midPack }).from(goods)).map(
        (g) => [g.id, g],
      ),
    );
    const byGoods = new Map<number, typeof rows>();
    for (const r of rows) byGoods.set(r.goodsId, [...(byGoods.get(r.goodsId) ?? []), r]);
    expect(byGoods.size).toBeGreaterThan(N * 0.25);
    for (const [id, tiers] of byGoods) {
      expect(tiers.length).toBeGreaterThanOrEqual(2);
      let prev = { number: 0, priceFen: base.get(id)?.p ?? 0 };
      for (const t of tiers) {
        expect(t.number).toBeGreaterThan(prev.number);
        expect(t.priceFen).toBeLessThan(prev.priceFen);
        expect(t.number % (base.get(id)?.mid ?? 1)).toBe(0);
        prev = t;
      }
    }
  });

  it('includes ephedrine goods in the ephedrine scope and prescription goods', async () => {
    const eph = await database.db.select().from(goods).where(eq(goods.isEphedrine, true));
    expect(eph.length).toBeGreaterThan(0);
    for (const g of eph) expect(g.scope).toBe('ephedrine');
    const [rx] = await database.db
      .select({ n: sql<number>`count(*)` })
      .from(goods)
      .where(eq(goods.isPrescription, true));
    expect(Number(rx?.n)).toBeGreaterThan(0);
  });

  it('links only artwork the storefront serves, as rasters (scripts/render-artwork.mjs)', async () => {
    const rows = await queryRows<{ url: string }>(
      database.db,
      sql`SELECT DISTINCT unnest(images) AS url FROM goods
          UNION SELECT logo FROM categories WHERE logo <> ''
          UNION SELECT logo FROM brands WHERE logo <> ''
          UNION SELECT image FROM ads`,
    );
    expect(rows.length).toBeGreaterThan(60);
    for (const { url } of rows) {
      expect(url, url).toMatch(/^\/static\/.+\.webp$/);
      expect(
        existsSync(path.join(PUBLIC_DIR, url)),
        `${url} is missing: run scripts/render-artwork.mjs`,
      ).toBe(true);
    }
  });

  it('stores the site settings the storefront reads', async () => {
    const rows = await database.db.select().from(siteSettings);
    const keys = rows.map((r) => r.key);
    for (const k of ['site', 'hot_searches', 'quality_inspection', 'bank_account', 'shipping'])
      expect(keys).toContain(k);
  });

  it('gives the back office an ERP token and a stopped webhook address to look at, each audited', async () => {
    const tokens = await queryRows<{ name: string; scopes: string[]; revoked: boolean }>(
      database.db,
      sql`SELECT name, scopes, revoked_at IS NOT NULL AS revoked FROM erp_tokens`,
    );
    expect(tokens.map((t) => [t.name, t.revoked])).toEqual([['英克ERP（总部）', false]]);
    expect(tokens[0]!.scopes).toContain('orders:read');
    const endpoints = await queryRows<{ url: string; enabled: boolean }>(
      database.db,
      sql`SELECT url, enabled FROM webhook_endpoints`,
    );
    // Stopped: no demo event is queued for the example ERP's address until an operator enables it.
    expect(endpoints).toEqual([{ url: 'https://erp.kangyuan.example/shop/webhook', enabled: false }]);
    const [d] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM webhook_deliveries`,
    );
    expect(d!.n).toBe(0);
    const audited = await queryRows<{ action: string }>(
      database.db,
      sql`SELECT action FROM audit_log WHERE action IN ('erp.token.create', 'webhook.create') ORDER BY seq`,
    );
    expect(audited.map((a) => a.action)).toEqual(['erp.token.create', 'webhook.create']);
  });

  it('is deterministic: the same size gives the same goods', async () => {
    const names = (
      await database.db.select({ name: goods.name, ypgg: goods.ypgg }).from(goods).orderBy(goods.id)
    ).map((g) => `${g.name} ${g.ypgg}`);
    const again = planSkus(ALL_PRODUCT_GROUPS, N).map(
      (s) =>
        `${s.product.t?.[s.maker.shortName] && s.makerRank >= 0 ? `${s.product.t[s.maker.shortName]} ` : ''}${s.product.g} ${s.spec.ypgg}`,
    );
    expect(names).toEqual(again);
    const refs: CatalogRefs = {
      categoryId: () => 1,
      groupIndex: () => 0,
      manufacturer: () => ({ id: 1, index: 0 }),
      brand: () => undefined,
      today: TODAY,
    };
    expect(planGoods(planSkus(ALL_PRODUCT_GROUPS, 50), refs, 7)).toEqual(
      planGoods(planSkus(ALL_PRODUCT_GROUPS, 50), refs, 7),
    );
  });
});
