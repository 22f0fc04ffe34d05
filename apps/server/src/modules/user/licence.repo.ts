import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, licences, uploads, users } from '../../db/schema/index';

export type LicenceRow = typeof licences.$inferSelect & { uploadMime: string | null };

export async function listLicences(db: Db | Tx, companyId: number): Promise<LicenceRow[]> {
  return db
    .select({
      id: licences.id,
      companyId: licences.companyId,
      kind: licences.kind,
      number: licences.number,
      holderName: licences.holderName,
      expiresOn: licences.expiresOn,
      uploadId: licences.uploadId,
      status: licences.status,
      warnedFor: licences.warnedFor,
      createdAt: licences.createdAt,
      updatedAt: licences.updatedAt,
      uploadMime: uploads.mime,
    })
    .from(licences)
    .leftJoin(uploads, eq(uploads.id, licences.uploadId))
    .where(eq(licences.companyId, companyId))
    .orderBy(asc(licences.id));
}

export async function companyIdOf(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

/**
 * Review outcome for the whole company, in the caller's transaction, as a conditional update: it
 * applies only while there is something to decide (approve: not yet passed or a licence waiting;
 * reject: passed or a licence waiting). False when it did not apply, and then nothing changed.
 */
export async function setReview(
  tx: Tx,
  companyId: number,
  passed: boolean,
  note: string | null,
  scope: string[] | undefined,
): Promise<boolean> {
  const waiting = sql`EXISTS (SELECT 1 FROM licences l WHERE l.company_id = ${companyId} AND l.status = 'pending')`;
  const rows = await tx
    .update(companies)
    .set({ isPassed: passed, qualificationNote: note, ...(scope ? { businessScope: scope } : {}) })
    .where(
      and(
        eq(companies.id, companyId),
        passed ? sql`(NOT ${companies.isPassed} OR ${waiting})` : sql`(${companies.isPassed} OR ${waiting})`,
      ),
    )
    .returning({ id: companies.id });
  if (rows.length === 0) return false;
  await tx
    .update(licences)
    .set({ status: passed ? 'approved' : 'rejected', updatedAt: sql`now()` })
    .where(and(eq(licences.companyId, companyId), passed ? sql`true` : eq(licences.status, 'pending')));
  return true;
}

export async function setExpiry(tx: Tx, companyId: number, kind: string, expiresOn: string): Promise<void> {
  await tx
    .update(licences)
    .set({ expiresOn, updatedAt: sql`now()` })
    .where(and(eq(licences.companyId, companyId), sql`${licences.kind} = ${kind}`));
}

/** Marks the warning of this expiry as sent; false when it already was (so it goes out once). */
export async function markWarned(db: Db, licenceId: number, expiresOn: string): Promise<boolean> {
  const rows = await db
    .update(licences)
    .set({ warnedFor: expiresOn })
    .where(and(eq(licences.id, licenceId), sql`${licences.warnedFor} IS DISTINCT FROM ${expiresOn}::date`))
    .returning({ id: licences.id });
  return rows.length > 0;
}

/** The company goes back to review (buying locked) until an operator has looked at a renewed licence. */
export async function putBackUnderReview(tx: Tx, companyId: number) {
  await tx
    .update(companies)
    .set({ isPassed: false, qualificationNote: '证照已更新，等待平台审核' })
    .where(eq(companies.id, companyId));
}
