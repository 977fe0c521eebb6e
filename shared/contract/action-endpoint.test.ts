import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { actionEndpoint } from './action-endpoint';

describe('actionEndpoint', () => {
  it("answers the union of its actions' answers, each schema once in the order listed", () => {
    const Row = Type.Object({ id: Type.Integer() });
    const Page = Type.Object({ rows: Type.Array(Row), total: Type.Integer() });
    const entry = actionEndpoint('/things', { key: 'action', body: Type.Object({ action: Type.String() }), answers: { list: Page, add: Row, update: Row }, access: 'products' });
    expect(entry).toMatchObject({ method: 'POST', path: '/things', access: 'products', action: { key: 'action' } });
    expect((entry.data as { anyOf?: unknown[] }).anyOf).toEqual([Page, Row]);
    const single = actionEndpoint('/one', { key: 'kind', body: Type.Object({}), answers: { a: Row, b: Row }, access: 'session' });
    expect(single.data).toMatchObject({ type: 'object', properties: { id: { type: 'integer' } } });
  });
});
