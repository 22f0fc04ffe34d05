import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryChecked } from '../../db/query';

const SmsRow = z.object({ sms: z.array(z.string()) });

/** The events a buyer chose to hear of by SMS too (users.sms_notify); empty for an unknown buyer. */
export async function smsEventsOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await queryChecked(db, SmsRow, sql`SELECT sms_notify AS sms FROM users WHERE id = ${userId}`);
  return row?.sms ?? [];
}

export async function setSmsEvents(db: Db, userId: number, sms: string[]): Promise<void> {
  await db.execute(sql`UPDATE users SET sms_notify = ${JSON.stringify(sms)}::jsonb WHERE id = ${userId}`);
}
