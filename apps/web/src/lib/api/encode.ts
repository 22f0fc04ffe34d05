/**
 * Spec §7: POST/PUT bodies are form-encoded, nested qs-style with indices so a list of cart lines
 * arrives as params[0][goods_id]=1 — the shape the server's form parser (qs) expects. Written out
 * rather than imported: the qs package and its dependencies cost ~10 KB compressed in front of
 * every page's first paint, for the few rules below. Output matches qs.stringify(value,
 * { arrayFormat: 'indices' }): RFC 3986 escaping, brackets escaped, null as an empty value,
 * undefined and empty arrays or objects left out, dates as ISO strings.
 */
const escape = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function pairs(prefix: string, value: unknown, out: string[]): void {
  if (value === null) {
    out.push(`${escape(prefix)}=`);
  } else if (value instanceof Date) {
    out.push(`${escape(prefix)}=${escape(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => pairs(`${prefix}[${i}]`, v, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pairs(`${prefix}[${k}]`, v, out);
  } else if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    out.push(`${escape(prefix)}=${escape(String(value))}`);
  }
  // undefined, functions and symbols are left out, as qs does
}

function stringify(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) pairs(k, v, out);
  return out.join('&');
}

export const encodeForm = (body: unknown): string => stringify(body);

export const encodeQuery = (params: unknown): string => stringify(params);

/** Two requests are "identical" when method, URL, query and body all match. */
export const requestKey = (method: string, url: string, params?: unknown, body?: unknown): string =>
  `${method.toUpperCase()} ${url}?${encodeQuery(params)}#${encodeForm(body)}`;
