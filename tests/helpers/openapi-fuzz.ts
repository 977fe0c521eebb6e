import { workbookParts, zipBytes } from './zip-bytes';

/**
 * Request generation for the schema-driven fuzz (tests/api/fuzz-openapi.test.ts): from one
 * OpenAPI operation, a valid-looking baseline request and, for each parameter and body field,
 * the same request with that one value replaced by something hostile. Everything is derived
 * from the document and a seed, so a failure reproduces exactly.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  then?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
}

export interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** A file sent as multipart/form-data in the field `file`, as the console's upload controls do. */
export interface FuzzFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** One request: `body` is sent as JSON unless `rawBody` or `file` is given; undefined sends no body. */
export interface FuzzRequest {
  variant: string;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  rawBody?: string;
  file?: FuzzFile;
}

/** Markers replaced in the serialised body, because JSON.stringify cannot write 2^53 + 1 or 1e400. */
export const BIG_INT_MARK = '__fuzz_2^53+1__';
const BIG_INT_TEXT = '9007199254740993';
export const OVERFLOW_MARK = '__fuzz_1e400__';
const OVERFLOW_TEXT = '1e400';

const HUGE = 'x'.repeat(100_000);
/** URLs over the server's header limit are refused before routing; keep path and query under it. */
const HUGE_IN_URL = 'x'.repeat(6_000);
const DEEP = (() => {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let i = 0; i < 200; i++) value = { a: value };
  return value;
})();

/** Values that are hostile to any field, whatever its declared type. */
const ANY_BAD: [string, unknown][] = [
  ['null', null],
  ['object', { a: 1 }],
  ['array', [1, 'a']],
];
const NUMBER_BAD: [string, unknown][] = [
  ['string', 'abc'],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['int4 overflow', 2147483648],
  ['2^53+1', BIG_INT_MARK],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['unknown id', 424242],
  // Text Ajv coerces to a number that is not finite (JSON.parse makes 1e400 one too).
  ['Infinity string', 'Infinity'],
  ['-Infinity string', '-Infinity'],
  ['NaN string', 'NaN'],
  ['1e400', OVERFLOW_MARK],
];
/** Times past what Date and PostgreSQL hold (8.64e15 ms is Date's last day). */
const TIME_BAD: [string, unknown][] = [
  ['2^53 time', 2 ** 53],
  ['-2^53 time', -(2 ** 53)],
  ['8.64e15+1 time', 8.64e15 + 1],
];
const TIME_FIELD = /time|date|^ts$|_at$/i;
const STRING_BAD: [string, unknown][] = [
  ['empty', ''],
  ['NUL inside', 'a\u0000b'],
  ['huge', HUGE],
  ['sql injection', "' or 1=1 --"],
  ['html injection', '<script>alert(1)</script>'],
  ['unicode', '鱼虾\u202e😀\uFEFF'],
  ['NaN string', 'NaN'],
  ['bad date', '9999-99-99T99:99:99Z'],
  ['number', 123],
];
/** Strings that carry times or numbers also get the numeric extremes, written as text. */
const NUMERIC_TEXT_BAD: [string, unknown][] = [
  ['1e308 string', '1e308'],
  ['int4 overflow string', '2147483648'],
  ['negative string', '-1'],
  ['Infinity string', 'Infinity'],
  ['1e400 string', '1e400'],
  ['2^53 time string', String(2 ** 53)],
  ['-2^53 time string', String(-(2 ** 53))],
  ['year 275760 string', '+275760-09-13T00:00:00.001Z'],
];
const NUMERIC_TEXT_FIELD = /time|date|ts$|id$|ids$|count|size|page/i;
const BOOLEAN_BAD: [string, unknown][] = [
  ['string', 'maybe'],
  ['number', 2],
  ['NUL inside', 'a\u0000b'],
];
const ARRAY_BAD: [string, unknown][] = [
  ['string', 'abc'],
  ['empty array', []],
  ['array of nulls', [null, null]],
];

/**
 * Files that cost more than they hold, sent as an upload: an .xlsx whose sheet unpacks to 16 MB of
 * one letter from 16 KB (twice the import guard's bound), the same with a directory that declares
 * 1 KB, and one named as a picture. Built once.
 */
