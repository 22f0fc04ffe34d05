import qs from 'qs';

/**
 * Spec §7: POST/PUT bodies are form-encoded, nested qs-style with indices so a list of cart lines
 * arrives as params[0][goods_id]=1 — the shape the server's form parser expects.
 */
export const encodeForm = (body: unknown): string =>
  body && typeof body === 'object' ? qs.stringify(body, { arrayFormat: 'indices' }) : '';

export const encodeQuery = (params: unknown): string =>
  params && typeof params === 'object' ? qs.stringify(params, { arrayFormat: 'indices' }) : '';

/** Two requests are "identical" when method, URL, query and body all match. */
export const requestKey = (method: string, url: string, params?: unknown, body?: unknown): string =>
  `${method.toUpperCase()} ${url}?${encodeQuery(params)}#${encodeForm(body)}`;
