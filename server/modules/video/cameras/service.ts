import type { RequestScope } from '../../../auth/request-scope';
import { AppError, badRequest, conflict, notFound } from '../../../http/app-error';
import { streamKey, type CameraRef, type LiveProtocol } from '../streaming/provider';
import type { PtzDirection } from '../streaming/ptz';
import { ensureActivityParam } from '../ai-detect/repository';
import * as repo from './repository';
import type { CameraView, ControlBody, LiveAddressView, UpdateCameraBody } from '../../../../shared/contract/api/cameras';
import { viaProvider } from './provider-errors';
import { rtspColumns } from './rtsp-fields';
import './messages';

const CODE_DIRECTIONS: Record<string, PtzDirection> = { '0': 'up', '1': 'down', '2': 'left', '3': 'right', '8': 'zoomin', '9': 'zoomout' };

/** The cameras the caller may see, as a where-clause over the cameras table. */
export const cameraRows = (scope: RequestScope) => scope.whereRowVisible({ tenant: 'cameras.tenant_id', device: 'cameras.device_id' });

export const refOf = (row: repo.CameraRow): CameraRef => ({
  deviceSerial: row.deviceSerial,
  channelNo: row.channelNo,
  provider: row.provider,
  motion: row.motion,
  ...(row.provider === 'rtsp'
    ? { rtsp: { url: row.rtsp_url, user: row.rtsp_user, sealedPassword: row.rtsp_password, transport: row.rtsp_transport, onvifUrl: row.onvif_url } }
    : {}),
});

/** Cameras whose HLS this server makes (the others play from their platform). */
export const LOCAL_STREAM_PROVIDERS = new Set(['sim', 'rtsp']);

/** A camera as the console sees it: the rtsp login's user, never its password (only whether there is one). */
function view(scope: RequestScope, row: repo.CameraRow): CameraView {
  const key = streamKey(row);
  const { rtsp_url, rtsp_user, rtsp_password, rtsp_transport, onvif_url, ...rest } = row;
  return {
    ...rest,
    streamKey: key,
    live: LOCAL_STREAM_PROVIDERS.has(row.provider) && scope.app.video.streams.isRunning(key),
    rtspUrl: rtsp_url,
    rtspUser: rtsp_user,
    hasPassword: Boolean(rtsp_password),
    rtspTransport: rtsp_transport,
    onvifUrl: onvif_url,
  };
}

/** The camera the user may see, or 404 (cameras of other tenants do not exist for the caller). */
export async function cameraFor(scope: RequestScope, source: string, channelNo?: number): Promise<repo.CameraRow> {
  const row = await repo.findVisible(scope.db, cameraRows(scope), source, channelNo);
  if (!row) throw notFound('camera_not_found');
  return row;
}

/** The caller's cameras, or those of the user a legacy `userId` names for one who administers that user. */
export async function list(scope: RequestScope, body: { userId?: number; device_id?: string }) {
  const subject = await scope.administeredViewer(body.userId);
  if (body.device_id) await subject.assertDeviceVisible(body.device_id);
  const rows = (await repo.listVisible(scope.db, cameraRows(subject), { deviceId: body.device_id })).map((row) => view(scope, row));
  return { rows, total: rows.length };
}

export async function liveAddress(
  scope: RequestScope,
  query: { source: string; protocol?: LiveProtocol; channelNo?: number },
): Promise<LiveAddressView> {
  const row = await cameraFor(scope, query.source, query.channelNo);
  if (!row.enabled) throw new AppError(503, 'video_not_configured');
  const address = await viaProvider(scope.log, () =>
    scope.app.video.provider(row.provider).liveAddress(refOf(row), { protocol: query.protocol ?? 'hls' }),
  );
  return {
    ...address,
    id: row.id,
    name: row.name,
    deviceSerial: row.deviceSerial,
    channelNo: row.channelNo,
    provider: row.provider,
    streamKey: streamKey(row),
  };
}

export async function control(scope: RequestScope, body: ControlBody) {
  const row = await cameraFor(scope, body.deviceSerial, body.channelNo);
  const direction = body.direction ? (CODE_DIRECTIONS[body.direction] ?? (body.direction as PtzDirection)) : undefined;
  if (body.action === 'preset' && (row.provider !== 'rtsp' || !body.preset)) throw badRequest('camera_presets_unsupported');
  const ptz = await viaProvider(scope.log, () =>
    scope.app.video.provider(row.provider).ptz(refOf(row), { action: body.action, direction, speed: body.speed, preset: body.preset }),
  );
  return { deviceSerial: row.deviceSerial, channelNo: row.channelNo, action: body.action, direction: direction ?? null, ptz };
}

/** GET /camera/presets: an ONVIF camera's stored positions (token and name). */
export async function presets(scope: RequestScope, query: { source: string; channelNo?: number }) {
  const row = await cameraFor(scope, query.source, query.channelNo);
  if (row.provider !== 'rtsp') throw badRequest('camera_presets_unsupported');
  const rows = await viaProvider(scope.log, () => scope.app.video.providers.rtsp.presets(refOf(row)));
  return { rows, total: rows.length };
}

/**
 * The camera a stream key names: the serial itself (channel 1), else "<serial>-<channel>". The
 * whole key is tried first, since a serial may itself end in "-<digits>" (RTSP-1).
 */
