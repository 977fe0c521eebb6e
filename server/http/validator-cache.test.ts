import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { reuseCompiledValidators } from './validator-cache';

describe('reuseCompiledValidators', () => {
  it('gives a second app the validator the first compiled for the same schema object, and compiles other schemas', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'] };
    const [first, second] = [new Ajv({ allErrors: false }), new Ajv({ allErrors: false })];
    reuseCompiledValidators(first);
    reuseCompiledValidators(second);
    const validate = first.compile(schema);
    expect(second.compile(schema)).toBe(validate);
    expect(validate({ n: 2 })).toBe(true);
    expect(validate({ n: 0 })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/n', keyword: 'minimum' });
    const same = { ...schema };
    expect(second.compile(same)).not.toBe(validate);
    expect(second.compile(same)({ n: 0 })).toBe(false);
  });
});
