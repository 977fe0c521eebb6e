import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { databasePlugin } from './db/database-plugin';
import { leasePlugin } from './db/lease-plugin';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { sessionPlugin } from './auth/session-plugin';
import { crossSiteGuardPlugin } from './auth/cross-site-guard';
import { securityHeadersPlugin, SWAGGER_UI_CSP } from './auth/security-headers';
import { oplogPlugin } from './http/oplog-plugin';
import { checkEndpoints } from './http/endpoint-route';
import { UNDECLARED_ROUTES } from './http/undeclared-routes';
import { inputGuardPlugin } from './http/input-guard';
import { idempotencyPlugin } from './http/idempotency';
import { installErrorHandling } from './http/error-handler';
import { revalidateUnhashedFiles } from './http/spa-cache-headers';
import { reuseCompiledValidators } from './http/validator-cache';
import { boundDateFormats } from './http/bounded-formats';
import { API_MODULES } from './modules';
import { busPlugin } from './telemetry/bus';
import { liveDataPlugin } from './ingest/live-data-plugin';
import { dataFlowPlugin } from './modules/devices';
import { escalationPlugin } from './modules/escalation';
import './http/fastify-types';
import './db/core-tables';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  config: AppConfig;
  /** Load the demo data into an empty database (default true). */
  seed?: boolean;
  /** Use this database instead of opening one from the config (tests, seed CLI). */
  database?: Database;
  /** Where log lines go instead of stdout (tests that count them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server without listening, so tests can run it on a random port or inject into
 * it. The caller listens (server/main.ts) and closes it.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Instances starting together on one PostgreSQL take turns: the first migrates and seeds, the next find it done.
  await database.exclusive(async () => {
    await migrate(database);
    if (options.seed ?? true) await seedIfEmpty(database.db);
  });

  const app = Fastify({
    logger: options.logStream ? { level: config.logLevel, stream: options.logStream } : { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Fastify's 10 s per plugin is shorter than opening the database, migrating it and starting the
    // broker take on a busy 2-core machine (test servers failed "plugin did not start in time" at a
    // load average of 30); a plugin that truly hangs still fails the start, after two minutes.
    pluginTimeout: 120_000,
    ajv: {
      customOptions: { verbose: true, allErrors: false, keywords: ['x-message'] },
      onCreate: (ajv) => {
        boundDateFormats(ajv);
        reuseCompiledValidators(ajv);
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Modules read settings (DATA_DIR and the like) from here, never from process.env.
  app.decorate('config', config);
  await app.register(databasePlugin, { database });
  await app.register(leasePlugin);
  await app.register(busPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityHeadersPlugin);
  // Before the session plugin: a forged change is refused before its session is read.
  await app.register(crossSiteGuardPlugin);
  // Before any route, so that its onRoute check and route catalogue see them all (swagger-ui's too).
  await app.register(sessionPlugin);
  // Every route under /api is made from its contract entry and agrees with it, or the start is refused.
  checkEndpoints(app, { prefix: '/api', undeclared: UNDECLARED_ROUTES });
  await app.register(swagger, {
    openapi: {
      info: { title: 'smartmon API', version: '0.1.0', description: 'Smart monitoring management platform API' },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...SWAGGER_UI_CSP });
  // Before the operation log, whose name lookups read the body the guard checks.
  await app.register(inputGuardPlugin);
  // Before the operation log, so that a replayed answer is known as one when the log is written.
  await app.register(idempotencyPlugin);
  await app.register(oplogPlugin);

  // SPA_DIR lets a test run serve its own build while another build of the same tree is under way.
  const dist = process.env.SPA_DIR ? path.resolve(process.env.SPA_DIR) : path.join(ROOT, 'dist');
  const spa = config.serveSpa && existsSync(path.join(dist, 'index.html'));
  if (spa) await app.register(fastifyStatic, { root: dist, wildcard: false, maxAge: '1h', setHeaders: revalidateUnhashedFiles });
  installErrorHandling(app, { spa });
  // The SIM card platform adapter the devices' data-flow routes and the recharge centre share.
  await app.register(dataFlowPlugin);
  await app.register(liveDataPlugin, { config });
  // The escalation ladder (app.escalation): its timer and the incident events that start and stop it.
  await app.register(escalationPlugin);

  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: '/api' },
  );

  return app;
}
