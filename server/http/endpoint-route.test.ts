import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { endpoint, FILE_ANSWER } from '../../shared/contract/endpoint';
import { ERROR_RESPONSES } from '../../shared/contract/envelope';
import { checkEndpoints, routeAccess, routeSchema } from './endpoint-route';

const ENTRY = endpoint({ method: 'POST', path: '/things', body: Type.Object({ name: Type.String() }), data: Type.Object({ id: Type.Integer() }), access: 'products' });

/** An app whose /api routes are checked against their entries, with `register` adding routes under /api. */
async function start(register: (app: ReturnType<typeof Fastify>) => void, undeclared: string[] = []) {
  const app = Fastify();
  checkEndpoints(app, { prefix: '/api', undeclared: new Set(undeclared) });
  await app.register(async (api) => register(api), { prefix: '/api' });
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('checkEndpoints', () => {
  it('starts when each route is made from its entry and agrees with it', async () => {
    await expect(start((api) => api.post(ENTRY.path, { schema: routeSchema(ENTRY, { tags: ['t'] }), config: routeAccess(ENTRY) }, async () => ({})))).resolves.toBeUndefined();
  });

  it('refuses a route whose path, method or access differs from its entry', async () => {
    await expect(start((api) => api.post('/other', { schema: routeSchema(ENTRY, { tags: [] }), config: routeAccess(ENTRY) }, async () => ({})))).rejects.toThrow(/path \/api\/other but the entry says \/api\/things/);
    await expect(start((api) => api.put(ENTRY.path, { schema: routeSchema(ENTRY, { tags: [] }), config: routeAccess(ENTRY) }, async () => ({})))).rejects.toThrow(/method PUT but the entry says POST/);
    await expect(start((api) => api.post(ENTRY.path, { schema: routeSchema(ENTRY, { tags: [] }), config: { access: ['9001'] } }, async () => ({})))).rejects.toThrow(/access 9001 but the entry says products/);
    await expect(start((api) => api.post(ENTRY.path, { schema: routeSchema(ENTRY, { tags: [] }) }, async () => ({})))).rejects.toThrow(/access none/);
  });

  it('takes the codes an entry names itself as its access', async () => {
    const own = endpoint({ method: 'POST', path: '/own', data: Type.Object({}), access: { codes: ['8020'] } });
    expect(routeAccess(own)).toEqual({ access: ['8020'] });
    await expect(start((api) => api.post(own.path, { schema: routeSchema(own, { tags: [] }), config: routeAccess(own) }, async () => ({})))).resolves.toBeUndefined();
    await expect(start((api) => api.post(own.path, { schema: routeSchema(own, { tags: [] }), config: { access: ['8010'] } }, async () => ({})))).rejects.toThrow(/access 8010 but the entry says 8020/);
  });

  it('refuses a route with no entry unless it is listed as still to move, and a stale or moved listing', async () => {
    const plain = (api: ReturnType<typeof Fastify>) => api.get('/plain', { schema: { querystring: Type.Object({}) } }, async () => ({}));
    await expect(start(plain)).rejects.toThrow(/GET \/api\/plain: its schema is not made by routeSchema/);
    await expect(start(plain, ['GET /api/plain'])).resolves.toBeUndefined();
    await expect(start(plain, ['GET /api/plain', 'GET /api/gone'])).rejects.toThrow(/lists routes that do not exist: GET \/api\/gone/);
    await expect(start((api) => api.post(ENTRY.path, { schema: routeSchema(ENTRY, { tags: [] }), config: routeAccess(ENTRY) }, async () => ({})), ['POST /api/things'])).rejects.toThrow(/has a contract entry/);
  });

  it('leaves routes outside the prefix and hidden documentation routes alone', async () => {
    const app = Fastify();
    checkEndpoints(app, { prefix: '/api', undeclared: new Set() });
    app.get('/elsewhere', async () => 'ok');
    app.get('/api/docs', { schema: { hide: true } }, async () => 'docs');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('routeSchema', () => {
  it("takes an upload's body as multipart and documents the statuses a route adds to the standard ones", () => {
    const upload = endpoint({ method: 'POST', path: '/things/file', data: Type.Object({ url: Type.String() }), access: 'products', upload: true });
    const schema = routeSchema(upload, { tags: ['t'], errors: [503] });
    expect(schema).toMatchObject({ tags: ['t'], consumes: ['multipart/form-data'] });
    expect(Object.keys(schema.response)).toEqual(expect.arrayContaining(['200', '400', '503']));
    expect(schema).not.toHaveProperty('errors');
    expect(routeSchema(ENTRY, { tags: [] })).not.toHaveProperty('consumes');
  });

  it("gives a route's answers outside the envelope in place of the standard ones, and a file answer no envelope", () => {
    const fail = Type.Object({ code: Type.String(), message: Type.String() });
    const schema = routeSchema(ENTRY, { tags: [], errors: [503], answers: { 204: Type.Null(), 400: fail } });
    expect(schema).not.toHaveProperty('answers');
    expect(schema.response[400]).toBe(fail);
    expect(schema.response[204]).toEqual(Type.Null());
    expect(schema.response[401]).toBe(ERROR_RESPONSES[401]);
    expect(Object.keys(schema.response)).toContain('503');
    const file = endpoint({ method: 'GET', path: '/things/sheet', data: FILE_ANSWER, produces: ['text/csv'], access: 'products' });
    expect(routeSchema(file, { tags: [] })).toMatchObject({ produces: ['text/csv'] });
    expect(routeSchema(file, { tags: [] })).not.toHaveProperty('response');
  });
});
