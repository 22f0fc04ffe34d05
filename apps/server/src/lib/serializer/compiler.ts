import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serializableJsonSchema } from './json-schema';

type Compiler = FastifySerializerCompiler<unknown>;
type RouteSchema = Parameters<Compiler>[0];

export interface SerializerOptions {
  /**
   * Tests: every answer is also serialised by zod, which validates it; the compiled output must be
   * byte for byte the same. A difference is reported here and answers 500, so a suite cannot pass
   * with a contract the compiled serializer writes differently.
   */
  check?: (problem: string) => void;
  /** A route whose schema cannot be compiled keeps zod's serializer; said once at start. */
  onFallback?: (route: string, reason: string) => void;
}

function compile(schema: unknown): ((data: unknown) => string) | Error {
  if (!(schema instanceof z.ZodType)) return new Error('not a zod schema');
  try {
    const stringify = fastJson(serializableJsonSchema(schema) as Parameters<typeof fastJson>[0]);
    return (data) => stringify(data);
  } catch (err) {
    return err as Error;
  }
}

/**
 * A frozen answer is one a cache hands unchanged to many requests (lib/reply `okKept`): it is
 * written once and the string reused for as long as the answer object lives.
 */
function writeFrozenOnce(write: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    let text = written.get(data);
    if (text === undefined) {
      text = write(data);
      written.set(data, text);
    }
    return text;
  };
}

/**
 * Responses written by fast-json-stringify from each route's zod schema converted to JSON Schema
 * (zod's own serializer parses every answer first: ~5 ms on a 50-line cart). Like zod's parse, only
 * the declared properties leave the server. What it gives up is the parse's check in production;
 * the tests keep it (`check`), on every answer of every suite.
 */
export function createSerializerCompiler(options: SerializerOptions = {}): Compiler {
  return (route: RouteSchema) => {
    const where = `${route.method} ${route.url} → ${route.httpStatus}`;
    const fast = compile(route.schema);
    const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (fast instanceof Error) {
      options.onFallback?.(where, fast.message);
      return writeFrozenOnce(zod);
    }
    const { check } = options;
    if (!check) return writeFrozenOnce(fast);
    return writeFrozenOnce((data) => {
      const expected = zod(data);
      let actual: string;
      try {
        actual = fast(data);
      } catch (err) {
        actual = `threw ${(err as Error).message}`;
      }
      if (actual === expected) return actual;
      const problem = `compiled serializer differs from zod: ${where}\n  zod:  ${expected.slice(0, 300)}\n  fast: ${actual.slice(0, 300)}`;
      check(problem);
      throw new Error(problem);
    });
  };
}
