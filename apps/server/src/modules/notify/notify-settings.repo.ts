import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { queryChecked, queryRows } from '../../db/query';
import { smsOutbox } from '../../db/schema/index';

const SmsChoiceRow = z.object({ sms: z.array(z.string()), phone: z.string() });

/** The events the buyer chose to receive by SMS too (users.sms_notify), and the mobile they go to. */
export async function findSmsChoice(db: Db, userId: number): Promise<z.infer<typeof SmsChoiceRow>> {
  const [row] = await queryChecked(
    db,
    SmsChoiceRow,
    sql`SELECT sms_notify AS sms, phone FROM users WHERE id = ${userId}`,
  );
  return row ?? { sms: [], phone: '' };
}

export async function saveSmsChoice(db: Db, userId: number, events: string[]): Promise<void> {
  await db.execute(sql`UPDATE users SET sms_notify = ${JSON.stringify(events)}::jsonb WHERE id = ${userId}`);
}

/** The buyer's mobile, and whether they opted into the SMS of `event`. */
export async function smsWish(db: Db | Tx, userId: number, event: string) {
  const [u] = await queryRows<{ phone: string; wants: boolean }>(
    db,
    sql`SELECT phone, sms_notify ? ${event} AS wants FROM users WHERE id = ${userId}`,
  );
  return u;
}

export async function queueSms(db: Db | Tx, phone: string, content: string) {
  await db.insert(smsOutbox).values({ phone, content });
}
