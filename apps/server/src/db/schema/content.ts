import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Every ad slot of the site: position names the call that serves it (focus, top, right, login, common, ...). */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('ads_position_idx').on(t.position, t.sort)],
);

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: text('code').notNull().default(''),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    code: text('code').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId)],
);

export const friendLinks = pgTable('friend_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Site-wide settings edited from the back office: hotline, licences, legal text, hot searches, bank account. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
