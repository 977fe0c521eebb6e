import type { default as Ajv, AnySchema, ValidateFunction } from 'ajv';

/**
 * Request validators compiled once per schema object for every app the process builds. Compiling
 * the routes' schemas was the largest part of a warm app's start (~0.75 s of CPU in ~3 s), and the
 * API tests build dozens of apps in one worker process from the same schema objects (isolate:
 * false, docs/testing.md). A validator depends only on its schema and the Ajv options, which
 * buildApp fixes for every app; a schema made anew for each app simply misses and is forgotten
 * with it (a WeakMap). A single-app process compiles exactly what it compiled before.
 */
const compiled = new WeakMap<object, ValidateFunction>();

/** Fastify's `ajv.onCreate`: the app's Ajv instance answers a schema compiled before with that validator. */
export function reuseCompiledValidators(ajv: Ajv): void {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: AnySchema, meta?: boolean) => {
    if (meta !== undefined || typeof schema !== 'object' || schema === null) return compile(schema, meta);
    let validate = compiled.get(schema);
    if (!validate) {
      validate = compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  }) as Ajv['compile'];
}
