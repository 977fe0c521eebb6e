import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionUser } from '../../../auth/session-user';
import { assertDeviceVisible } from '../../../auth/scope';
import { AppError, badRequest, notFound } from '../../../http/app-error';
import { parseTimeInput } from '../../../ingest/local-time';
import type { Capture } from '../streaming/provider';
import { cameraFor, refOf, type CameraContext } from '../cameras/service';
import { viaProvider } from '../cameras/provider-errors';
import * as repo from './repository';
import type { CaptureBody, FtpDeviceImageQuery, FtpImageQuery, SnapshotView } from '../../../../shared/contract/api/images';
import './messages';

const DOWNLOAD_TIMEOUT_MS = 8_000;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A platform's snapshot URL can answer 404 for a few seconds until the camera has uploaded it. */
const DOWNLOAD_ATTEMPTS = 4;
const DOWNLOAD_RETRY_MS = 1_000;
const DEFAULT_ZONE = 'Asia/Shanghai';

export const imageUrl = (id: number) => `/api/ftpfile/image/${id}`;

function view(row: repo.SnapshotRow): SnapshotView {
  return {
    ...row,
    url: imageUrl(row.id),
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    taken_at: new Date(row.taken_at).toISOString(),
  };
}

const isJpeg = (data: Buffer) => data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

async function download(url: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (res.status === 404 && attempt < DOWNLOAD_ATTEMPTS) {
      await sleep(DOWNLOAD_RETRY_MS);
      continue;
    }
    if (!res.ok) throw new Error(`snapshot download answered HTTP ${res.status}`);
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length > MAX_IMAGE_BYTES) throw new Error('snapshot too large');
    return data;
  }
}

async function jpegOf(capture: Capture): Promise<Buffer> {
  const data = capture.kind === 'jpeg' ? capture.data : await download(capture.url);
  if (!isJpeg(data)) throw new Error('snapshot is not a JPEG');
  return data;
}

function fileName(serial: string, channelNo: number, at: Date): string {
  const stamp = at.toISOString().replace(/[-:TZ.]/g, '').slice(0, 17);
  return `${serial.replace(/[^A-Za-z0-9_-]/g, '_')}_${channelNo}_${stamp}_${randomBytes(3).toString('hex')}.jpg`;
}

/**
 * POST /camera/capture: takes a picture through the camera's provider and stores it under
 * DATA_DIR/snapshots with its row (camera, device, time, type). The device defaults to the
 * camera's own; another one must be visible and of the camera's company.
 */
export async function capture(ctx: CameraContext, user: SessionUser, body: CaptureBody): Promise<SnapshotView> {
  const camera = await cameraFor(ctx, user, body.deviceSerial, body.channelNo);
  let deviceId = camera.device_id;
  if (body.device_id && body.device_id !== camera.device_id) {
    await assertDeviceVisible(ctx.db, user, body.device_id);
    const device = await ctx.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
    if (device.tenant_id !== camera.tenant_id) throw badRequest('snapshot_device_mismatch');
    deviceId = body.device_id;
  }
  const data = await viaProvider(ctx.log, async () => jpegOf(await ctx.video.provider(camera.provider).capture(refOf(camera))), 'capture_failed');
  const takenAt = new Date();
  const imgName = fileName(camera.deviceSerial, camera.channelNo, takenAt);
  const file = path.join(ctx.video.snapshotsDir, imgName);
  await mkdir(ctx.video.snapshotsDir, { recursive: true });
  await writeFile(file, data);
  try {
    const id = await repo.insert(ctx.db, {
      tenant_id: camera.tenant_id,
      camera_id: camera.id,
      deviceSerial: camera.deviceSerial,
      channelNo: camera.channelNo,
      device_id: deviceId,
      img_name: imgName,
      type: body.type ?? 'manual',
      size_bytes: data.length,
      taken_at: takenAt,
    });
    return view((await repo.findVisibleById(ctx.db, user, id))!);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

async function zoneOf(ctx: CameraContext, user: SessionUser): Promise<string> {
  if (user.tenantId === null) return DEFAULT_ZONE;
  const company = await ctx.db.selectFrom('companies').select('timezone').where('id', '=', user.tenantId).executeTakeFirst();
  return company?.timezone ?? DEFAULT_ZONE;
}

async function range(ctx: CameraContext, user: SessionUser, query: { startTime?: string; endTime?: string }) {
  const zone = await zoneOf(ctx, user);
  const parse = (field: 'startTime' | 'endTime') => {
    const raw = query[field];
    if (raw === undefined) return undefined;
    const at = parseTimeInput(raw, zone);
    if (at === null) throw badRequest('snapshot_time_invalid', { field });
    return at;
  };
  return { from: parse('startTime'), to: parse('endTime') };
}

/** GET /ftpfile/ftpimage: stored snapshots, newest first, by camera and time. */
export async function list(ctx: CameraContext, user: SessionUser, query: FtpImageQuery) {
  const { rows, total } = await repo.page(
    ctx.db,
    user,
    { deviceSerial: query.deviceSerial, channelNo: query.channelNo, published: query.published, ...(await range(ctx, user, query)) },
    query.page ?? 1,
    query.pageSize ?? 20,
  );
  return { rows: rows.map(view), total };
}

/** GET /ftpfile/ftpDeviceImage: the snapshots stored for one monitoring device. */
export async function listForDevice(ctx: CameraContext, user: SessionUser, query: FtpDeviceImageQuery) {
  await assertDeviceVisible(ctx.db, user, query.device_id);
  const { rows, total } = await repo.page(
    ctx.db,
    user,
    { deviceId: query.device_id, published: query.published, ...(await range(ctx, user, query)) },
    query.page ?? 1,
    query.pageSize ?? 20,
  );
  return { rows: rows.map(view), total };
}

/** The JPEG bytes of a visible snapshot. */
export async function imageFile(ctx: CameraContext, user: SessionUser, id: number): Promise<Buffer> {
  const row = await repo.findVisibleById(ctx.db, user, id);
  if (!row) throw notFound('snapshot_not_found');
  try {
    return await readFile(path.join(ctx.video.snapshotsDir, row.img_name));
  } catch {
    throw notFound('snapshot_not_found');
  }
}

/** POST /imageToPub/delete: the row in a transaction, then the file (a leftover file is harmless, a row without one is not). */
export async function remove(ctx: CameraContext, user: SessionUser, imgName: string): Promise<void> {
  const row = await repo.findVisibleByName(ctx.db, user, imgName);
  if (!row) throw notFound('snapshot_not_found');
  await ctx.db.transaction().execute((trx) => repo.remove(trx, row.id));
  await rm(path.join(ctx.video.snapshotsDir, row.img_name), { force: true }).catch((error: Error) => {
    ctx.log.warn({ err: error, img: row.img_name }, 'snapshot file not removed');
  });
}

/** POST /imageToPub/publish: marks a snapshot published (or withdraws it) for the public pages. */
export async function publish(ctx: CameraContext, user: SessionUser, imgName: string, published: boolean): Promise<SnapshotView> {
  const row = await repo.findVisibleByName(ctx.db, user, imgName);
  if (!row) throw notFound('snapshot_not_found');
  await ctx.db.transaction().execute((trx) => repo.setPublished(trx, row.id, published));
  const updated = await repo.findVisibleById(ctx.db, user, row.id);
  if (!updated) throw new AppError(404, 'snapshot_not_found');
  return view(updated);
}
