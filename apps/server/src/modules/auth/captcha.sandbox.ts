import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { CaptchaProvider } from './captcha.provider';

/** How long a shown question may be answered. */
const TTL_MS = 5 * 60_000;

export interface Challenge {
  /** Opaque: sent back as captcha_id with the answer. */
  id: string;
  /** What the sign-in page shows, e.g. 「23 加 18 等于多少？」. */
  question: string;
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/**
 * The sandbox: a sum a person answers in two seconds, and a script with a regex too, so production
 * refuses it unless ALLOW_SANDBOX lists `captcha` (see captcha.provider.ts). It is
 * stateless (the answer is bound into the id by an HMAC), so any instance can check it.
 */
export function newChallenge(secret: string, now = Date.now()): Challenge {
  const a = randomInt(10, 50);
  const b = randomInt(1, 50);
  const nonce = randomBytes(12).toString('base64url');
  const expires = now + TTL_MS;
  return {
    id: `${nonce}.${expires}.${mac(secret, `${nonce}.${expires}.${a + b}`)}`,
    question: `${a} 加 ${b} 等于多少？`,
  };
}

/** True once per challenge for the right answer before it expires. */
export async function solveChallenge(
  secret: string,
  limiter: RateLimiter,
  id: string | undefined,
  answer: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const [nonce, expires, sig] = (id ?? '').split('.');
  if (!nonce || !expires || !sig || answer === undefined || Number(expires) < now) return false;
  const expected = Buffer.from(mac(secret, `${nonce}.${expires}.${answer.trim()}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  // Single use: a solved question cannot be replayed for a second batch of guesses.
  return (await limiter.hit(`captcha:${nonce}`, 1, TTL_MS)).allowed;
}

/** The sandbox behind the provider interface: the sum, signed with the session secret. */
export function sandboxCaptchaProvider(secret: string, limiter: RateLimiter): CaptchaProvider {
  return {
    name: 'sandbox',
    issue: () => Promise.resolve(newChallenge(secret)),
    verify: (id, answer) => solveChallenge(secret, limiter, id, answer),
  };
}
