import { describe, expect, it } from 'vitest';
import { Type } from './typebox-types-only';

describe("the console build's typebox stand-in", () => {
  it('evaluates what the contract does with schemas at load time without throwing', () => {
    const Row = Type.Object({ id: Type.Integer() });
    const Both = Type.Object({ ...Row.properties, name: Type.String() });
    expect(Object.keys({ ...Row.properties })).toEqual([]);
    expect(Type.Array(Type.Union([Type.Literal('a'), Both]))).toBeTypeOf('function');
  });

  it('answers a new node for every schema, so an entry compared with FILE_ANSWER is told apart', () => {
    expect(Type.Unsafe({})).not.toBe(Type.Unsafe({}));
    const schema = Type.Object({});
    expect(schema.properties).toBe(schema.properties);
  });

  it('is neither a promise nor a primitive to the code that holds it', async () => {
    const schema = Type.String();
    expect(await Promise.resolve(schema)).toBe(schema);
    expect(() => `${String(Type.Number)}`).not.toThrow();
  });
});
