import { z } from 'zod';

/** A JSON Schema node as zod emits it; only the keywords rewritten below are named. */
export interface JsonNode {
  [keyword: string]: unknown;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  type?: string | string[];
  const?: unknown;
  $ref?: string;
}

const isNode = (v: unknown): v is JsonNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNull = (n: JsonNode) => n.type === 'null' && Object.keys(n).length === 1;
const plain = (n: JsonNode) => !n.$ref && !n.anyOf && !n.oneOf && !n.allOf && !Array.isArray(n.type);

/**
 * A union makes fast-json-stringify validate the value against each branch with ajv on every call.
 * The two unions every contract is full of need no such test: `X | null` becomes fast-json-stringify's
 * `nullable`, and a union of literals of one type (`1 | 2`) is that type, written as it comes.
 */
function simplifyUnion(node: JsonNode): JsonNode {
  const options = node.anyOf ?? node.oneOf;
  if (!options || Object.keys(node).length !== 1) return node;
  const nonNull = options.filter((o) => !isNull(o));
  if (nonNull.length === 1 && options.length === 2 && nonNull[0] && plain(nonNull[0])) {
    return { ...nonNull[0], nullable: true };
  }
  const type = options[0]?.type;
  const literals =
    typeof type === 'string' &&
    options.every((o) => o.type === type && o.const !== undefined && Object.keys(o).length === 2);
  if (literals) return { type, enum: options.map((o) => o.const) };
  return node;
}

/**
 * fast-json-stringify writes required properties before optional ones; zod writes them in the
 * schema's order. Outside a union `required` only adds that reordering (a missing field was a zod
 * refusal, which the tests still catch), so it goes. A union option keeps it, since ajv picks the
 * branch by it, and an option whose order would change cannot be compiled.
 */
function orderRequired(value: unknown, option = false): void {
  if (Array.isArray(value)) {
    for (const v of value) orderRequired(v);
    return;
  }
  if (!isNode(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const union = (k === 'anyOf' || k === 'oneOf') && Array.isArray(v);
    if (union) v.forEach((o) => orderRequired(o, true));
    else if (k !== 'required') orderRequired(v);
  }
  const required = value.required;
  if (!Array.isArray(required)) return;
  if (!option) {
    delete value.required;
    return;
  }
  const keys = Object.keys(isNode(value.properties) ? value.properties : {});
  const firstOptional = keys.findIndex((k) => !required.includes(k));
  if (firstOptional !== -1 && keys.slice(firstOptional).some((k) => required.includes(k))) {
    throw new Error('a union option has an optional property before a required one');
  }
}

/**
 * Rewritten bottom-up for fast-json-stringify. `additionalProperties: false` goes: the serializer
 * already writes only the declared properties (what zod's parse strips to), and ajv would refuse an
 * unstripped value inside a union branch. `$schema` goes: the validator compiles draft-07 itself.
 */
function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (!isNode(value)) return value;
  const out: JsonNode = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$schema' || (k === 'additionalProperties' && v === false)) continue;
    // `properties` and `definitions` hold names, not schemas: their values are rewritten one by one.
    out[k] = rewrite(v);
  }
  return simplifyUnion(out);
}

/**
 * The JSON Schema of what a response schema's parse outputs, ready for fast-json-stringify; throws
 * for what JSON Schema cannot say (dates, transforms, custom checks), and the route keeps zod.
 */
export function serializableJsonSchema(schema: z.ZodType): JsonNode {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  const out = rewrite(json) as JsonNode;
  orderRequired(out);
  return out;
}
