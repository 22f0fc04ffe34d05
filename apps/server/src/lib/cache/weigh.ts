/**
 * The characters a value's JSON would take, counted without writing it. Sizing an entry by
 * JSON.stringify wrote every cached read once more on a miss only to take its length (~5 µs of a
 * 1.3 KB detail page, beside the one write its answer needs); walking it costs about a third. Maps
 * and Sets count by their entries (JSON.stringify wrote them as `{}`: the search dictionary's maps
 * weighed nothing). Numbers count as 8 characters; a nesting past MAX_DEPTH (a cycle) stops there.
 */
const MAX_DEPTH = 32;

function chars(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
    case 'bigint':
      return 8;
    case 'boolean':
      return 5;
    case 'object':
      return value === null ? 4 : depth >= MAX_DEPTH ? 0 : objectChars(value, depth + 1);
    default:
      return 0;
  }
}

function objectChars(value: object, depth: number): number {
  let n = 2;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) n += chars(item, depth) + 1;
    return n;
  }
  if (value instanceof Map) {
    for (const [k, v] of value as Map<unknown, unknown>) n += chars(k, depth) + chars(v, depth) + 4;
    return n;
  }
  if (value instanceof Set) {
    for (const item of value as Set<unknown>) n += chars(item, depth) + 1;
    return n;
  }
  if (ArrayBuffer.isView(value)) return n + value.byteLength;
  if (value instanceof Date) return 26;
  const record = value as Record<string, unknown>;
  for (const key in record) n += key.length + 4 + chars(record[key], depth);
  return n;
}

/** JSON length × 2: what the strings of a plain value take at most in V8, a fair stand-in for the object. */
export function approxBytes(value: unknown): number {
  if (value === undefined) return 16;
  return 64 + 2 * chars(value, 0);
}
