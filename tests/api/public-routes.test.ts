import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { sessionPlugin } from '../../server/auth/session-plugin';
import { PUBLIC_ROUTES } from '../../server/auth/public-routes';

/** The session plugin with a stand-in database (no request reaches it here). */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (scope) => {
        scope.decorate('database', {} as never);
      },
      { name: 'database' },
    ),
  );
  await app.register(cookie, { secret: 'x'.repeat(32) });
  await app.register(sessionPlugin);
  await app.register(async (api) => register(api), { prefix: '/api' });
  return app;
}

/** Every allow-listed route, declared public, as the real modules do. */
function registerListed(api: ReturnType<typeof Fastify>) {
  for (const entry of PUBLIC_ROUTES) {
    const [method, url] = entry.split(' ');
    api.route({ method, url: url.slice('/api'.length), config: { public: true }, handler: async () => ({}) });
  }
}

describe('the public allow-list and config.public agree, or the server does not start', () => {
  it('starts when they agree', async () => {
    const app = await appWith(registerListed);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('refuses a route that declares itself public without being listed', async () => {
    const start = appWith((api) => {
      registerListed(api);
      api.get('/users/everyone', { config: { public: true } }, async () => ({}));
    });
    await expect(start.then((app) => app.ready())).rejects.toThrow(/GET \/api\/users\/everyone: config.public is true/);
  });

  it('refuses a listed route that does not declare itself public', async () => {
    const start = appWith((api) => api.post('/login', async () => ({})));
    await expect(start.then((app) => app.ready())).rejects.toThrow(/POST \/api\/login: config.public is false/);
  });

  it('refuses a list entry that no route answers', async () => {
    const app = await appWith((api) => {
      for (const entry of [...PUBLIC_ROUTES].slice(1)) {
        const [method, url] = entry.split(' ');
        api.route({ method, url: url.slice('/api'.length), config: { public: true }, handler: async () => ({}) });
      }
    });
    await expect(app.ready()).rejects.toThrow(/lists routes that do not exist: POST \/api\/login/);
  });
});
