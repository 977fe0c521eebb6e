import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import { assertCompanyVisible, assertDeviceVisible } from '../../../auth/scope';
import { AppError, conflict, notFound } from '../../../http/app-error';
import { streamKey, type CameraRef, type LiveProtocol } from '../streaming/provider';
import type { PtzDirection } from '../streaming/ptz';
import type { VideoService } from '../streaming/video-plugin';
import { ensureActivityParam } from '../ai-detect/repository';
import * as repo from './repository';
import type { CameraView, ControlQuery, LiveAddressView, UpdateCameraBody } from '../../../../shared/contract/api/cameras';
import { viaProvider } from './provider-errors';
import './messages';

const CODE_DIRECTIONS: Record<string, PtzDirection> = { '0': 'up', '1': 'down', '2': 'left', '3': 'right', '8': 'zoomin', '9': 'zoomout' };

export interface CameraContext {
  db: Kysely<DB>;
  video: VideoService;
  log: FastifyBaseLogger;
}

export const refOf = (row: repo.CameraRow): CameraRef => ({
  deviceSerial: row.deviceSerial,
  channelNo: row.channelNo,
  provider: row.provider,
  motion: row.motion,
});

function view(ctx: CameraContext, row: repo.CameraRow): CameraView {
  const key = streamKey(row);
  return { ...row, streamKey: key, live: row.provider === 'sim' && ctx.video.streams.isRunning(key) };
}

/** The camera the user may see, or 404 (cameras of other tenants do not exist for the caller). */
export async function cameraFor(ctx: CameraContext, user: SessionUser, source: string, channelNo?: number): Promise<repo.CameraRow> {
  const row = await repo.findVisible(ctx.db, user, source, channelNo);
  if (!row) throw notFound('camera_not_found');
  return row;
}

/** Resolves the legacy userId: another user's list only when the caller may see that user's company. */
async function subjectOf(ctx: CameraContext, user: SessionUser, userId?: number): Promise<SessionUser> {
  if (userId === undefined || userId === user.id) return user;
  const target = await ctx.db.selectFrom('users').select(['id', 'user_name', 'real_name', 'user_type', 'tenant_id']).where('id', '=', userId).executeTakeFirst();
  if (!target) throw notFound('not_found');
  if (target.tenant_id === null) {
    if (user.userType !== 'admin') throw new AppError(403, 'forbidden_tenant');
  } else {
    await assertCompanyVisible(ctx.db, user, target.tenant_id);
  }
  return {
    id: target.id,
    userName: target.user_name,
    realName: target.real_name,
    userType: target.user_type,
    tenantId: target.tenant_id,
    screenType: 'fish',
    access: new Set(),
    sessionId: '',
  };
}

export async function list(ctx: CameraContext, user: SessionUser, body: { userId?: number; device_id?: string }) {
  const subject = await subjectOf(ctx, user, body.userId);
  if (body.device_id) await assertDeviceVisible(ctx.db, subject, body.device_id);
  const rows = (await repo.listVisible(ctx.db, subject, { deviceId: body.device_id })).map((row) => view(ctx, row));
  return { rows, total: rows.length };
}

export async function liveAddress(
  ctx: CameraContext,
  user: SessionUser,
  query: { source: string; protocol?: LiveProtocol; channelNo?: number },
): Promise<LiveAddressView> {
  const row = await cameraFor(ctx, user, query.source, query.channelNo);
  if (!row.enabled) throw new AppError(503, 'video_not_configured');
  const address = await viaProvider(ctx.log, () =>
    ctx.video.provider(row.provider).liveAddress(refOf(row), { protocol: query.protocol ?? 'hls' }),
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

export async function control(ctx: CameraContext, user: SessionUser, query: ControlQuery) {
  const row = await cameraFor(ctx, user, query.deviceSerial, query.channelNo);
  const direction = query.direction ? (CODE_DIRECTIONS[query.direction] ?? (query.direction as PtzDirection)) : undefined;
  const ptz = await viaProvider(ctx.log, () =>
    ctx.video.provider(row.provider).ptz(refOf(row), { action: query.action, direction, speed: query.speed }),
  );
  return { deviceSerial: row.deviceSerial, channelNo: row.channelNo, action: query.action, direction: direction ?? null, ptz };
}

/** GET /camera/status/<key>: what the sim stream shows (pan/tilt/zoom) and whether it runs. */
export async function streamStatus(ctx: CameraContext, user: SessionUser, key: string) {
  const match = /^(.*?)(?:-(\d+))?$/.exec(key)!;
  const row = await cameraFor(ctx, user, match[1], match[2] ? Number(match[2]) : 1);
  const status = ctx.video.streams.status(streamKey(row));
  return { ...status, streamKey: status.key, deviceSerial: row.deviceSerial, channelNo: row.channelNo };
}

/**
 * POST /devices/updateCamera: binds a camera to a monitoring device, registering the camera in the
 * device's company when its serial is new. A pond device gets the shrimp-activity parameter.
 */
export async function updateCamera(ctx: CameraContext, user: SessionUser, body: UpdateCameraBody): Promise<CameraView> {
  await assertDeviceVisible(ctx.db, user, body.device_id);
  const device = await ctx.db.selectFrom('devices').select(['tenant_id', 'device_name']).where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
  const channelNo = body.channelNo ?? 1;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.findBySerial(trx, body.deviceSerial, channelNo);
    let cameraId: number;
    if (existing) {
      if (!(await repo.findVisible(trx, user, body.deviceSerial, channelNo))) throw conflict('camera_serial_taken');
      await repo.updateCamera(trx, existing.id, {
        device_id: body.device_id,
        tenant_id: device.tenant_id,
        ...(body.name ? { name: body.name } : {}),
        ...(body.provider ? { provider: body.provider } : {}),
        ...(body.motion !== undefined ? { motion: body.motion } : {}),
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
      });
    }
    if (body.device_id.startsWith('AW')) await ensureActivityParam(trx, body.device_id);
    return cameraId;
  });
  const row = await repo.findVisible(ctx.db, user, String(id));
  return view(ctx, row ?? (await cameraFor(ctx, user, body.deviceSerial, channelNo)));
}
