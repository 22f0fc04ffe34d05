/**
 * The transport under the API client: a few lines over fetch instead of axios, which cost ~18 KB
 * compressed in front of every page's first paint for features the storefront does not use. The
 * config keeps axios's field names so the client's tests read the same requests they did before.
 */
export interface RequestConfig {
  method: 'get' | 'post' | 'put' | 'delete';
  baseURL: string;
  url: string;
  params?: Record<string, unknown>;
  data?: string | FormData;
  headers: Record<string, string>;
  withCredentials: boolean;
  timeout: number;
  signal: AbortSignal;
}

export interface RawResponse {
  status: number;
  data: unknown;
}

export type Adapter = (config: RequestConfig) => Promise<RawResponse>;

/** Why no response arrived: the caller aborted, the timeout ran out, or the network failed. */
export class TransportError extends Error {
  constructor(readonly kind: 'canceled' | 'timeout' | 'network') {
    super(kind);
    this.name = 'TransportError';
  }
}

/** Bodies are JSON envelopes; a proxy's HTML error page comes back as text. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function fetchAdapter(encodeQuery: (params: unknown) => string): Adapter {
  return async (config) => {
    const query = config.params ? encodeQuery(config.params) : '';
    const url = config.baseURL + config.url + (query ? `?${query}` : '');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeout);
    const onAbort = () => controller.abort();
    if (config.signal.aborted) controller.abort();
    config.signal.addEventListener('abort', onAbort);
    try {
      const res = await fetch(url, {
        method: config.method.toUpperCase(),
        headers: config.headers,
        body: config.data,
        credentials: config.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
      return { status: res.status, data: parse(await res.text()) };
    } catch {
      if (timedOut) throw new TransportError('timeout');
      if (config.signal.aborted) throw new TransportError('canceled');
      throw new TransportError('network');
    } finally {
      clearTimeout(timer);
      config.signal.removeEventListener('abort', onAbort);
    }
  };
}
