import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isSuccessCode } from '@shop/shared';

/** The shape every failure (and every answer of a route without a schema) must still have. */
const EnvelopeShape = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() });

function responseSchemaOf(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`];
  return schema instanceof z.ZodType ? schema : undefined;
}

const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/**
 * Tests only: every JSON answer an API suite sees is checked against its contract as it leaves the
 * server, success against the route's response schema for its status, anything else against the
 * envelope. The serializer already checks what handlers return; this also catches error envelopes,
 * pre-serialised strings and statuses the route does not describe. A mismatch throws (the request
 * answers 500) and is kept in `violations`, which createTestApp's close() reports, so no suite can
 * pass while a response breaks its contract.
 */
async function responseCheck(app: FastifyInstance, opts: { violations: string[] }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || typeof payload !== 'string') return payload;
    // Gateway acknowledgements and the API document's own pages are not envelopes.
    if (request.routeOptions.config.rawReply || request.routeOptions.schema?.hide) return payload;
    if (!/json/.test(String(reply.getHeader('content-type')))) return payload;
    let problem: string | undefined;
    const json: unknown = JSON.parse(payload);
    const envelope = EnvelopeShape.safeParse(json);
    if (!envelope.success) problem = `not the envelope: ${issuesOf(envelope.error)}`;
    else if (isSuccessCode(envelope.data.code)) {
      const schema = responseSchemaOf(request, reply.statusCode);
      const checked = schema?.safeParse(json);
      if (checked && !checked.success) problem = issuesOf(checked.error);
    }
    if (!problem) return payload;
    const where = `${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}`;
    const message = `response breaks its contract: ${where}: ${problem}\n  body: ${payload.slice(0, 300)}`;
    opts.violations.push(message);
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  });
}

export default fp(responseCheck, { name: 'response-check' });
