import type { RequestScope } from '../../../auth/request-scope';
import { fetchEzvizToken } from '../streaming/ezviz';
import { IMOU_OPERATIONS } from '../streaming/imou';
import type { PtzDirection } from '../streaming/ptz';
import { cameraFor, liveAddress, refOf } from './service';
import { viaProvider } from './provider-errors';
import { AppError } from '../../../http/app-error';

const IMOU_MOVE_MS = 1000;
const OPERATION_DIRECTIONS = Object.fromEntries(
  Object.entries(IMOU_OPERATIONS).map(([direction, code]) => [code, direction]),
) as Record<string, PtzDirection | 'stop'>;

/**
 * GET /ysCamera/token/get: the EZVIZ access token when EZVIZ is configured (one app key for the
 * installation, so every tenant gets the same token); otherwise the sim provider's local token.
 */
export async function ysToken(scope: RequestScope) {
  const ezviz = scope.app.video.providers.ezviz;
  if (ezviz.available()) return { ...(await viaProvider(scope.log, () => ezviz.token())), provider: 'ezviz' as const };
  if (!scope.app.video.ffmpegOk) throw new AppError(503, 'video_not_configured');
  return { ...(await scope.app.video.providers.sim.token()), provider: 'sim' as const };
}

/** GET /ysCamera/accesstoken/get: a token for the caller's own EZVIZ app key pair. */
export async function ysAccessToken(scope: RequestScope, appKey: string, appSecret: string) {
  const base = scope.app.video.settings.ezviz?.baseUrl ?? 'https://open.ys7.com';
  return { ...(await viaProvider(scope.log, () => fetchEzvizToken(base, appKey, appSecret))), provider: 'ezviz' as const };
}

const channelOf = (channelId: string | number | undefined) => (channelId === undefined ? undefined : Number(channelId));

/** POST /imou/getKitToken: a device token for Imou's browser player, for a camera the caller sees. */
export async function imouKitToken(scope: RequestScope, body: { deviceId: string; channelId?: string | number; type?: number }) {
  const row = await cameraFor(scope, body.deviceId, channelOf(body.channelId));
  const imou = scope.app.video.providers.imou;
  return viaProvider(scope.log, () => imou.kitToken(row.deviceSerial, String(row.channelNo), body.type ?? 0));
}

/** POST /imou/address: the live address under Imou's parameter names; works for any provider. */
export async function imouAddress(scope: RequestScope, body: { deviceId: string; channelId?: string | number }) {
  return liveAddress(scope, { source: body.deviceId, channelNo: channelOf(body.channelId), protocol: 'hls' });
}

/**
 * POST /imou/controlMovePTZ: Imou operation codes (0 up, 1 down, 2 left, 3 right, 8 zoom in,
 * 9 zoom out, 10 stop). An Imou camera gets the code as it is; others get the same move.
 */
export async function imouMove(
  scope: RequestScope,
  body: { deviceId: string; channelId?: string | number; operation: string | number; duration?: number },
) {
  const row = await cameraFor(scope, body.deviceId, channelOf(body.channelId));
  const operation = String(body.operation);
  const direction = OPERATION_DIRECTIONS[operation];
  if (!direction) throw new AppError(400, 'field_invalid', { field: 'operation' });
  if (row.provider === 'imou') {
    await viaProvider(scope.log, () => scope.app.video.providers.imou.move(row.deviceSerial, String(row.channelNo), operation, body.duration));
    return { deviceSerial: row.deviceSerial, channelNo: row.channelNo, action: direction === 'stop' ? 'stop' : 'start', direction: direction === 'stop' ? null : direction, ptz: null };
  }
  const command = direction === 'stop' ? { action: 'stop' as const } : { action: 'start' as const, direction, speed: 1 };
  const provider = scope.app.video.provider(row.provider);
  const ptz = await viaProvider(scope.log, () => provider.ptz(refOf(row), command));
  // Imou moves for a duration rather than until a stop: do the same for the others.
  if (command.action === 'start') {
    setTimeout(() => void provider.ptz(refOf(row), { action: 'stop' }).catch(() => undefined), body.duration ?? IMOU_MOVE_MS).unref();
  }
  return { deviceSerial: row.deviceSerial, channelNo: row.channelNo, action: command.action, direction: direction === 'stop' ? null : direction, ptz };
}
