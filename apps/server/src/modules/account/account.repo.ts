import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chains, companies, licences, uploads, users } from '../../db/schema/index';

export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  // Usernames are unique regardless of case: "KangJian" must not pass for "kangjian".
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

export type NewCompany = typeof companies.$inferInsert;
export type NewUser = typeof users.$inferInsert;
export type NewLicence = Omit<typeof licences.$inferInsert, 'companyId' | 'uploadId'> & { file: StoredRef };
export interface StoredRef {
  key: string;
  mime: string;
  size: number;
}

/**
 * Company, user, uploads and licences in the caller's transaction. A chain head also gets its chain,
 * so the stores it adds later join it.
 */
export async function insertAccount(
  tx: Tx,
  company: NewCompany,
  user: Omit<NewUser, 'companyId'>,
  licenceRows: NewLicence[],
): Promise<{ userId: number; companyId: number }> {
  // A store arrives with its head office's chain; a head office founds a new one.
  let chainId: number | null = company.chainId ?? null;
  if (company.kind === 'chain_head') {
    const [chain] = await tx.insert(chains).values({ name: company.name }).returning({ id: chains.id });
    chainId = chain?.id ?? null;
  }
  const [c] = await tx
    .insert(companies)
    .values({ ...company, chainId })
    .returning({ id: companies.id });
  if (!c) throw new Error('company insert returned nothing');
  const [u] = await tx
    .insert(users)
    .values({ ...user, companyId: c.id })
    .returning({ id: users.id });
  if (!u) throw new Error('user insert returned nothing');
  if (company.kind === 'chain_head' && chainId !== null)
    await tx.update(chains).set({ headUserId: u.id }).where(eq(chains.id, chainId));
  await insertLicences(tx, u.id, c.id, licenceRows);
  return { userId: u.id, companyId: c.id };
}

export async function insertLicences(tx: Tx, ownerUserId: number, companyId: number, rows: NewLicence[]) {
  for (const { file, ...l } of rows) {
    const [up] = await tx
      .insert(uploads)
      .values({ ownerUserId, kind: 'licence', storageKey: file.key, mime: file.mime, size: file.size })
      .returning({ id: uploads.id });
    await tx
      .insert(licences)
      .values({ ...l, companyId, uploadId: up?.id ?? null })
      .onConflictDoUpdate({
        target: [licences.companyId, licences.kind],
        set: {
          number: l.number,
          holderName: l.holderName ?? null,
          expiresOn: l.expiresOn,
          uploadId: up?.id ?? null,
          status: 'pending',
          updatedAt: sql`now()`,
        },
      });
  }
}

/** A unique violation on username or phone: two registrations raced past the checks. */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/**
 * The new password hash, conditional on the old one: two resets racing with one ticket change the
 * password once. False when the hash had already changed.
 */
export async function replacePasswordHash(db: Db, userId: number, oldHash: string, passwordHash: string) {
  const changed = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  return changed.length > 0;
}

export async function findUserPhone(db: Db, userId: number) {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return me;
}

/** Whether another account than `userId` holds the mobile. */
export async function phoneHeldByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  return other !== undefined;
}

export async function setNameAndPhone(db: Db, userId: number, name: string, phone: string) {
  await db.update(users).set({ name, phone }).where(eq(users.id, userId));
}
