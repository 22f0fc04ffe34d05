import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { SmsProvider } from './sms.provider';

/** Delivers nothing: each message lands in sms_outbox, where the development page and tests read it. */
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'sandbox',
    async send(phone, content) {
      await db.insert(smsOutbox).values({ phone, content });
    },
  };
}

/** Newest first; one mobile's messages when given. */
export async function readOutbox(db: Db, phone: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    content: r.content,
    created_at: r.createdAt.toISOString(),
  }));
}
