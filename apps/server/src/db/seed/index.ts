import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { goods, goodsLots, goodsTags, ladderPrices, users } from '../schema/index';
import { seedBuyers } from './buyers';
import { seedAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedPromotions } from './promotions';
import { seedWallet } from './wallet';
import { seedZones } from './zones';
import { seedCustomerPrices } from './customer-prices';
import { seedChainActivity } from './chain';
import { seedCreditBuyer } from './credit';
import { seedInvoices } from './invoices';
import { seedGroupBuys } from './groupbuy';
import { seedAftersales, seedBuyerActivity } from './buyer-activity';
import { seedSearchLog } from './search-log';
import { seedRefundExceptions } from './refund-exceptions';
import { seedOperators } from './operators';
import { seedOperatorActions } from './operator-actions';
import { seedErpIntegration } from './erp';
import { ALL_PRODUCT_GROUPS } from './fixtures/products';
import { planGoods, type GoodsPlan } from './goods';
import { Rng } from './prng';
import { planSkus } from './skus';
import { refreshSearchTerms } from '../../modules/goods/search-terms';
import { BULK_ABOVE, copyGoods } from './bulk';
import { seedSearchDictionary } from '../../modules/search/seed';

export interface SeedOptions {
  /** Number of goods (SKUs); default 3000. */
  goods?: number;
  onProgress?: (done: number, total: number) => void;
  /** The day expiry dates are computed from; default today (UTC). */
  today?: Date;
  /** PRNG seed; the same seed and size give the same data. */
  seed?: number;
}

export interface SeedSummary {
  goods: number;
  lots: number;
  ladderPrices: number;
  tags: number;
  products: number;
  counts: Record<string, number>;
  ms: number;
}

export const DEFAULT_GOODS = 3000;
const BATCH = 500;

