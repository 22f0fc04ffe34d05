import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the session cookie value. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Stores keep only this hash, so a leaked store cannot be replayed as cookies. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
