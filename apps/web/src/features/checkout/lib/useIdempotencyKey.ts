import { useState } from 'react';

function newKey(): string {
  // crypto.randomUUID needs a secure context; a shop opened over plain http on a LAN address still
  // deserves a key unique enough for one buyer's retries.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One key per visit of the confirmation page: a double click, a retry after a timeout or a second
 * tab of the same visit all send it, so the server creates one order. A new visit gets a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newKey);
  return key;
}