/** True when no goods and no buyer exist: the server seeds such a database at start-up. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [g] = await db.select({ n: sql<number>`count(*)` }).from(goods);
  const [u] = await db.select({ n: sql<number>`count(*)` }).from(users);
  return Number(g?.n ?? 0) === 0 && Number(u?.n ?? 0) === 0;
}

export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const total = opts.goods ?? DEFAULT_GOODS;
  if (total > BULK_ABOVE) return seedBulk(db, opts, total);
  const seed = opts.seed ?? 20260101;
  const now = opts.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const rng = new Rng(seed);

  // Plan first: a data mistake (unknown maker or category) must fail before anything is written.
  const skus = planSkus(ALL_PRODUCT_GROUPS, total);
  const { refs, counts } = await db.transaction(async (tx) => {
    const { counts: catalogCounts, ...refs } = await seedCatalog(tx, today);
    const contentCounts = await seedContent(tx, today);
    const buyerCounts = await seedBuyers(tx, today, rng);
    const operatorCounts = await seedOperators(tx);
    const accountCounts = await seedAccounts(tx, today);
    const searchCounts = await seedSearchDictionary(tx);
    return {
      refs,
      counts: {
        ...catalogCounts,
        ...contentCounts,
        ...buyerCounts,
        ...operatorCounts,
        ...accountCounts,
        ...searchCounts,
      },
    };
  });

  const plans = planGoods(skus, refs, seed);
  const summary: SeedSummary = { goods: 0, lots: 0, ladderPrices: 0, tags: 0, products: 0, counts, ms: 0 };
  summary.products = new Set(plans.map((p) => p.row.genericName)).size;
  opts.onProgress?.(0, total);
  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH);
    await db.transaction((tx) => insertBatch(tx, batch, summary));
    opts.onProgress?.(summary.goods, total);
  }
  // Cart engineer: promotions (满减, 秒杀, 组合购, 特价, 满赠) need the goods, so they come last.
  Object.assign(summary.counts, await db.transaction((tx) => seedPromotions(tx, today)));
  // Order engineer: coupons, addresses and past orders (with lots) for the demo pharmacy; needs goods.
  Object.assign(summary.counts, await db.transaction((tx) => seedWallet(tx, today)));
  // Zones and promotions (issue 9): coupon centre, 控销 audiences, zone pages; needs goods.
  Object.assign(summary.counts, await db.transaction((tx) => seedZones(tx, today)));
  // 客户价 (issue 27): kind, region and named-buyer prices the demo pharmacy meets; after promotions.
  Object.assign(summary.counts, await db.transaction((tx) => seedCustomerPrices(tx)));
  // E-invoices of the received demo orders that asked for one; needs the orders.
  // The demo chain's month (连锁总部 page): store orders and a store's spending limit.
  Object.assign(summary.counts, await db.transaction((tx) => seedChainActivity(tx, today)));
  // The head office's 账期: credit orders, one near its due date and partly repaid.
  Object.assign(summary.counts, await seedCreditBuyer(db, today));
  Object.assign(summary.counts, await seedInvoices(db));
  // 拼团 and the opening points log; after zones (its points orders) and buyers.
  Object.assign(summary.counts, await db.transaction((tx) => seedGroupBuys(tx, today)));
  // A buyer's history on the self-service pages: favourites, wanted varieties, feedback, cashback,
  // then after-sales cases through the shop's own service functions; needs orders and operators.
  Object.assign(summary.counts, await db.transaction((tx) => seedBuyerActivity(tx, today)));
  // 搜索无结果: the drugs the pharmacies searched lately and did not find here; needs buyers.
  Object.assign(summary.counts, await db.transaction((tx) => seedSearchLog(tx, today)));
  Object.assign(summary.counts, await seedAftersales(db, today));
  // Back office: a few real operator actions through its service functions (each its own
  // transaction, audited), so the audit trail of a fresh demo is not empty.
  Object.assign(summary.counts, await seedOperatorActions(db));
  // 财务 › 退款异常: one online refund the gateway refused; needs goods, buyers and operators.
  Object.assign(summary.counts, await seedRefundExceptions(db, today));
  // 系统管理: the ERP's API token and its (stopped) webhook address.
  Object.assign(summary.counts, await seedErpIntegration(db));
  // Derived from goods: the suggestion dictionary (catalogue writes must refresh it).
  await db.transaction((tx) => refreshSearchTerms(tx));
  // Fresh tables have no statistics until autovacuum gets round to them: a large catalogue would be
  // planned as if empty (nested loops over 100k rows). ANALYZE now, outside any transaction.
  await db.execute(sql`ANALYZE`);
  summary.ms = Date.now() - started;
  return summary;
}

/** A million goods: the demo seed, then copies of its goods made in SQL (bulk.ts). */
async function seedBulk(db: Db, opts: SeedOptions, total: number): Promise<SeedSummary> {
  const started = Date.now();
  const { onProgress, ...rest } = opts;
  const summary = await seedDatabase(db, { ...rest, goods: DEFAULT_GOODS });
  onProgress?.(summary.goods, total);
  const copied = await copyGoods(db, total - summary.goods, (done) => onProgress?.(done, total));
  await db.transaction((tx) => refreshSearchTerms(tx));
  // VACUUM as well: it marks the freshly written pages all-visible, without which the planner will
  // not use index-only scans for counts and facets and reads a million rows from the heap instead.
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    ...summary,
    goods: summary.goods + copied.goods,
    lots: summary.lots + copied.lots,
    ladderPrices: summary.ladderPrices + copied.ladderPrices,
    ms: Date.now() - started,
  };
}

async function insertBatch(tx: Tx, batch: GoodsPlan[], summary: SeedSummary) {
  const ids = await tx
    .insert(goods)
    .values(batch.map((p) => p.row))
    .returning({ id: goods.id });
  const lots = batch.flatMap((p, k) => p.lots.map((l) => ({ ...l, goodsId: ids[k]?.id ?? 0 })));
  const ladders = batch.flatMap((p, k) => p.ladders.map((l) => ({ ...l, goodsId: ids[k]?.id ?? 0 })));
  const tags = batch.flatMap((p, k) => p.tags.map((t) => ({ ...t, goodsId: ids[k]?.id ?? 0 })));
  if (lots.length) await tx.insert(goodsLots).values(lots);
  if (ladders.length) await tx.insert(ladderPrices).values(ladders);
  if (tags.length) await tx.insert(goodsTags).values(tags);
  summary.goods += ids.length;
  summary.lots += lots.length;
  summary.ladderPrices += ladders.length;
  summary.tags += tags.length;
}
