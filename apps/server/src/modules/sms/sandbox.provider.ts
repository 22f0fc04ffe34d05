import type { Db } from '../../db/client';
import type { SmsProvider } from './sms.provider';
import { insertOutboxMessage, outboxMessages } from './sms.repo';

/** Delivers nothing: each message lands in sms_outbox, where the development page and tests read it. */
export function sandboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'sandbox',
    async send(phone, content) {
      await insertOutboxMessage(db, phone, content);
    },
  };
}

/** Newest first; one mobile's messages when given. */
export async function readOutbox(db: Db, phone: string | undefined, limit: number) {
  const rows = await outboxMessages(db, phone, limit);
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    content: r.content,
    created_at: r.createdAt.toISOString(),
  }));
}
