import Fastify from 'fastify';
import type { FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@shop/shared';
import responseCheck from '../../test/response-check';

/** The suites' response check (test/response-check.ts) must catch what the serializer lets through. */
async function probe() {
  const violations: string[] = [];
  // Untyped on purpose: the handlers below send what their schema forbids.
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(responseCheck, { violations });
  // As plugins/errors.ts does: a failure is answered in the envelope.
  app.setErrorHandler((_e, _r, reply) => reply.status(500).send({ code: 500, msg: '系统繁忙', data: null }));
  const response = { 200: envelopeSchema(z.object({ price: z.string() })) };
  const json = (body: string) => async (_: unknown, reply: FastifyReply) =>
    reply.type('application/json').send(body);
  app.get('/api/good', { schema: { response } }, async () => ({
    code: 10000,
    msg: 'ok',
    data: { price: '1.00' },
  }));
  // A handler that sends a string skips the serializer, and so its check.
  app.get('/api/string', { schema: { response } }, json('{"code":10000,"msg":"ok","data":{"price":1}}'));
  app.get('/api/refusal', { schema: { response } }, json('{"code":10002,"msg":"库存不足","data":null}'));
  app.get('/api/bare', json('{"error":"Not Found"}'));
  await app.ready();
  return { app, violations };
}

describe('response check of the test app', () => {
  it('passes answers that match their contract, and refusals in the envelope', async () => {
    const { app, violations } = await probe();
    expect((await app.inject('/api/good')).statusCode).toBe(200);
    expect((await app.inject('/api/refusal')).statusCode).toBe(200);
    expect(violations).toEqual([]);
  });

  it('fails a success that breaks its schema and JSON that is not the envelope', async () => {
    const { app, violations } = await probe();
    expect((await app.inject('/api/string')).statusCode).toBe(500);
    expect((await app.inject('/api/bare')).statusCode).toBe(500);
    expect(violations).toHaveLength(2);
    expect(violations[0]).toContain('GET /api/string → 200: data.price');
    expect(violations[1]).toContain('not the envelope');
  });
});
