import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ok } from '../../http/envelope';
import { readSingleFile } from '../../http/upload';
import { AppError, badRequest } from '../../http/app-error';
import { verifyDeviceSecret } from '../../mqtt/device-secrets';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { INSECT_COUNT_PARAM, INSECT_ENDPOINTS } from '../../../shared/contract/api/insects';
import { MAX_PICTURE_BYTES, storeTrapPicture } from './pictures';
import './messages';

/** Pictures one device may send per window: a trap sends one every half hour, a retrying one a few more. */
export const TRAP_UPLOADS_PER_WINDOW = 6;
export const TRAP_UPLOAD_WINDOW_MS = 60_000;
/** The longest device id and secret read from the header, so a forged header costs nothing. */
const MAX_CREDENTIAL_CHARS = 256;

/** The device id and secret of `Authorization: Basic base64(device_id:secret)`, the MQTT login's pair. */
export function deviceCredentials(request: FastifyRequest): { deviceId: string; secret: string } | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > MAX_CREDENTIAL_CHARS * 2 || !/^Basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { deviceId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The device the request speaks for, checked exactly as the MQTT broker checks a login: a known,
 * enabled device of the ingest registry whose stored secret hash matches. 401 otherwise, with one
 * message whatever was wrong, so a caller cannot probe which device ids exist.
 */
function authenticatedTrap(app: FastifyInstance, request: FastifyRequest) {
  const credentials = deviceCredentials(request);
  // No credentials at all is a malformed request (400, as the route needs no session); wrong ones are 401.
  if (!credentials) throw badRequest('insects_device_credentials_required');
  const device = app.ingest.registry.get(credentials.deviceId);
  if (!device || !device.enabled || !verifyDeviceSecret(credentials.secret, device.secretHash)) throw new AppError(401, 'insects_device_unauthorized');
  if (!device.params.has(INSECT_COUNT_PARAM)) throw badRequest('insects_device_not_trap', { device: device.deviceId });
  return device;
}

/**
 * POST /device/trap-picture: a real insect trap uploads its board picture (multipart, field
 * `file`), authenticated as the device (HTTP Basic with its id and MQTT secret), not a user. The
 * picture is counted and stored as the simulated traps' are (storeTrapPicture). Public in the
 * session sense (listed in server/auth/public-routes.ts), rate-limited per device id.
 * Needs app.database and app.ingest.
 */
export const deviceUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counted per claimed device id, before the body is read, so a flood is refused cheaply.
  await app.register(rateLimit, {
    global: false,
    // By claimed device and address: keyed on the id alone, anyone sending wrong secrets under a
    // real trap's id would use up that trap's quota before the secret is checked.
    keyGenerator: (request) => `trap:${deviceCredentials(request)?.deviceId.slice(0, MAX_CREDENTIAL_CHARS) ?? ''}@${request.ip}`,
    errorResponseBuilder: (_request, context) => new AppError(429, 'insects_device_rate_limited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 } });
  const entry = INSECT_ENDPOINTS.trapUpload;
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    entry.path,
    {
      // A device, not a user, writes here; the stored picture row names the device and time.
      config: { ...routeAccess(entry), oplog: false, rateLimit: { max: TRAP_UPLOADS_PER_WINDOW, timeWindow: TRAP_UPLOAD_WINDOW_MS } },
      schema: routeSchema(entry, { tags: ['insects'] }),
    },
    async (request) => {
      const device = authenticatedTrap(app, request);
      const bytes = await readSingleFile(request, MAX_PICTURE_BYTES, { missing: 'insects_file_required', tooLarge: 'insects_file_too_large' });
      const stored = await storeTrapPicture(app, device.deviceId, bytes);
      return ok(request, { id: stored.id, count: stored.count });
    },
  );
};
