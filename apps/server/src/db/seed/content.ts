import { sql } from 'drizzle-orm';
import { HELP_CATEGORY_ID } from '@shop/shared';
import type { Tx } from '../client';
import { ads, articleCategories, articles, friendLinks, navItems, siteSettings } from '../schema/index';
import { HELP_GROUPS, NEWS_GROUPS } from './fixtures/articles';
import { ADS } from './fixtures/ads';
import { raster } from './assets';
import { FRIEND_LINKS, NAV_ITEMS, SITE_SETTINGS, type NavDef } from './fixtures/site';

const DAY = 86_400_000;

/** Navigation, ads, help and news articles, friend links and site settings. */
export async function seedContent(tx: Tx, today: Date): Promise<Record<string, number>> {
  let navCount = 0;
  const addNav = async (items: NavDef[], parentId: number | null) => {
    for (const [sort, item] of items.entries()) {
      const [row] = await tx
        .insert(navItems)
        .values({
          parentId,
          name: item.name,
          url: item.url,
          isOpen: item.isOpen ?? false,
          sort: items.length - sort,
        })
        .returning({ id: navItems.id });
      navCount++;
      if (row && item.children) await addNav(item.children, row.id);
    }
  };
  await addNav(NAV_ITEMS, null);

  await tx.insert(ads).values(
    ADS.map((ad, k) => ({
      position: ad.position,
      title: ad.title,
      image: raster(`/static/ads/${ad.file}`),
      url: ad.url,
      sort: ADS.length - k,
      startsAt: new Date(today.getTime() - 30 * DAY),
      endsAt: new Date(today.getTime() + 365 * DAY),
    })),
  );

  let articleCount = 0;
  // The help centre is category 3, as the spec's call names it (GET /api/article/category?category_id=3);
  // its children are the help groups. The sequence then continues above it.
  await tx
    .insert(articleCategories)
    .values({ id: HELP_CATEGORY_ID, parentId: null, code: 'help', name: '帮助中心', sort: 100 });
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('article_categories', 'id'), (SELECT max(id) FROM article_categories))`,
  );
  for (const [gSort, group] of [...HELP_GROUPS, ...NEWS_GROUPS].entries()) {
    const [parent] = await tx
      .insert(articleCategories)
      .values({
        parentId: group.code === 'news' ? null : HELP_CATEGORY_ID,
        code: group.code,
        name: group.name,
        sort: 100 - gSort,
      })
      .returning({ id: articleCategories.id });
    if (!parent) continue;
    for (const [cSort, child] of group.children.entries()) {
      const [cat] = await tx
        .insert(articleCategories)
        .values({ parentId: parent.id, code: child.code, name: child.name, sort: 100 - cSort })
        .returning({ id: articleCategories.id });
      if (!cat) continue;
      const rows = child.articles.map((a, k) => ({
        categoryId: cat.id,
        code: a.code,
        title: a.title,
        content: a.paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
        createdAt: new Date(today.getTime() - (k * 9 + cSort * 3 + 2) * DAY),
      }));
      await tx.insert(articles).values(rows);
      articleCount += rows.length;
    }
  }

  await tx.insert(friendLinks).values(FRIEND_LINKS.map((l, k) => ({ ...l, sort: FRIEND_LINKS.length - k })));
  await tx.insert(siteSettings).values(Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })));
  return { navItems: navCount, ads: ADS.length, articles: articleCount, friendLinks: FRIEND_LINKS.length };
}
