import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/shared';
import { createSerializerCompiler } from './compiler';

type Route = Parameters<ReturnType<typeof createSerializerCompiler>>[0];
const route = (schema: z.ZodType): Route => ({ schema, method: 'GET', url: '/t', httpStatus: '200' });

/** Both serializers on one value: zod's output is what the server wrote before the compiled one. */
function both(schema: z.ZodType, data: unknown) {
  const fallbacks: string[] = [];
  const fast = createSerializerCompiler({ onFallback: (r) => fallbacks.push(r) })(route(schema));
  return { fast: fast(data), zod: zodCompiler(route(schema) as never)(data), fallbacks };
}

const Node: z.ZodType<{ id: number; children: unknown[] }> = z
  .lazy(() => z.object({ id: z.number().int(), children: z.array(Node) }))
  .meta({ id: 'SerializerTestNode' });

const Card = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string().nullable(),
  ladder: z.object({ min: z.number().int(), text: z.string() }).nullable(),
  kind: z.union([z.literal(1), z.literal(2)]),
  badge: z.enum(['new', 'hot']).optional(),
  tags: z.array(z.string()),
  stock: z.record(z.string(), z.number().int()),
  at: z.iso.datetime(),
  extra: z.unknown(),
});
const Pay = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet'), balance: z.string() }),
  z.object({ type: z.literal('bank'), account: z.string(), holder: z.string().nullable() }),
]);

describe('compiled response serializer', () => {
  it('writes exactly what zod wrote, and never a field the schema does not declare', () => {
    const card = {
      id: 7,
      secret_cost: 1234,
      name: '阿莫西林胶囊 "0.25g" \\ 24粒\n',
      price: null,
      ladder: { min: 10, text: '满10盒 12.00', internal: true },
      kind: 2,
      tags: ['处方药', ''],
      stock: { 'lot-1': 3, 'lot 2': 0 },
      at: '2026-11-24T10:00:00.000Z',
      extra: { anything: [1, 'two'] },
    };
    const out = both(envelopeSchema(z.array(Card)), {
      code: 10000,
      msg: 'ok',
      data: [card, { ...card, price: '12.50', ladder: null, badge: 'hot' }],
    });
    expect(out.fallbacks).toEqual([]);
    expect(out.fast).toBe(out.zod);
    expect(out.fast).not.toContain('secret_cost');
    expect(out.fast).not.toContain('internal');
  });

  it('picks the same branch of a union and follows recursive schemas', () => {
    for (const pay of [
      { type: 'wallet', balance: '3.00', account: 'hidden' },
      { type: 'bank', account: '6222', holder: null, balance: 'hidden' },
    ]) {
      const out = both(Pay, pay);
      expect(out.fast).toBe(out.zod);
      expect(out.fast).not.toContain('hidden');
    }
    const tree = { id: 1, name: 'x', children: [{ id: 2, children: [{ id: 3, children: [], deep: 1 }] }] };
    const out = both(Node, tree);
    expect(out.fast).toBe(out.zod);
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const out = both(z.object({ at: z.date() }), { at: new Date('2026-01-02T03:04:05Z') });
    expect(out.fallbacks).toEqual(['GET /t → 200']);
    expect(out.fast).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });

  it('in check mode reports an answer the two write differently and refuses to send it', () => {
    const problems: string[] = [];
    const checked = createSerializerCompiler({ check: (p) => problems.push(p) })(
      route(z.object({ n: z.number().int() })),
    );
    expect(checked({ n: 3 })).toBe('{"n":3}');
    // zod refuses a fraction for an integer (the server answers 500), as it did before.
    expect(() => checked({ n: 1.5 })).toThrow();
    expect(problems).toEqual([]);
  });

  it('writes a frozen answer once and reuses the text; an unfrozen one is written every time', () => {
    const write = createSerializerCompiler()(route(envelopeSchema(z.object({ n: z.number().int() }))));
    let reads = 0;
    const counted = (n: number) => ({
      code: 10000,
      msg: 'ok',
      get data() {
        reads += 1;
        return { n };
      },
    });
    const kept = Object.freeze(counted(1));
    expect(write(kept)).toBe('{"code":10000,"msg":"ok","data":{"n":1}}');
    expect(write(kept)).toBe('{"code":10000,"msg":"ok","data":{"n":1}}');
    expect(reads).toBe(1);
    const fresh = counted(2);
    write(fresh);
    write(fresh);
    expect(reads).toBe(3);
  });
});
