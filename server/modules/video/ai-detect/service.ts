import type { RequestScope } from '../../../auth/request-scope';
import { AppError, badRequest } from '../../../http/app-error';
import { ACTIVITY_PARAM } from '../streaming/activity';
import type { DetectRun } from '../streaming/detector';
import { streamKey } from '../streaming/provider';
import { cameraFor, cameraRows, refOf } from '../cameras/service';
import { listVisible } from '../cameras/repository';
import { viaProvider } from '../cameras/provider-errors';
import { ensureActivityParam } from './repository';
import './messages';

interface CameraChoice {
  deviceSerial?: string;
  id?: number;
  channelNo?: number;
}

function sourceOf(body: CameraChoice): string {
  if (body.deviceSerial) return body.deviceSerial;
  if (body.id !== undefined) return String(body.id);
  throw badRequest('detect_camera_required');
}

const view = (run: DetectRun) => ({
  camera_id: run.cameraId,
  deviceSerial: run.deviceSerial,
  channelNo: run.channelNo,
  streamKey: run.key,
  device_id: run.deviceId,
  param_key: ACTIVITY_PARAM,
  startedAt: run.startedAt,
  latest: run.latest,
  latestAt: run.latestAt,
  samples: run.samples,
  error: run.error,
});

/**
 * POST /detect: starts analysing the camera's live video; each value becomes telemetry
 * `shrimp_activity` of the camera's device (or the one named, of the same company), so it charts
 * live and rules can use it. Idempotent per camera.
 */
export async function start(scope: RequestScope, body: CameraChoice & { device_id?: string }) {
  const camera = await cameraFor(scope, sourceOf(body), body.channelNo);
  let deviceId = camera.device_id;
  if (body.device_id && body.device_id !== deviceId) {
    await scope.assertDeviceVisible(body.device_id);
    const device = await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
    if (device.tenant_id !== camera.tenant_id) throw badRequest('snapshot_device_mismatch');
    deviceId = body.device_id;
  }
  if (!deviceId) throw badRequest('detect_no_device');
  if (!scope.app.video.provider(camera.provider).available()) throw new AppError(503, 'video_not_configured');
  await ensureActivityParam(scope.db, deviceId);
  scope.bus.emit('config', { deviceId });
  const run = await viaProvider(scope.log, () =>
    scope.app.video.detector.start({
      key: streamKey(camera),
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
      provider: camera.provider,
      motion: camera.motion,
      rtsp: refOf(camera).rtsp,
      cameraId: camera.id,
      deviceId: deviceId!,
      tenantId: camera.tenant_id,
    }),
  );
  return view(run);
}

/** POST /video_stop: stops the camera's analysis; `stopped` is false when none ran. */
export async function stop(scope: RequestScope, body: CameraChoice) {
  const camera = await cameraFor(scope, sourceOf(body), body.channelNo);
  const stopped = await scope.app.video.detector.stop(streamKey(camera));
  return { stopped, deviceSerial: camera.deviceSerial, channelNo: camera.channelNo };
}

/** GET /detect/status: the running analyses on cameras the caller sees, with their latest index. */
export async function status(scope: RequestScope) {
  const visible = new Set((await listVisible(scope.db, cameraRows(scope))).map((camera) => camera.id));
  const rows = scope.app.video.detector.list().filter((run) => visible.has(run.cameraId)).map(view);
  return { rows, total: rows.length };
}