export async function cameraForKey(scope: RequestScope, key: string): Promise<repo.CameraRow> {
  const whole = await repo.findVisible(scope.db, cameraRows(scope), key, 1);
  if (whole && streamKey(whole) === key) return whole;
  const match = /^(.*?)(?:-(\d+))?$/.exec(key)!;
  return cameraFor(scope, match[1], match[2] ? Number(match[2]) : 1);
}

/** GET /camera/status/<key>: what the sim stream shows (pan/tilt/zoom) and whether it runs. */
export async function streamStatus(scope: RequestScope, key: string) {
  const row = await cameraForKey(scope, key);
  const status = scope.app.video.streams.status(streamKey(row));
  return { ...status, streamKey: status.key, deviceSerial: row.deviceSerial, channelNo: row.channelNo };
}

/**
 * POST /devices/updateCamera: binds a camera to a monitoring device, registering the camera in the
 * device's company when its serial is new. A pond device gets the shrimp-activity parameter.
 */
export async function updateCamera(scope: RequestScope, body: UpdateCameraBody): Promise<CameraView> {
  await scope.assertDeviceVisible(body.device_id);
  const device = await scope.db.selectFrom('devices').select(['tenant_id', 'device_name']).where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
  const channelNo = body.channelNo ?? 1;
  if (body.id !== undefined) return editCamera(scope, body.id, { ...body, channelNo }, device.tenant_id);
  const known = await repo.findVisible(scope.db, cameraRows(scope), body.deviceSerial, channelNo);
  // Checked (and an ONVIF camera asked for its address) before the transaction: nothing written on a refusal.
  const rtsp = await rtspColumns(scope, body, known?.channelNo === channelNo ? known : undefined);
  const id = await scope.db.transaction().execute(async (trx) => {
    const existing = await repo.findBySerial(trx, body.deviceSerial, channelNo);
    let cameraId: number;
    if (existing) {
      if (!(await repo.findVisible(trx, cameraRows(scope), body.deviceSerial, channelNo))) throw conflict('camera_serial_taken');
      await repo.updateCamera(trx, existing.id, {
        device_id: body.device_id,
        tenant_id: device.tenant_id,
        ...(body.name ? { name: body.name } : {}),
        ...(body.provider ? { provider: body.provider } : {}),
        ...(body.motion !== undefined ? { motion: body.motion } : {}),
        ...rtsp,
      });
      cameraId = existing.id;
    } else {
      cameraId = await repo.insertCamera(trx, {
        tenant_id: device.tenant_id,
        device_id: body.device_id,
        name: body.name ?? `${device.device_name}摄像头`,
        deviceSerial: body.deviceSerial,
        channelNo,
        provider: body.provider ?? 'sim',
        motion: body.motion ?? 0.5,
        ...rtsp,
      });
    }
    if (body.device_id.startsWith('AW')) await ensureActivityParam(trx, body.device_id);
    return cameraId;
  });
  const row = await repo.findVisible(scope.db, cameraRows(scope), String(id));
  // A running pull of the old address or login is stopped; the next viewer starts the new one.
  if (rtsp) await scope.app.video.streams.stop(streamKey({ deviceSerial: body.deviceSerial, channelNo }));
  return view(scope, row ?? (await cameraFor(scope, body.deviceSerial, channelNo)));
}

/**
 * updateCamera with an id (the video configuration page): every field of one visible camera may
 * change, its serial and channel too, as long as no other camera has that serial and channel.
 */
async function editCamera(scope: RequestScope, id: number, body: UpdateCameraBody & { channelNo: number }, tenantId: number): Promise<CameraView> {
  const before = await repo.findVisible(scope.db, cameraRows(scope), String(id));
  if (!before || before.id !== id) throw notFound('camera_not_found');
  const rtsp = await rtspColumns(scope, body, before);
  await scope.db.transaction().execute(async (trx) => {
    const current = await repo.findVisible(trx, cameraRows(scope), String(id));
    if (!current || current.id !== id) throw notFound('camera_not_found');
    const clash = await repo.findBySerial(trx, body.deviceSerial, body.channelNo);
    if (clash && clash.id !== id) throw conflict('camera_channel_taken');
    await repo.updateCamera(trx, id, {
      device_id: body.device_id,
      tenant_id: tenantId,
      deviceSerial: body.deviceSerial,
      channelNo: body.channelNo,
      ...(body.name ? { name: body.name } : {}),
      ...(body.provider ? { provider: body.provider } : {}),
      ...(body.motion !== undefined ? { motion: body.motion } : {}),
      ...rtsp,
    });
    if (body.device_id.startsWith('AW')) await ensureActivityParam(trx, body.device_id);
  });
  if (rtsp || before.provider === 'rtsp') await scope.app.video.streams.stop(streamKey(before));
  return view(scope, await cameraFor(scope, String(id)));
}

/** POST /camera/remove: all of `ids` or none (404 when one is not visible); snapshots keep their serial. */
export async function removeCameras(scope: RequestScope, ids: number[]) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.visibleByIds(trx, cameraRows(scope), ids);
    if (rows.length !== ids.length) throw notFound('camera_not_found');
    await trx.deleteFrom('cameras').where('id', 'in', ids).execute();
    return { ids };
  });
}
