import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { boundDateFormats } from './bounded-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

/** The same options Fastify's own compiler uses (server/app.ts), so both validate alike. */
const ajv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  verbose: true,
  keywords: ['x-message'],
});
addFormats(ajv);
boundDateFormats(ajv);

/**
 * A body validator for a union of objects told apart by one property (`action`). Plain anyOf
 * reports the first branch's first error, which is about the wrong branch ("real_name is
 * required" for a password change). This picks the branch by the tag and reports its errors, so
 * the message is the one the caller's form needs. Other parts of the route validate as usual.
 */
export function discriminatedBody(tag: string): FastifySchemaCompiler<FastifySchema> {
  return ({ schema, httpPart }) => {
    const json = schema as { anyOf?: Array<{ properties?: Record<string, { const?: unknown }> }> };
    if (httpPart !== 'body' || !json.anyOf) return ajv.compile(schema as object);
    const branches = new Map<unknown, ValidateFunction>();
    for (const branch of json.anyOf) branches.set(branch.properties?.[tag]?.const, ajv.compile(branch));
    const allowed = [...branches.keys()];
    return (data: unknown) => {
      const value = (data as Record<string, unknown> | null)?.[tag];
      const validate = branches.get(value);
      if (!validate) {
        const issue: ErrorObject = {
          keyword: 'enum',
          instancePath: `/${tag}`,
          schemaPath: `#/properties/${tag}`,
          params: { allowedValues: allowed },
          parentSchema: {},
        };
        return { error: [issue] as unknown as Error };
      }
      return validate(data) ? { value: data } : { error: validate.errors as unknown as Error };
    };
  };
}
