import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ads, brands, categories, friendLinks, navItems } from '../../db/schema/index';
import type { CategoryRow } from './category-tree';

export const listCategoryRows = (db: Db): Promise<CategoryRow[]> =>
  db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      logo: categories.logo,
      sort: categories.sort,
    })
    .from(categories);

/** Which kinds of goods each category directly holds; one aggregate drives every zone menu. */
export interface CategoryGoodsFlags {
  category_id: number;
  any: boolean;
  yx: boolean;
  zy: boolean;
  qx: boolean;
  by: boolean;
}

export const listCategoryGoodsFlags = (db: Db): Promise<CategoryGoodsFlags[]> =>
  queryRows<CategoryGoodsFlags>(
    db,
    sql`SELECT category_id, true AS any, bool_or(is_youx) AS yx, bool_or(type = 1) AS zy,
               bool_or(is_special) AS qx, bool_or(is_free_shipping) AS by
        FROM goods GROUP BY category_id`,
  );

export const listNavRows = (db: Db) =>
  db.select().from(navItems).orderBy(desc(navItems.sort), asc(navItems.id));

export const listBrands = (db: Db) =>
  db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .orderBy(desc(brands.sort), asc(brands.id));

/**
 * Every sort column follows the back-office rule 排序值越大越靠前: a larger sort shows first, ties by
 * id. Ads of one slot that are live at this moment (open-ended on either side when the bound is null).
 */
export const listActiveAds = (db: Db, position: string, now: Date) =>
  db
    .select({ id: ads.id, image: ads.image, url: ads.url, title: ads.title })
    .from(ads)
    .where(
      and(
        eq(ads.position, position),
        or(isNull(ads.startsAt), lte(ads.startsAt, now)),
        or(isNull(ads.endsAt), gt(ads.endsAt, now)),
      ),
    )
    .orderBy(desc(ads.sort), asc(ads.id));

export const listFriendLinks = (db: Db) =>
  db
    .select({ name: friendLinks.name, url: friendLinks.url })
    .from(friendLinks)
    .orderBy(desc(friendLinks.sort), asc(friendLinks.id));
