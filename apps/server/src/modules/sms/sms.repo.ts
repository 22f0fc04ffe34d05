/** SQL of text messages: verification codes, and the sandbox's outbox of messages not really sent. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SMS, type SmsPurpose } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema/index';

export async function insertOutboxMessage(db: Db, phone: string, content: string) {
  await db.insert(smsOutbox).values({ phone, content });
}

/** Newest first; one mobile's messages when given. */
export const outboxMessages = (db: Db, phone: string | undefined, limit: number) =>
  db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);

/** A new code replaces the older ones of the same purpose: only the latest message counts. */
export async function replaceLiveCode(
  tx: Tx,
  code: { phone: string; purpose: SmsPurpose; codeHash: string; expiresAt: Date },
) {
  const { phone, purpose } = code;
  await tx
    .update(smsCodes)
    .set({ closedAt: sql`now()` })
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.closedAt)));
  await tx.insert(smsCodes).values(code);
}

/** The newest open, unexpired code of this mobile and purpose. */
export async function findLiveCode(db: Db, phone: string, purpose: SmsPurpose) {
  const [live] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.closedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return live;
}

/** Counts a wrong guess against an open code, closing it at the last try; the tries after, if it was open. */
export async function countWrongTry(db: Db, id: number) {
  const [row] = await db
    .update(smsCodes)
    .set({
      wrongTries: sql`${smsCodes.wrongTries} + 1`,
      closedAt: sql`CASE WHEN ${smsCodes.wrongTries} + 1 >= ${SMS.maxWrongTries} THEN now() ELSE NULL END`,
    })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.closedAt)))
    .returning({ wrongTries: smsCodes.wrongTries });
  return row?.wrongTries;
}

/** Closes the code if still open; false when another request used it first. */
export async function closeCode(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ closedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.closedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}
