/**
 * Warehouse and GSP records: the stock ledger (出入库流水), pick lists (拣货单), the second-person
 * check (复核) with its 药品追溯码, and returned goods' inspection, quarantine and disposal.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods, goodsLots } from './catalog';
import { createdAt } from './columns';
import { orderLines, orders } from './orders';
import { aftersales } from './aftersale';

/**
 * One row per movement of one batch. area 'saleable' rows are written by a trigger on goods_lots
 * (db/stock-ledger-trigger.ts), so no path can move a lot's stock without its row; 'quarantine'
 * rows by the return inspection and disposal. Per lot and area: stock = sum(delta).
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    area: text('area', { enum: ['saleable', 'quarantine'] })
      .notNull()
      .default('saleable'),
    /** receive | sale | cancel | return | quarantine | dispose | adjust | freeze | unfreeze | correct */
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    qtyBefore: integer('qty_before').notNull(),
    qtyAfter: integer('qty_after').notNull(),
    operatorId: integer('operator_id'),
    reason: text('reason').notNull().default(''),
    /** The source document: order, aftersale, lot (goods-in / adjustment), checkout. */
    sourceType: text('source_type').notNull().default(''),
    sourceId: integer('source_id'),
    /** The writing transaction, to attach a checkout's rows to the orders it placed. */
    txId: text('tx_id')
      .notNull()
      .default(sql`txid_current()::text`),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_ledger_lot_idx').on(t.lotId, t.id),
    index('stock_ledger_time_idx').on(t.createdAt),
    index('stock_ledger_source_idx').on(t.sourceType, t.sourceId),
    check('stock_ledger_after_nonneg', sql`${t.qtyAfter} >= 0`),
  ],
);

/** 拣货单: one print of the paid orders a picker takes; each order is on at most one. */
export const pickLists = pgTable('pick_lists', {
  id: serial('id').primaryKey(),
  pickNo: text('pick_no').notNull(),
  pickerId: integer('picker_id').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
});

/** The order's warehouse record: who picked it (pick list) and who checked it (复核). */
export const orderFulfilment = pgTable('order_fulfilment', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  pickListId: integer('pick_list_id')
    .notNull()
    .references(() => pickLists.id),
  pickerId: integer('picker_id').notNull(),
  checkerId: integer('checker_id'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  shipperId: integer('shipper_id'),
});

/** 药品追溯码 scanned at the check: each code exists once in the whole shop (unique index). */
export const traceCodes = pgTable(
  'trace_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull(),
    lotId: integer('lot_id').notNull(),
    checkerId: integer('checker_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trace_codes_code_uq').on(t.code), index('trace_codes_order_idx').on(t.orderId)],
);

/** 退货验收: one result per returned lot line; 不合格 units go to quarantine, never to sale. */
export const returnInspections = pgTable(
  'return_inspections',
  {
    id: serial('id').primaryKey(),
    aftersaleId: integer('aftersale_id')
      .notNull()
      .references(() => aftersales.id, { onDelete: 'cascade' }),
    result: text('result', { enum: ['pass', 'fail'] }).notNull(),
    reason: text('reason').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    operatorId: integer('operator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('return_inspections_aftersale_uq').on(t.aftersaleId)],
);

/** 不合格品区: units held apart until disposed of (销毁 or 退回供应商). */
export const quarantineStock = pgTable(
  'quarantine_stock',
  {
    id: serial('id').primaryKey(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => returnInspections.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => goodsLots.id),
    number: integer('number').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['held', 'destroyed', 'returned'] })
      .notNull()
      .default('held'),
    disposalReason: text('disposal_reason').notNull().default(''),
    disposedBy: integer('disposed_by'),
    disposedAt: timestamp('disposed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quarantine_stock_status_idx').on(t.status),
    check('quarantine_stock_pos', sql`${t.number} > 0`),
  ],
);
