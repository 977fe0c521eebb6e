import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { TRACING_ENDPOINTS } from '../../../shared/contract/api/tracing';
import { publicSearch } from './public-service';
import { publicMedia } from './media';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../http/app-error';
import { byteRange } from './byte-range';

const tags = ['tracing'];
/** Public queries one address may make per window; a consumer scanning labels makes a few. */
export const PUBLIC_QUERIES_PER_WINDOW = 30;
export const PUBLIC_WINDOW_MS = 60_000;

/**
 * The consumer's side of traceability, with no session (both listed in server/auth/public-routes.ts):
 * GET /tracing/search?batch= (tracing fields and water-quality summary, rate-limited per address)
 * and GET /tracing/media (a live batch's image or video). Needs app.database.
 */
export const publicTracingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // Per address (request.ip honours X-Forwarded-For only from the trusted proxy), in this process's
  // memory: a restart forgiving the counts is harmless for a public read. Registered in this scope
  // only, so no other route is limited by it.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError(429, 'tracing_rate_limited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  const { publicSearch: searchEntry, publicMedia: mediaEntry } = TRACING_ENDPOINTS;
  app.get(
    searchEntry.path,
    {
      config: { ...routeAccess(searchEntry), rateLimit: { max: PUBLIC_QUERIES_PER_WINDOW, timeWindow: PUBLIC_WINDOW_MS } },
      schema: routeSchema(searchEntry, { tags }),
    },
    async (request) => ok(request, await publicSearch(db, request.query.batch)),
  );

  app.get(
    mediaEntry.path,
    { config: routeAccess(mediaEntry), schema: routeSchema(mediaEntry, { tags }) },
    async (request, reply) => {
      const { id, batch, kind } = request.query;
      const media = await publicMedia(db, id, batch, kind);
      const etag = `"${media.etag}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag).header('x-content-type-options', 'nosniff').header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = Buffer.from(media.bytes);
      const range = byteRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`);
        return reply.type(media.mime).send(bytes.subarray(range.start, range.end + 1));
      }
      return reply.type(media.mime).send(bytes);
    },
  );
};
