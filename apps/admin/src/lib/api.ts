import type { z } from 'zod';
import { ApiCode } from '@shop/shared/api/envelope';

/** A refusal or failure the server explained (envelope code and Chinese message). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Notifier = (msg: string) => void;
let notify: Notifier = () => undefined;
/** The layout installs antd's message here so every failed call is shown once, in one way. */
export const setNotifier = (fn: Notifier) => {
  notify = fn;
};

const BASE = '/api/admin';
const SYSTEM_BUSY = '系统繁忙，请稍候再试';

function toQuery(params?: Record<string, unknown>): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string' ? v === '' : typeof v !== 'number' && typeof v !== 'boolean') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Sends the operator to the sign-in page, with the way back. */
function toLogin() {
  const here = window.location.pathname.replace(/^\/admin/, '') + window.location.search;
  if (!window.location.pathname.startsWith('/admin/login')) {
    window.location.assign(`/admin/login?redirect=${encodeURIComponent(here || '/')}`);
  }
}

export interface CallOptions {
  /** The caller shows the failure itself (the sign-in form). */
  silent?: boolean;
}

async function call<T>(method: string, url: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(BASE + url, {
      method,
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    if (!opts.silent) notify('网络异常，请检查网络后重试');
    throw new ApiError(0, '网络异常，请检查网络后重试', 0);
  }
  const env = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!env || typeof env.code !== 'number') {
    if (!opts.silent) notify(SYSTEM_BUSY);
    throw new ApiError(0, SYSTEM_BUSY, res.status);
  }
  if (env.code === ApiCode.OK || env.code === 200 || env.code === 201) return env.data;
  if (env.code === ApiCode.NOT_SIGNED_IN && !opts.silent) toLogin();
  const msg = res.status >= 500 ? SYSTEM_BUSY : env.msg;
  if (!opts.silent && env.code !== ApiCode.NOT_SIGNED_IN) notify(msg);
  throw new ApiError(env.code, msg, res.status);
}

/**
 * What a call sends, typed by its contract: a call that sends anything names the shared zod schema
 * of its query or body as the second type argument (`api.get<Page, typeof AdminOrderQuerySchema>`),
 * so a field the contract does not name, or input sent without its contract, fails typecheck.
 */
export type CallInput<I> = [I] extends [never] ? undefined : [I] extends [z.ZodType] ? z.input<I> : never;

export const api = {
  get: <T, I = never>(url: string, params?: CallInput<NoInfer<I>>, opts?: CallOptions) =>
    call<T>('GET', url + toQuery(params as Record<string, unknown> | undefined), undefined, opts),
  post: <T, I = never>(url: string, body?: CallInput<NoInfer<I>>, opts?: CallOptions) =>
    call<T>('POST', url, body ?? {}, opts),
  put: <T, I = never>(url: string, body?: CallInput<NoInfer<I>>, opts?: CallOptions) =>
    call<T>('PUT', url, body ?? {}, opts),
  del: <T>(url: string, opts?: CallOptions) => call<T>('DELETE', url, undefined, opts),
};

/** A file the server builds (Excel, PDF): fetched with the session, then saved by the browser. */
export async function download(url: string, params?: Record<string, unknown>) {
  const res = await fetch(BASE + url + toQuery(params), { credentials: 'same-origin' });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { msg?: string } | null;
    notify(env?.msg ?? SYSTEM_BUSY);
    return;
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name ? decodeURIComponent(name) : 'download';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Opens a file the server builds (the PDF delivery note) in a new tab. */
export const fileUrl = (url: string) => BASE + url;
