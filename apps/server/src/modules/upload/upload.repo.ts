import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, row: NewUploadRow): Promise<UploadRow> {
  const [created] = await db.insert(uploads).values(row).returning();
  if (!created) throw new Error('upload insert returned nothing');
  return created;
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function findOwnedUploads(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), inArray(uploads.id, [...ids])));
}
