import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/app-error';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { verifyDeviceSecret } from '../../mqtt/device-secrets';
import { MAX_PAYLOAD_BYTES } from '../../ingest/ingest-limits';
import { HTTP_INGEST_ENDPOINTS } from '../../../shared/contract/api/http-ingest';
import { claimedDevice, MAX_CREDENTIAL_CHARS } from './credentials';
import './messages';

/** Posts one device may make per window: one a second, and room for a buffer sent after an outage. */
export const HTTP_POSTS_PER_WINDOW = 300;
export const HTTP_POST_WINDOW_MS = 60_000;
/**
 * Bodies up to this are read and, above ingest's own bound, refused and recorded as too large for
 * the device's owner (as the broker records an oversized packet); beyond it Fastify answers 413 unread.
 */
const READ_LIMIT_BYTES = 4 * MAX_PAYLOAD_BYTES;

/** The device a request speaks for, checked as the MQTT broker checks a login (mqtt-plugin's authenticate). */
function authenticated(app: FastifyInstance, request: FastifyRequest): string {
  const claimed = claimedDevice(request);
  if (!claimed) throw badRequest('http_ingest_credentials_required');
  const device = app.ingest.registry.get(claimed.deviceId);
  // One answer whatever was wrong, so a caller cannot probe which device ids exist.
  if (!device || !device.enabled || !verifyDeviceSecret(claimed.secret, device.secretHash)) throw new AppError(401, 'http_ingest_unauthorized');
  return device.deviceId;
}

/**
 * POST /ingest/http: one telemetry message from a device that can only post, through the MQTT
 * path's own door (app.ingest.submit): the same size bound, JSON, parameter, value and time checks,
 * the same rejection log for the device's owner, and the same group commit. The 200 is sent only
 * once the batch holding the message is committed (MQTT's PUBACK); a refused message is a 4xx with
 * the reason the rejection log shows, so the device does not send it again; a database that cannot
 * take the batch is a 503, so the device does. Rate-limited per claimed device and address.
 */
export const httpIngestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateLimit, {
    global: false,
    // By claimed device and address, so wrong secrets sent under a real id do not use up its quota.
    keyGenerator: (request) => `ingest:${claimedDevice(request)?.deviceId.slice(0, MAX_CREDENTIAL_CHARS) ?? ''}@${request.ip}`,
    errorResponseBuilder: (_request, context) => new AppError(429, 'http_ingest_rate_limited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  // The bytes as sent, whatever the content type: ingest parses them as it parses an MQTT payload.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  const entry = HTTP_INGEST_ENDPOINTS.post;
  app.post(
    entry.path,
    {
      // A device, not a user, writes here; refusals go to the rejection log, not the operation log.
      config: { ...routeAccess(entry), oplog: false, rateLimit: { max: HTTP_POSTS_PER_WINDOW, timeWindow: HTTP_POST_WINDOW_MS } },
      schema: routeSchema(entry, { tags: ['ingest'], errors: [413, 429, 503] }),
    },
    async (request) => {
      const deviceId = authenticated(app, request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let result;
      try {
        result = await app.ingest.submit(deviceId, body);
      } catch (error) {
        request.log.error({ err: error, deviceId }, 'http telemetry not stored');
        throw new AppError(503, 'http_ingest_unavailable');
      }
      if (!result.accepted) throw new AppError(result.reason === 'payload_too_large' ? 413 : 400, `ingest_reason_${result.reason}`);
      return ok(request, { accepted: true as const });
    },
  );
};
