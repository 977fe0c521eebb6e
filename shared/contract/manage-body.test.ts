import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { Type } from 'typebox';
import { ManageBody } from './manage-body';

const ajv = new Ajv({ allErrors: false, coerceTypes: 'array', useDefaults: true, strict: false });
const check = ajv.compile(ManageBody({ keyword: Type.Optional(Type.String({ maxLength: 10 })) }, { name: Type.String({ minLength: 1, maxLength: 20 }) }));

function firstError(body: unknown) {
  return check(body) ? null : check.errors?.[0];
}

describe('ManageBody', () => {
  it('accepts each type with its own fields, and fills the page defaults of a search', () => {
    const search: Record<string, unknown> = { type: 'search', keyword: 'x' };
    expect(firstError(search)).toBeNull();
    expect(search).toMatchObject({ page: 1, pageSize: 20 });
    expect(firstError({ type: 'add', name: 'Shrimp' })).toBeNull();
    expect(firstError({ type: 'update', id: 3, name: 'Shrimp' })).toBeNull();
    expect(firstError({ type: 'delete', ids: [1, 2] })).toBeNull();
    expect(firstError({ type: 'restore', ids: [2] })).toBeNull();
  });

  it('names the missing or wrong field of the chosen type', () => {
    expect(firstError({ type: 'add' })?.params).toMatchObject({ missingProperty: 'name' });
    expect(firstError({ type: 'update', name: 'x' })?.params).toMatchObject({ missingProperty: 'id' });
    expect(firstError({ type: 'delete', ids: [] })?.instancePath).toBe('/ids');
    expect(firstError({ type: 'delete', ids: [4, 4] })?.instancePath).toBe('/ids');
    expect(firstError({ type: 'search', pageSize: 100_000 })?.instancePath).toBe('/pageSize');
    expect(firstError({ type: 'drop' })?.instancePath).toBe('/type');
    expect(firstError({ name: 'x' })?.params).toMatchObject({ missingProperty: 'type' });
  });
});
