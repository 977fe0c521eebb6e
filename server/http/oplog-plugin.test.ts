import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import { oplogPlugin } from './oplog-plugin';

/** The plugin only needs these by name to register; no request reaches them here. */
const stand = (name: string) => fp(async () => undefined, { name });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function withRoute(method: 'GET' | 'POST', config: Record<string, unknown>) {
  app = Fastify();
  await app.register(stand('database'));
  await app.register(stand('session'));
  await app.register(oplogPlugin);
  app.route({ method, url: '/api/camera/control', config, handler: async () => ({}) });
  await app.ready();
  return app;
}

describe('a change is never a GET', () => {
  it('refuses to register a GET route that declares what it changes', async () => {
    await expect(withRoute('GET', { oplog: { action: 'move', resource: 'camera' } })).rejects.toThrow(
      'GET /api/camera/control: a route that changes something (config.oplog) must be a POST, PUT, PATCH or DELETE, never a GET',
    );
  });

  it('takes the same declaration on a POST, and a GET that declares nothing', async () => {
    expect((await withRoute('POST', { oplog: { action: 'move', resource: 'camera' } })).oplogRoutes).toEqual([
      { method: 'POST', url: '/api/camera/control', declared: 'oplog' },
    ]);
    await app!.close();
    expect((await withRoute('GET', {})).oplogRoutes).toEqual([]);
  });
});
