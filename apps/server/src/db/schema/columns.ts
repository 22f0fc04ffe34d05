import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money is integer fen in bigint columns; read as JS numbers (safe far beyond any order total). */
export const fen = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
