import type { SessionUser } from '../../../auth/session-user';
import { assertDeviceVisible } from '../../../auth/scope';
import { AppError, badRequest } from '../../../http/app-error';
import { ACTIVITY_PARAM } from '../streaming/activity';
import type { DetectRun } from '../streaming/detector';
import { streamKey } from '../streaming/provider';
import type { TelemetryBus } from '../../../telemetry/bus';
import { cameraFor, type CameraContext } from '../cameras/service';
import { listVisible } from '../cameras/repository';
import { viaProvider } from '../cameras/provider-errors';
import { ensureActivityParam } from './repository';
import './messages';

export type DetectContext = CameraContext & { bus: TelemetryBus };

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
export async function start(ctx: DetectContext, user: SessionUser, body: CameraChoice & { device_id?: string }) {
  const camera = await cameraFor(ctx, user, sourceOf(body), body.channelNo);
  let deviceId = camera.device_id;
  if (body.device_id && body.device_id !== deviceId) {
    await assertDeviceVisible(ctx.db, user, body.device_id);
    const device = await ctx.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
    if (device.tenant_id !== camera.tenant_id) throw badRequest('snapshot_device_mismatch');
    deviceId = body.device_id;
  }
  if (!deviceId) throw badRequest('detect_no_device');
  if (!ctx.video.provider(camera.provider).available()) throw new AppError(503, 'video_not_configured');
  await ensureActivityParam(ctx.db, deviceId);
  ctx.bus.emit('config', { deviceId });
  const run = await viaProvider(ctx.log, () =>
    ctx.video.detector.start({
      key: streamKey(camera),
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
      provider: camera.provider,
      motion: camera.motion,
      cameraId: camera.id,
      deviceId: deviceId!,
      tenantId: camera.tenant_id,
    }),
  );
  return view(run);
}

/** POST /video_stop: stops the camera's analysis; `stopped` is false when none ran. */
export async function stop(ctx: DetectContext, user: SessionUser, body: CameraChoice) {
  const camera = await cameraFor(ctx, user, sourceOf(body), body.channelNo);
  const stopped = await ctx.video.detector.stop(streamKey(camera));
  return { stopped, deviceSerial: camera.deviceSerial, channelNo: camera.channelNo };
}

/** GET /detect/status: the running analyses on cameras the caller sees, with their latest index. */
export async function status(ctx: DetectContext, user: SessionUser) {
  const visible = new Set((await listVisible(ctx.db, user)).map((camera) => camera.id));
  const rows = ctx.video.detector.list().filter((run) => visible.has(run.cameraId)).map(view);
  return { rows, total: rows.length };
}
