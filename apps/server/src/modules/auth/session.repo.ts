/** SQL of buyer sessions: one row per signed-in browser, keyed by the token's hash. */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export const touchSession = (db: Db, hash: string, now: number) =>
  db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.tokenHash, hash));

/** The unexpired session of the hash, if its user is enabled. */
export async function findLiveSession(db: Db, hash: string, now: number) {
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    // A disabled buyer is signed out at once, whichever instance holds the session.
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.disabled, false)))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  return row;
}

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

export async function deleteExpiredSessionsOf(db: Db, userId: number) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
}

export async function deleteSession(db: Db, hash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hash));
}

export async function deleteSessionsOf(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
