import type { z } from 'zod';
import { isSuccessCode, SYSTEM_BUSY_MSG, type Envelope } from '@shop/shared/api/envelope';
import { REQUEST_TIMEOUT_MS } from '@shop/shared/constants';
import { encodeForm, encodeQuery, requestKey } from './encode';
import { isCancelExempt, releaseSlot, takeSlot } from './dedupe';
import { ApiCanceledError, ApiError, ApiTimeoutError, react } from './errors';
import { feedback } from './feedback';
import { fetchAdapter, TransportError, type Adapter, type RawResponse } from './http';

/**
 * The one HTTP client of the storefront (spec §7): /api, cookies, 30 s, form bodies. Error
 * envelopes arrive with 401/422/5xx statuses; every status resolves and the envelope is read, so
 * that one table (reactionFor) decides every reaction. Tests swap `defaults.adapter`.
 */
export const http: { defaults: { adapter: Adapter } } = {
  defaults: { adapter: fetchAdapter(encodeQuery) },
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  /**
   * Skip the global error catalogue: the caller shows (or, per spec §8, deliberately ignores) the
   * failure itself — common config, ads, suggestions, base info, the login form.
   */
  silent?: boolean;
  /** Keep earlier identical requests alive (the spec's exceptions are built in). */
  keepPrevious?: boolean;
  /** An outside signal (TanStack Query's) that also aborts the request. */
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

export async function request<T>(method: Method, url: string, opts: RequestOptions = {}): Promise<T> {
  const { params, body, silent = false } = opts;
  const key = requestKey(method, url, params, body);
  const exempt = opts.keepPrevious === true || isCancelExempt(method, url);
  const controller = exempt ? new AbortController() : takeSlot(key);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);

  const hasBody = method === 'POST' || method === 'PUT';
  // Files go as multipart/form-data (the browser sets the boundary); everything else form-encoded.
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: RawResponse;
  try {
    res = await http.defaults.adapter({
      method: method.toLowerCase() as Lowercase<Method>,
      baseURL: '/api',
      url,
      params,
      data: hasBody ? (isMultipart ? body : encodeForm(body)) : undefined,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(hasBody && !isMultipart
          ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }
          : {}),
      },
      withCredentials: true,
      timeout: REQUEST_TIMEOUT_MS,
      signal: controller.signal,
    });
  } catch (err) {
    if (controller.signal.aborted && !(err instanceof TransportError && err.kind === 'timeout'))
      throw new ApiCanceledError();
    if (err instanceof TransportError && err.kind === 'timeout') {
      if (!silent) feedback().timeout();
      throw new ApiTimeoutError();
    }
    // No answer at all (network down, server restarting): the buyer can only retry later.
    if (!silent) feedback().toast(SYSTEM_BUSY_MSG);
    throw new ApiError(0, SYSTEM_BUSY_MSG, null, undefined, !silent);
  } finally {
    opts.signal?.removeEventListener('abort', onOuterAbort);
    if (!exempt) releaseSlot(key, controller);
  }

  const envelope: Envelope<unknown> = isEnvelope(res.data)
    ? res.data
    : {
        code: res.status >= 200 && res.status < 300 ? 10000 : res.status,
        msg: SYSTEM_BUSY_MSG,
        data: res.data,
      };
  if (isSuccessCode(envelope.code)) return envelope.data as T;
  if (!silent) react(envelope.code, envelope.msg, res.status);
  throw new ApiError(envelope.code, envelope.msg, envelope.data, res.status, !silent);
}

/**
 * What a call sends, typed by its contract: a call that sends anything names the shared zod schema
 * of its query or body as the second type argument
 * (`api.get<OrderListResponse, typeof OrderListQuerySchema>('/order', q)`), so a parameter or
 * field the contract does not name, or a call that sends input without its contract, fails
 * `npm run typecheck`. Calls that send nothing need no schema.
 */
export type CallInput<I> = [I] extends [never] ? undefined : [I] extends [z.ZodType] ? z.input<I> : never;
type Params = Record<string, unknown>;
/** File uploads go as FormData (multipart); the server checks the parts against their own schema. */
type Body<I> = CallInput<I> | FormData;

export const api = {
  get: <T, I = never>(url: string, params?: CallInput<NoInfer<I>>, opts?: Omit<RequestOptions, 'params'>) =>
    request<T>('GET', url, { ...opts, params: params as Params | undefined }),
  post: <T, I = never>(url: string, body?: Body<NoInfer<I>>, opts?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', url, { ...opts, body }),
  put: <T, I = never>(url: string, body?: Body<NoInfer<I>>, opts?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', url, { ...opts, body }),
  delete: <T, I = never>(
    url: string,
    params?: CallInput<NoInfer<I>>,
    opts?: Omit<RequestOptions, 'params'>,
  ) => request<T>('DELETE', url, { ...opts, params: params as Params | undefined }),
};
