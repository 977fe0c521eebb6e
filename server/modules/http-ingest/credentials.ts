import type { FastifyRequest } from 'fastify';

/** The longest device id and secret read from a request, so a forged header costs nothing. */
export const MAX_CREDENTIAL_CHARS = 256;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The device id and secret a request claims, the MQTT login's pair: `Authorization: Basic
 * base64(device_id:secret)` or the headers X-Device-Id and X-Device-Secret (for DTUs whose HTTP
 * client sets headers but cannot encode Basic). Null when neither is there in full.
 */
export function claimedDevice(request: FastifyRequest): { deviceId: string; secret: string } | null {
  const id = single(request.headers['x-device-id']);
  const secret = single(request.headers['x-device-secret']);
  if (id !== undefined || secret !== undefined) {
    if (!id || !secret || id.length > MAX_CREDENTIAL_CHARS || secret.length > MAX_CREDENTIAL_CHARS) return null;
    return { deviceId: id, secret };
  }
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > MAX_CREDENTIAL_CHARS * 2 || !/^Basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { deviceId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
