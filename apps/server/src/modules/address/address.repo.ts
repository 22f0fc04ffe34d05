import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userAddresses } from '../../db/schema/index';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof userAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export const listAddresses = (db: Db | Tx, userId: number): Promise<AddressRow[]> =>
  db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));

export async function findAddress(db: Db | Tx, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  return row ?? null;
}

export async function countAddresses(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Clears the buyer's other defaults first, so the one-default unique index never trips. */
export async function clearDefault(tx: Tx, userId: number, exceptId = 0): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.isDefault, true),
        ne(userAddresses.id, exceptId),
      ),
    );
}

export async function insertAddress(tx: Tx, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | null> {
  const [row] = await tx
    .update(userAddresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** After deleting the default, the oldest remaining address becomes the default. */
export async function promoteFirst(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE user_addresses SET is_default = true
     WHERE id = (SELECT id FROM user_addresses WHERE user_id = ${userId} ORDER BY id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM user_addresses WHERE user_id = ${userId} AND is_default)`);
}
