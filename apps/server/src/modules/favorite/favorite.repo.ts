import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { favorites, goods } from '../../db/schema/index';

export async function existingGoodsIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function addFavorites(db: Db | Tx, userId: number, ids: number[]): Promise<void> {
  await db
    .insert(favorites)
    .values(ids.map((goodsId) => ({ userId, goodsId })))
    .onConflictDoNothing();
}

export async function removeFavorites(db: Db | Tx, userId: number, ids: number[]): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.goodsId, ids)));
}

export async function favoritePage(db: Db, userId: number, page: number, size: number) {
  const ids = await db
    .select({ goodsId: favorites.goodsId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.goodsId))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return { ids: ids.map((r) => r.goodsId), total: total?.n ?? 0 };
}

/** Every goods a buyer keeps, for the per-buyer cache (favorite.cache.ts). */
export async function favoriteIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ goodsId: favorites.goodsId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return new Set(rows.map((r) => r.goodsId));
}