const BOMBS: [string, FuzzFile][] = (() => {
  const parts = workbookParts(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(16 * 1024 * 1024)}</t></is></c></row>`);
  const honest = zipBytes(parts);
  const forged = zipBytes(parts.map((part) => (part.name.endsWith('sheet1.xml') ? { ...part, declaredSize: 1024 } : part)));
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return [
    ['zip bomb', { name: 'bomb.xlsx', type: xlsx, bytes: honest }],
    ['zip bomb, forged sizes', { name: 'bomb.xlsx', type: xlsx, bytes: forged }],
    ['zip bomb as a picture', { name: 'bomb.jpg', type: 'image/jpeg', bytes: honest }],
  ];
})();

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum) return typeof schema.enum[0];
  if (schema.const !== undefined) return typeof schema.const;
  return undefined;
}

/** The concrete object shapes a body may take: each anyOf branch, each if/then case. */
export function shapes(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const objects = union.filter((s) => typeOf(s) === 'object' || s.anyOf || s.allOf);
    return objects.length > 0 ? objects.flatMap(shapes) : [schema];
  }
  const cases = (schema.allOf ?? []).map((part) => part.then).filter((t): t is JsonSchema => !!t);
  if (cases.length > 0) {
    return cases.map((then) => ({
      ...schema,
      allOf: undefined,
      properties: { ...schema.properties, ...then.properties },
      required: [...new Set([...(schema.required ?? []), ...(then.required ?? [])])],
    }));
  }
  return [schema];
}

const DEVICE_FIELD = /^(device_?id|deviceId|device_ids|ids)$/i;
const STRING_CANDIDATES = ['fuzz', '', '13800000000', 'fuzz@example.com', '2025-01-01', '2025-01-01 08:00:00', '08:00', 'AW00001', '1', 'fuzz-1'];

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return '2025-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2025-01-01';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (s: string) => s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  // A demo device, so that calls reach past "not found" into the code that stores and queries.
  if (DEVICE_FIELD.test(name) && fits('AW00001')) return 'AW00001';
  if (/time|date/i.test(name) && fits('2025-01-01 08:00:00')) return '2025-01-01 08:00:00';
  const found = STRING_CANDIDATES.find(fits);
  if (found !== undefined) return found;
  return 'f'.repeat(Math.max(min, 1)).slice(0, Math.max(1, Math.min(max, Math.max(min, 4))));
}

/** A valid-looking value: an enum's first value, formats honoured, ids that exist in the demo data. */
export function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union.find((s) => s.type !== 'null') ?? union[0], name);
  if (schema.allOf) {
    const [shape] = shapes(schema);
    if (shape !== schema) return sample(shape, name);
  }
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      // 2 rather than 1: id 1 is the platform admin, whom the fuzz must not delete or lock out.
      const preferred = /time|date|^ts$/i.test(name) ? Date.UTC(2025, 0, 1) : 2;
      return Math.min(Math.max(preferred, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    case 'array': {
      const item = schema.items ? sample(schema.items, name) : 'fuzz';
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, key);
      if (!schema.properties && typeof schema.additionalProperties === 'object') out.ph = sample(schema.additionalProperties, 'ph');
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Every field worth a bad value, as a dotted path ("newData.device_id", "triggers.0.value"). */
function leaves(schema: JsonSchema, path: string[], depth: number): { path: string[]; schema: JsonSchema }[] {
  const out = path.length > 0 ? [{ path, schema }] : [];
  if (depth >= 3) return out;
  const shape = shapes(schema)[0];
  if (typeOf(shape) === 'object') {
    for (const [key, prop] of Object.entries(shape.properties ?? {})) out.push(...leaves(prop, [...path, key], depth + 1));
  } else if (typeOf(shape) === 'array' && shape.items && typeOf(shapes(shape.items)[0]) === 'object') {
    out.push(...leaves(shape.items, [...path, '0'], depth + 1));
  }
  return out;
}

function badValuesFor(schema: JsonSchema, name: string): [string, unknown][] {
  const shape = shapes(schema)[0];
  if (shape.enum || shape.const !== undefined || (schema.anyOf ?? []).every((s) => s.enum || s.const !== undefined) && schema.anyOf) {
    return [['not in enum', 'zzz'], ['NUL inside', 'a\u0000b'], ['number', 0], ...ANY_BAD];
  }
  switch (typeOf(shape)) {
    case 'integer':
    case 'number':
      return [...NUMBER_BAD, ...(TIME_FIELD.test(name) ? TIME_BAD : []), ...ANY_BAD];
    case 'string':
      return [...STRING_BAD, ...(NUMERIC_TEXT_FIELD.test(name) ? NUMERIC_TEXT_BAD : []), ...ANY_BAD];
    case 'boolean':
      return [...BOOLEAN_BAD, ...ANY_BAD];
    case 'array':
      return [...ARRAY_BAD, ...ANY_BAD];
    default: {
      // A union of scalars (a time as epoch ms or as text, a number or null) gets
      // every branch's values: "Infinity" and 2^53 must reach the branch that would coerce them.
      const branches = (schema.anyOf ?? []).filter((branch) => branch.type !== 'null' && typeOf(branch) !== 'object');
      if (branches.length > 0) {
        const byLabel = new Map(branches.flatMap((branch) => badValuesFor(branch, name)).map(([label, value]) => [label, value] as const));
        return [...byLabel];
      }
      return [['string', 'abc'], ['NUL string', 'a\u0000b'], ...ANY_BAD];
    }
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

/** The baseline and every single-field variant of one operation. */
export function requestsFor(op: Operation): FuzzRequest[] {
  const pathParams: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.params) (p.in === 'path' ? pathParams : query)[p.name] = sample(p.schema, p.name);
  const bodyShapes = op.body ? shapes(op.body) : [];
  const out: FuzzRequest[] = [];
  const base = (body: unknown): FuzzRequest => ({ variant: 'baseline', pathParams, query, body });

  const fuzzed = new Set<string>();
  if (bodyShapes.length === 0) out.push(base(undefined));
  for (const [index, shape] of bodyShapes.entries()) {
    const body = sample(shape) as Record<string, unknown>;
    const tag = bodyShapes.length > 1 ? ` [shape ${index + 1}]` : '';
    out.push({ ...base(body), variant: `baseline${tag}` });
    for (const leaf of leaves(shape, [], 0)) {
      // Shapes of one union share most fields; a field already fuzzed with this schema is skipped.
      const key = `${leaf.path.join('.')} ${JSON.stringify(leaf.schema)}`;
      if (fuzzed.has(key)) continue;
      fuzzed.add(key);
      for (const [label, value] of badValuesFor(leaf.schema, leaf.path[leaf.path.length - 1])) {
        out.push({ ...base(setPath(body, leaf.path, value)), variant: `body.${leaf.path.join('.')} = ${label}${tag}` });
      }
    }
  }
  const firstBody = out[0].body;
  for (const p of op.params) {
    const holder = p.in === 'path' ? pathParams : query;
    for (const [label, value] of badValuesFor(p.schema, p.name)) {
      const inUrl = value === HUGE ? HUGE_IN_URL : value;
      const changed = { ...holder, [p.name]: inUrl };
      out.push({
        variant: `${p.in}.${p.name} = ${label}`,
        pathParams: p.in === 'path' ? changed : pathParams,
        query: p.in === 'query' ? changed : query,
        body: firstBody,
      });
    }
  }
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    out.push(
      { variant: 'no body', pathParams, query },
      { variant: 'empty object body', pathParams, query, body: {} },
      { variant: 'array body', pathParams, query, body: [firstBody] },
      { variant: 'string body', pathParams, query, body: 'a\u0000b' },
      { variant: 'deep body', pathParams, query, body: DEEP },
      { variant: 'prototype pollution', pathParams, query, rawBody: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}' },
      { variant: 'malformed JSON', pathParams, query, rawBody: '{"a":' },
    );
  }
  if (op.params.some((p) => p.in === 'query')) out.push({ variant: 'no query', pathParams, query: {}, body: firstBody });
  // The document does not say which calls take a file (their bodies are not schemas), so every
  // call with a body gets the bombs: the upload routes must refuse them, the rest the media type.
  if (op.method !== 'GET' && op.method !== 'HEAD') out.push(...BOMBS.map(([variant, file]) => ({ variant, pathParams, query, file })));
  return out;
}

/** A value as a path or query parameter: the markers as the numbers they stand for. */
export function paramText(value: unknown): string {
  if (value === BIG_INT_MARK) return BIG_INT_TEXT;
  if (value === OVERFLOW_MARK) return OVERFLOW_TEXT;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The JSON text of a body, with the 2^53 + 1 and 1e400 markers written as bare numbers. */
export function serialise(request: FuzzRequest): string | undefined {
  if (request.rawBody !== undefined) return request.rawBody;
  if (request.body === undefined) return undefined;
  return JSON.stringify(request.body).replaceAll(`"${BIG_INT_MARK}"`, BIG_INT_TEXT).replaceAll(`"${OVERFLOW_MARK}"`, OVERFLOW_TEXT);
}

/** Operations listed in an OpenAPI document (HEAD is the GET's twin and left out). */
export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (method === 'head' || method === 'parameters') continue;
      const params = ((spec.parameters as Operation['params'] | undefined) ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const content = (spec.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const body = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
      ops.push({ method: method.toUpperCase(), path, params, body });
    }
  }
  return ops;
}
