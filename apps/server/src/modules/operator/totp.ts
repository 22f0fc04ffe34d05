import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const ISSUER = '康源医药网后台';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (username: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

/**
 * The time step the code belongs to, or null. One step of drift either way is accepted (a phone a
 * few seconds off); a step at or before `lastStep` is refused, so each code signs in once.
 */
export async function verifyTotp(secret: string, token: string, lastStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: PERIOD, afterTimeStep: lastStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes look like 'k7m2-x9qp': no 0/o/1/l, so they can be read off paper. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(count = 8): string[] {
  const one = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => {
    const c = one();
    return `${c.slice(0, 4)}-${c.slice(4)}`;
  });
}

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{4}-[a-z0-9]{4}$/i.test(code);
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
