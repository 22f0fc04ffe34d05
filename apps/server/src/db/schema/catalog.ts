import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { companies, users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    province: text('province').notNull().default(''),
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
  },
  (t) => [uniqueIndex('manufacturers_name_uq').on(t.name)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
  sort: integer('sort').notNull().default(0),
});

/**
 * One sellable goods (SKU). Names follow the spec's wire names where the browser shows them:
 * sccj = manufacturer text, ypgg = spec, bzdw = packing unit.
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    /** The ERP's goods code (PUT /api/erp/v1/goods upserts by it); null for goods the ERP never sent. */
    erpCode: text('erp_code'),
    name: text('name').notNull(),
    genericName: text('generic_name').notNull(),
    tradeName: text('trade_name').notNull().default(''),
    ypgg: text('ypgg').notNull(),
    dosageForm: text('dosage_form').notNull(),
    bzdw: text('bzdw').notNull(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    sccj: text('sccj').notNull(),
    approvalNo: text('approval_no').notNull(),
    barcode: text('barcode').notNull().default(''),
    /** 药品标识码: the first 7 digits of every 药品追溯码 of this goods (national coding rule). */
    drugIdCode: text('drug_id_code').notNull().default(''),
    /** false: goods outside the traceability rules (devices, some TCM): no codes scanned at 复核. */
    traced: boolean('traced').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    /** 供货价: the wholesale price before ladders and promotions. */
    basePriceFen: fen('base_price_fen').notNull(),
    /** 建议零售价, shown for the pharmacy's margin. */
    retailPriceFen: fen('retail_price_fen').notNull(),
    /** 1: "≤N件" thresholds; 2: "满N件" tiers (spec §4). */
    ladderPriceType: integer('ladder_price_type').notNull().default(2),
    /** 中包装: quantities must be a multiple of it. */
    midPack: integer('mid_pack').notNull().default(1),
    /** 件装: units per carton, shown to the buyer. */
    bigPack: integer('big_pack').notNull().default(1),
    minQty: integer('min_qty').notNull().default(1),
    /** Sum of the lots' stock, changed only in the same transaction as the lots. */
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    isPrescription: boolean('is_prescription').notNull().default(false),
    /** '' | '甲类' | '乙类' */
    otcType: text('otc_type').notNull().default(''),
    isEphedrine: boolean('is_ephedrine').notNull().default(false),
    /** 控销: only buyers in the goods' allowed scope may buy. */
    isControlled: boolean('is_controlled').notNull().default(false),
    /** Business scope code a buyer must hold, e.g. 'chemical', 'tcm_slices', 'device_2'. */
    scope: text('scope').notNull().default('chemical'),
    isBuy: boolean('is_buy').notNull().default(true),
    /**
     * 可售 (on sale and in stock), the first key of every list order. Stored so the sort-order indexes
     * hold it instead of stock: an ERP stock push that leaves a goods in stock then touches no index
     * and can be a HOT update instead of rewriting all ~22 indexes, the two search GINs included
     * (room on the page: goods-fillfactor.ts); only a crossing of zero changes it. Queries read it as
     * g.sellable so the planner matches the indexes.
     */
    sellable: boolean('sellable')
      .notNull()
      .generatedAlwaysAs(sql`is_buy AND stock > 0`),
    /**
     * The earliest expiry among the goods' sellable lots (stock > 0, not frozen), NULL without one:
     * kept by db/soonest-expiry-trigger.ts on every change of goods_lots, so search ranking knows a
     * 近效期 goods from its row instead of probing its lots for each candidate (ADR 007, fifth session).
     */
    soonestExpiry: date('soonest_expiry'),
    isYoux: boolean('is_youx').notNull().default(false),
    /** 1: self-operated (自营). */
    type: integer('type').notNull().default(0),
    isSpecial: boolean('is_special').notNull().default(false),
    isDpby: boolean('is_dpby').notNull().default(false),
    qgNumber: integer('qg_number').notNull().default(0),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    withCoupon: boolean('with_coupon').notNull().default(true),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    indications: text('indications').notNull().default(''),
    usage: text('usage').notNull().default(''),
    storage: text('storage').notNull().default(''),
    /** 说明书 as sanitised HTML, edited in the back office. */
    instructions: text('instructions').notNull().default(''),
    shelfLifeMonths: integer('shelf_life_months').notNull().default(24),
    /** Precomputed at write time from names (pinyin-pro + a drug polyphone table). */
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    /** Everything a buyer may type, lower-cased, for trigram matching. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Every 2-character substring of search_text (two offset passes of a 2-char split), so 2-char
     * Chinese terms such as 感冒 use a GIN index; pg_trgm only helps from 3 characters.
     */
    searchBigrams: text('search_bigrams')
      .array()
      .generatedAlwaysAs(
        sql`string_to_array(regexp_replace(search_text, '(..)', '\\1 ', 'g') || ' ' || regexp_replace(substr(search_text, 2), '(..)', '\\1 ', 'g'), ' ')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    // A category's, brand's or dosage form's total and facet counts (maker, dosage form) are read
    // from these alone (index-only scans) instead of the heap: at a million goods that is 10× less.
    index('goods_category_idx').on(t.categoryId, t.sccj, t.dosageForm),
    index('goods_brand_idx').on(t.brandId),
    // A maker's list in the default order from the index alone: with a plain (manufacturer_id) index
    // the planner walked goods_default_order for 20 of a maker's goods (0.9 s at a million).
    index('goods_manufacturer_idx').on(t.manufacturerId, t.sellable, t.sales, t.id),
    index('goods_sales_idx').on(t.sales),
    index('goods_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('goods_search_bigram').using('gin', t.searchBigrams),
    // Prefix lookups (1-2 letter initials, 1-char names) that trigrams cannot serve.
    index('goods_name_prefix').on(sql`lower(${t.name}) text_pattern_ops`),
    index('goods_generic_prefix').on(t.genericName.op('text_pattern_ops')),
    index('goods_initials_prefix').on(t.initials.op('text_pattern_ops')),
    index('goods_pinyin_prefix').on(t.pinyin.op('text_pattern_ops')),
    index('goods_price_idx').on(t.basePriceFen, t.sccj, t.dosageForm),
    // The default list order (sellable first, best sellers), so page 1 of 100k goods is a top-N scan.
    // NULLS FIRST as the queries' plain `sellable DESC` (drizzle's .desc() alone says NULLS LAST).
    index('goods_default_order').on(t.sellable.desc().nullsFirst(), t.sales.desc(), t.id),
    // A keyword's matches per display name, maker and brand in the default order (issue 34, ADR 007):
    // the first page of each access path is a short index walk, merged, whatever the match count.
    index('goods_name_order').on(sql`lower(${t.name})`, t.sellable.desc().nullsFirst(), t.sales.desc(), t.id),
    index('goods_maker_order').on(t.manufacturerId, t.sellable.desc().nullsFirst(), t.sales.desc(), t.id),
    index('goods_brand_order').on(t.brandId, t.sellable.desc().nullsFirst(), t.sales.desc(), t.id),
    // A category's page in the default order (issue 32): each category of the subtree is a short
    // index range, merged (goods.repo.ts listPageIds), instead of the whole default order walked with
    // the category tested on each heap row (1,000-1,600 buffers a page for a category of 3,000).
    index('goods_category_order').on(t.categoryId, t.sellable.desc().nullsFirst(), t.sales.desc(), t.id),
    // Facet counts read these with index-only scans instead of the wide heap.
    index('goods_sccj_idx').on(t.sccj),
    index('goods_dosage_form_idx').on(t.dosageForm, t.sccj),
    // The 优选/包邮 and OTC filters' totals and facets, index-only (a Seq Scan of a million otherwise).
    index('goods_youx_facets')
      .on(t.isFreeShipping, t.sccj, t.dosageForm)
      .where(sql`${t.isYoux}`),
    index('goods_otc_facets')
      .on(t.otcType, t.isEphedrine, t.sccj, t.dosageForm)
      .where(sql`NOT ${t.isPrescription}`),
    // A prescription-kind filter with a price range (处方药/甲类/乙类 + ¥a–¥b, issue 32): its bounded
    // summary (bounded-summary.repo.ts) is an index-only range here. Without it the planner ANDed the
    // OTC and price bitmaps, reading 20,000 index entries for 401 goods (2–10 ms a fresh filter).
    index('goods_kind_price').on(t.isPrescription, t.otcType, t.basePriceFen, t.sccj, t.dosageForm),
    index('goods_created_idx').on(t.createdAt),
    check('goods_stock_nonneg', sql`${t.stock} >= 0`),
    uniqueIndex('goods_erp_code_uq').on(t.erpCode),
  ],
);

/** 批次: GSP needs batch number and expiry per lot; orders take lots earliest-expiry first. */
export const goodsLots = pgTable(
  'goods_lots',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    producedOn: date('produced_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    stock: integer('stock').notNull(),
    /** 药检报告 of the batch. */
    reportUrl: text('report_url').notNull().default(''),
    warehouseId: integer('warehouse_id').notNull().default(1),
    /**
     * 质量冻结 (quality hold): a frozen lot is not sold. Its units leave goods.stock when it is frozen
     * and come back when it is released, so goods.stock stays the sum of the sellable lots.
     */
    frozen: boolean('frozen').notNull().default(false),
    frozenReason: text('frozen_reason').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_lots_goods_idx').on(t.goodsId, t.expiresOn),
    index('goods_lots_batch_idx').on(t.goodsId, t.batchNo),
    index('goods_lots_expiry_idx').on(t.expiresOn),
    check('goods_lots_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const ladderPrices = pgTable(
  'ladder_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    priceFen: fen('price_fen').notNull(),
  },
  (t) => [index('ladder_prices_goods_idx').on(t.goodsId)],
);

/** Price tag labels (优, 秒, 满, 换购, 赠, 特, 新). */
export const goodsTags = pgTable(
  'goods_tags',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    describe: text('describe').notNull().default(''),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('goods_tags_goods_idx').on(t.goodsId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] })],
);

/**
 * 客户类型/地区/指定客户价: a goods' supply price for one company, or one kind of buyer
 * (companies.kind) and/or one province; '' matches every value. The most specific row that matches a
 * buyer replaces base_price (packages/shared pricing/customer-price.ts decides, for every read).
 */
export const customerPrices = pgTable(
  'customer_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** 指定客户价: a price for this one company (kind and province then stay ''). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    companyKind: text('company_kind').notNull().default(''),
    /** GB/T 2260 province code (330000), '' for every province. */
    province: text('province').notNull().default(''),
    priceFen: fen('price_fen').notNull(),
  },
  (t) => [
    unique('customer_prices_uq').on(t.goodsId, t.companyId, t.companyKind, t.province).nullsNotDistinct(),
  ],
);
