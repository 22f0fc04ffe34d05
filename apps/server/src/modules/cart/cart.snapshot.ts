/**
 * Everything one pricing pass reads — buyer, cart lines, shipping rule, the promotions touching
 * those lines and their goods (with combination members) — in ONE statement: one round trip per
 * cart list / confirm / placement instead of three, and safe on a transaction's one connection.
 */
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { couponFromJson, type WalletCouponRow } from '../wallet/wallet.service';
import { withBuyerPrice, type BuyerRow, type CartGoodsRow, type CartLineRow } from './cart.load';
import { readLinesFingerprint, readLinesOf, readSnapshotRow, readSnapshotUnless } from './cart.snapshot.repo';
import type { LineJson, SnapshotExtra, SnapshotRow, SnapshotSource } from './cart.snapshot.sql';
import { nextStartMs, toPromotions, type Promotions } from './promotions.load';

export type { SnapshotExtra, SnapshotSource } from './cart.snapshot.sql';

const shippingSetting = z
  .object({ threshold_fen: z.coerce.number().int().min(0), fee_fen: z.coerce.number().int().min(0) })
  .catch({ threshold_fen: 0, fee_fen: 0 });
export type ShippingSetting = z.infer<typeof shippingSetting>;

export interface Snapshot {
  /** The buyer's unused wallet coupons, when asked for (checkout), else []. */
  coupons: WalletCouponRow[];
  buyer: BuyerRow | null;
  rows: CartLineRow[];
  shipping: ShippingSetting;
  promotions: Promotions;
  goods: CartGoodsRow[];
}

const toLine = (l: LineJson): CartLineRow => ({
  id: l.id,
  userId: l.user_id,
  goodsId: l.goods_id,
  type: l.type,
  goodsPriceId: l.goods_price_id,
  ladderPriceId: l.ladder_price_id,
  goodsManjianId: l.goods_manjian_id,
  isYj: l.is_yj,
  ckId: l.ck_id,
  number: l.number,
  isSelected: l.is_selected,
  seenPriceFen: Number(l.seen_price_fen),
  createdAt: new Date(l.created_at),
  updatedAt: new Date(l.updated_at),
});

const toSnapshot = (row: SnapshotRow | undefined): Snapshot => ({
  coupons: (row?.coupons ?? []).map(couponFromJson),
  buyer: row?.buyer ?? null,
  rows: (row?.lines ?? []).map(toLine),
  shipping: shippingSetting.parse(row?.shipping),
  promotions: toPromotions(row),
  // Every pass (cart, add, checkout, placement) prices at the buyer's own supply price.
  goods: (row?.goods ?? []).map((g) => withBuyerPrice(g, row?.buyer ?? null)),
});

/** Everything one pricing pass of the buyer's cart needs, in one statement. */
export async function loadSnapshot(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
): Promise<Snapshot> {
  return toSnapshot(await readSnapshotRow(db, userId, source, now));
}

/** loadSnapshot with `extra`'s columns read in the same statement. */
export async function loadSnapshotWith<E extends object>(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  extra: SnapshotExtra,
): Promise<{ snapshot: Snapshot; extra: E }> {
  const row = await readSnapshotRow<E>(db, userId, source, now, extra);
  if (!row) throw new Error('cart snapshot returned no row');
  return { snapshot: toSnapshot(row), extra: row };
}

/** The buyer's lines of some goods, as the `adding` source reads them (what an add sums onto). */
export async function loadLinesOf(db: Db | Tx, userId: number, goodsIds: number[]): Promise<CartLineRow[]> {
  return (await readLinesOf(db, userId, goodsIds)).map(toLine);
}

/** The buyer's cart-lines fingerprint alone: one index read of a few rows (cart.list.ts). */
export async function cartLinesFingerprint(db: Db | Tx, userId: number): Promise<string> {
  const lines = await readLinesFingerprint(db, userId);
  if (lines === undefined) throw new Error('cart lines fingerprint returned no row');
  return lines;
}

/**
 * The same read, fingerprinted by PostgreSQL: `hash` is the md5 of everything the statement read, and
 * the rows come back only when it differs from `knownHash`. A caller holding an answer computed from
 * a snapshot with that hash can reuse it without receiving, parsing or pricing the rows again; the
 * statement runs in full each time, so the fingerprint is as fresh as the database (on any instance).
 * `lines` is cartLinesFingerprint read in the same statement, so it is of the same moment;
 * `nextStart` (ms) the first start of a promotion the read left out for not having started.
 */
export async function loadSnapshotUnless(
  db: Db | Tx,
  userId: number,
  source: SnapshotSource,
  now: Date,
  knownHash: string,
): Promise<{ hash: string; lines: string; nextStart: number | null; snapshot: Snapshot | null }> {
  const row = await readSnapshotUnless(db, userId, source, now, knownHash);
  if (!row) throw new Error('cart snapshot returned no row');
  const snapshot = row.j ? toSnapshot(row.j) : null;
  return { hash: row.hash, lines: row.lines, nextStart: nextStartMs(row.next_start), snapshot };
}
