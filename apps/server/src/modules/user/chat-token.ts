import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The embedded customer-service chat identifies the buyer by username plus this token. It is an
 * HMAC of the user id, not the session token: the chat vendor's page may see it, and it must not
 * open a shop session. The chat backend verifies it with the same secret.
 */
export function chatToken(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`chat:${userId}`).digest('base64url');
}

export function verifyChatToken(secret: string, userId: number, token: string): boolean {
  const expected = Buffer.from(chatToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
