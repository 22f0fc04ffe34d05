import { TransportError, type Adapter, type RequestConfig } from './http';

export interface Reply {
  status?: number;
  body: unknown;
  /** Resolve only after this many ms (or never, with Infinity) unless aborted first. */
  delay?: number;
}

/** A fake transport for the client's tests: records each request and answers from a function. */
export function fakeAdapter(answer: (config: RequestConfig) => Reply | 'timeout') {
  const seen: RequestConfig[] = [];
  const adapter: Adapter = (config) => {
    seen.push(config);
    const reply = answer(config);
    if (reply === 'timeout') return Promise.reject(new TransportError('timeout'));
    return new Promise((resolve, reject) => {
      const done = () => resolve({ data: reply.body, status: reply.status ?? 200 });
      const timer = reply.delay === Infinity ? undefined : setTimeout(done, reply.delay ?? 0);
      config.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new TransportError('canceled'));
      });
    });
  };
  return { adapter, seen };
}
