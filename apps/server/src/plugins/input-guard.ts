import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHAR_MSG, hasLoneSurrogate } from '@shop/shared';
import { invalid } from '../lib/errors';

/** Text PostgreSQL cannot store: a NUL, or half of a UTF-16 surrogate pair (JSON's "\ud800"). */
const unstorable = (s: string) => s.includes('\u0000') || hasLoneSurrogate(s);

/** True when such text hides anywhere in a parsed query, params or body value, keys included. */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return unstorable(v);
  if (depth > 8 || v === null || typeof v !== 'object') return false;
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return false;
  for (const [k, x] of Object.entries(v)) if (unstorable(k) || hasNul(x, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL cannot store a NUL or a lone surrogate in text (or jsonb), so one reaching a query is
 * a 500. The shared string schemas
 * refuse it field by field; this net catches a route whose schema lets a raw value through (a
 * z.unknown() field, a hand-parsed query) before it reaches SQL.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw invalid(CONTROL_CHAR_MSG);
  });
}

export default fp(inputGuard, { name: 'input-guard' });
