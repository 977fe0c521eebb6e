import { Type, type Static, type TLiteral, type TSchema, type TUnion } from 'typebox';

/**
 * Bounded building blocks for request schemas. A value outside them is the caller's mistake and
 * is answered 400 by validation, naming the field, instead of reaching PostgreSQL (which refuses
 * an int4 over 2^31 - 1) or JavaScript's Date (which throws past year 275760).
 */
export const INT4_MAX = 2_147_483_647;
/** Largest integer a JSON number carries exactly; bigserial ids stay below it. */
export const SAFE_INT_MAX = Number.MAX_SAFE_INTEGER;
/** Times are accepted between 1970 and 2100: older or later is a typo, not a reading. */
export const EPOCH_MS_MAX = Date.UTC(2100, 0, 1);
/** A page number beyond this cannot hold rows at any page size, and keeps OFFSET inside bigint. */
export const PAGE_MAX = 1_000_000;
/** Readings, thresholds and calibrations: far beyond any sensor, far inside a double. */
export const MEASURE_MAX = 1e12;

type Options = Record<string, unknown>;

/** A row id of a `serial` (int4) column. */
export const Id = (options: Options = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
/** A row id of a `bigserial` column (alarms, logs, images). */
export const BigId = (options: Options = {}) => Type.Integer({ minimum: 1, maximum: SAFE_INT_MAX, ...options });
/** Milliseconds since 1970, no later than 2100. */
export const EpochMs = (options: Options = {}) => Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX, ...options });
/** A page number (1-based). */
export const Page = (options: Options = {}) => Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, ...options });
/** A measured or configured value stored in a double precision column. */
export const Measure = (options: Options = {}) => Type.Number({ minimum: -MEASURE_MAX, maximum: MEASURE_MAX, ...options });

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `T | null`, for fields a form may clear. A scalar becomes `type: [T, 'null']`, not a union: with
 * Fastify's coerceTypes, Ajv coerces inside the first branch of an anyOf that can take the value,
 * so Number-first turns null into 0 (a blank range was saved as 0 ~ 0) and Null-first turns 0 into
 * null. With a type list Ajv coerces only a value that matches none of the types.
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && SCALAR_TYPES.has(type)) return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  return Type.Union([schema, Type.Null()]);
};

/**
 * One of a constant list of strings, as a union of literals (the JSON Schema a hand-written union
 * gives), typed so that Static narrows to the list's members.
 */
export const OneOf = <T extends string>(values: readonly T[], options: Options = {}) =>
  Type.Union(values.map((value) => Type.Literal(value)), options) as unknown as TUnion<[TLiteral<T>]>;
