import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The kept answer being sent, the same object whenever the same answer is: a frozen envelope
     * (lib/reply okKept), or a kept serialised body (the cart list), else null.
     */
    keptAnswer: object | null;
  }
}

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
// Brotli at quality 4 compresses about as fast as gzip yet smaller; the default quality 11 would
// cost ~100 ms per large script.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => zlib.brotliCompressSync(text, BROTLI),
  gzip: (text) => zlib.gzipSync(text),
};

/**
 * Answers shrink 3-5× compressed (@fastify/compress, on the fly). A kept answer (lib/reply okKept:
 * the same frozen envelope for every request of a warm goods list or detail page) is compressed
 * once per encoding and its bytes reused while the answer lives: compressing a 20 KB list again for
 * every browser request cost four times what answering it did. This hook runs before compress's
 * own (route hooks follow app hooks), which passes an answer already encoded.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: [...ENCODINGS], brotliOptions: BROTLI });
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
  const encoded = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();
  app.decorateRequest('keptAnswer', null);
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (typeof payload === 'object' && payload !== null && Object.isFrozen(payload))
      request.keptAnswer = payload;
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const kept = request.keptAnswer;
    const accepted = request.headers['accept-encoding'];
    const encoding = kept && accepted && typeof payload === 'string' ? negotiator.negotiate(accepted) : null;
    if (!kept || !encoding) return done(null, payload);
    let forAnswer = encoded.get(kept);
    if (!forAnswer) encoded.set(kept, (forAnswer = {}));
    const bytes = (forAnswer[encoding] ??= compressors[encoding](payload as string));
    reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding');
    reply.header('content-length', bytes.length);
    done(null, bytes);
  });
}

export default fp(compressionPlugin, { name: 'compression' });
