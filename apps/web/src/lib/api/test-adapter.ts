import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface Reply {
  status?: number;
  body: unknown;
  /** Resolve only after this many ms (or never, with Infinity) unless aborted first. */
  delay?: number;
}

/** A fake transport for the client's tests: records each request and answers from a function. */
export function fakeAdapter(answer: (config: InternalAxiosRequestConfig) => Reply | 'timeout') {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const reply = answer(config);
    if (reply === 'timeout') {
      return Promise.reject(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config));
    }
    return new Promise((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      const done = () =>
        resolve({ data: reply.body, status: reply.status ?? 200, statusText: '', headers: {}, config });
      const timer = reply.delay === Infinity ? undefined : setTimeout(done, reply.delay ?? 0);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
      });
    });
  };
  return { adapter, seen };
}
