import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { toCards, type Viewer } from '../goods/goods.card';
import { cardRowsByIds } from '../goods/goods.service';
import { addFavorites, existingGoodsIds, favoritePage, removeFavorites } from './favorite.repo';

export const FAVORITE_PAGE_SIZE = 20;

/** Every id must name a goods, else nothing changes: a half-applied batch would confuse the buyer. */
async function checkIds(db: Db, ids: number[]): Promise<void> {
  const known = await existingGoodsIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalid(`商品不存在：${unknown.join(',')}`, { goods_ids: unknown });
}

/** Idempotent: adding a favourite twice keeps one. */
export async function addFavorite(db: Db, userId: number, ids: number[]): Promise<void> {
  await checkIds(db, ids);
  await addFavorites(db, userId, ids);
}

export async function cancelFavorite(db: Db, userId: number, ids: number[]): Promise<void> {
  await checkIds(db, ids);
  await removeFavorites(db, userId, ids);
}

export async function listFavorites(db: Db, page: number, viewer: Viewer & { userId: number }) {
  const { ids, total } = await favoritePage(db, viewer.userId, page, FAVORITE_PAGE_SIZE);
  const rows = await cardRowsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return { list: await toCards(db, ordered, viewer), total, page, size: FAVORITE_PAGE_SIZE };
}
