import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryChecked } from '../../db/query';

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
