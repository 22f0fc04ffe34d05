/** Cart rules for edit, select, delete and copy (spec §7); each write is one transaction. */
import { checkQuantity, type CartLineInput, type CartIds as Ids } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { findBuyer, listLines } from './cart.load';
import { eligibilityOf, priceCartDetailed, toPricingGoods } from './cart.pricing';
import { quoteUnitPrice } from './cart.quote';
import {
  allIds,
  chainHeadUserId,
  chainMembers,
  countLines,
  ownedIds,
  removeCartLines,
  setNumber,
  setSelected,
  upsertLine,
} from './cart.repo';

/** Every id must be the buyer's own line; otherwise nothing changes and the buyer gets a 404. */
export async function requireOwned(tx: Tx, userId: number, ids: Ids): Promise<number[]> {
  if (ids === 'all') return allIds(tx, userId);
  const owned = await ownedIds(tx, userId, ids);
  if (owned.length !== ids.length) throw notFound('购物车中没有该商品');
  return owned;
}

export async function editNumber(db: Db, userId: number, id: number, number: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await requireOwned(tx, userId, [id]);
    const { ctx } = await priceCartDetailed(tx, userId, { lineIds: [id], now });
    const row = ctx.rows[0];
    const g = row ? ctx.goods.get(row.goodsId) : undefined;
    if (!row || !g) throw notFound('购物车中没有该商品');
    const combo = ctx.promotions.combinations.find((c) => c.id === row.goodsPriceId);
    if (row.type === 3 && combo) {
      for (const item of combo.items) {
        const m = ctx.goods.get(item.goods_id);
        if (!m || m.stock < item.number * number) {
          throw refused(
            `套餐内「${m?.name ?? item.goods_id}」库存不足，仅剩${m?.stock ?? 0}${m?.bzdw ?? ''}`,
          );
        }
      }
    } else {
      const check = checkQuantity(toPricingGoods(g, false), number);
      if (!check.ok) throw refused(check.reason, { code: check.code, number: row.number });
    }
    const line: Omit<CartLineInput, 'key' | 'is_selected'> = {
      goods_id: row.goodsId,
      number,
      type: row.type,
      flash_sale_id: row.goodsPriceId,
      combination_id: row.goodsPriceId,
      manjian_id: null,
    };
    // The buyer now sees the engine's price for the new quantity; that is the price they accept.
    await setNumber(tx, userId, id, number, quoteUnitPrice(ctx, line, now));
    return { id, number };
  });
}

export interface ForcedLine {
  id: number;
  name: string;
  reason: string;
}

/** Ticking a line whose goods cannot be bought or has no stock leaves it unticked, and says why. */
export async function selectLines(db: Db, userId: number, ids: Ids, isSelected: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, userId, ids);
    if (!isSelected) {
      await setSelected(tx, userId, owned, false);
      return { ids: owned, forced: [] as ForcedLine[] };
    }
    const { cart } = await priceCartDetailed(tx, userId, { lineIds: owned, now });
    const forced = cart.lines
      .filter((l) => !l.isSelected)
      .map((l) => ({ id: l.id, name: l.goods.name, reason: l.blockReason ?? '该商品暂不可购买' }));
    const forcedIds = new Set(forced.map((f) => f.id));
    await setSelected(
      tx,
      userId,
      owned.filter((i) => !forcedIds.has(i)),
      true,
    );
    await setSelected(tx, userId, [...forcedIds], false);
    return { ids: owned.filter((i) => !forcedIds.has(i)), forced };
  });
}

export async function deleteLines(db: Db, userId: number, ids: Ids) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, userId, ids);
    await removeCartLines(tx, userId, owned);
    return { ids: owned, total: await countLines(tx, userId) };
  });
}

/**
 * Copies lines to other stores of the buyer's own chain (连锁门店). Any store outside the chain
 * refuses the whole request. Lines a store may not buy are skipped and listed.
 */
export async function copyLines(db: Db, userId: number, ids: Ids, otherUserIds: number[]) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, userId, ids);
    const buyer = await findBuyer(tx, userId);
    const targets = otherUserIds.filter((u) => u !== userId);
    if (!buyer?.chain_id) throw refused('您的账号不属于连锁企业，不能复制到其他门店');
    // Only the head office fills its stores' carts; a store must not add to the head's or a sibling's.
    if ((await chainHeadUserId(tx, buyer.chain_id)) !== userId) {
      throw refused('只有连锁总部可以把商品复制到门店的购物车');
    }
    const members = await chainMembers(tx, buyer.chain_id, targets);
    if (targets.length === 0 || members.length !== targets.length)
      throw refused('只能复制到本连锁的其他门店');
    const rows = await listLines(tx, userId, { lineIds: owned });
    const { ctx } = await priceCartDetailed(tx, userId, { lineIds: owned });
    const skipped: Array<{ user_id: number; goods_id: number; name: string; reason: string }> = [];
    let copied = 0;
    for (const target of members) {
      const store = await findBuyer(tx, target);
      for (const r of rows) {
        const g = ctx.goods.get(r.goodsId);
        const reason = store && g ? eligibilityOf(store, g) : '商品已下架';
        if (reason) {
          skipped.push({ user_id: target, goods_id: r.goodsId, name: g?.name ?? '', reason });
          continue;
        }
        await upsertLine(tx, { ...r, userId: target, seenPriceFen: 0 });
        copied++;
      }
    }
    return { copied, skipped };
  });
}
