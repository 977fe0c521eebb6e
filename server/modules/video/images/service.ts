import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestScope } from '../../../auth/request-scope';
import { AppError, badRequest, notFound } from '../../../http/app-error';
import { parseTimeInput } from '../../../core/local-time';
import { zoneOfUser } from '../../../core/zones';
import type { Capture } from '../streaming/provider';
import { cameraFor, refOf } from '../cameras/service';
import { viaProvider } from '../cameras/provider-errors';
import * as repo from './repository';
import type { CaptureBody, FtpDeviceImageQuery, FtpImageQuery, SnapshotView } from '../../../../shared/contract/api/images';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';

/** The snapshots the caller may see, as a where-clause over the snapshots table. */
const snapshotRows = (scope: RequestScope) => scope.whereRowVisible({ tenant: 'snapshots.tenant_id', device: 'snapshots.device_id' });

const DOWNLOAD_TIMEOUT_MS = 8_000;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A platform's snapshot URL can answer 404 for a few seconds until the camera has uploaded it. */
const DOWNLOAD_ATTEMPTS = 4;
const DOWNLOAD_RETRY_MS = 1_000;

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
export async function capture(scope: RequestScope, body: CaptureBody): Promise<SnapshotView> {
  const camera = await cameraFor(scope, body.deviceSerial, body.channelNo);
  let deviceId = camera.device_id;
  if (body.device_id && body.device_id !== camera.device_id) {
    await scope.assertDeviceVisible(body.device_id);
    const device = await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_id).executeTakeFirstOrThrow();
    if (device.tenant_id !== camera.tenant_id) throw badRequest('snapshot_device_mismatch');
    deviceId = body.device_id;
  }
  const data = await viaProvider(scope.log, async () => jpegOf(await scope.app.video.provider(camera.provider).capture(refOf(camera))), 'capture_failed');
  const takenAt = new Date();
  const imgName = fileName(camera.deviceSerial, camera.channelNo, takenAt);
  const file = path.join(scope.app.video.snapshotsDir, imgName);
  await mkdir(scope.app.video.snapshotsDir, { recursive: true });
  await writeFile(file, data);
  try {
    const id = await repo.insert(scope.db, {
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
    return view((await repo.findVisibleById(scope.db, snapshotRows(scope), id))!);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

async function range(scope: RequestScope, query: { startTime?: string; endTime?: string }) {
  const zone = await zoneOfUser(scope.db, scope.user);
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
export async function list(scope: RequestScope, query: FtpImageQuery) {
  const { rows, total } = await repo.page(
    scope.db,
    snapshotRows(scope),
    { deviceSerial: query.deviceSerial, channelNo: query.channelNo, published: query.published, ...(await range(scope, query)) },
    query.page ?? 1,
    query.pageSize ?? DEFAULT_PAGE_SIZE,
  );
  return { rows: rows.map(view), total };
}

/** GET /ftpfile/ftpDeviceImage: the snapshots stored for one monitoring device. */
export async function listForDevice(scope: RequestScope, query: FtpDeviceImageQuery) {
  await scope.assertDeviceVisible(query.device_id);
  const { rows, total } = await repo.page(
    scope.db,
    snapshotRows(scope),
    { deviceId: query.device_id, published: query.published, ...(await range(scope, query)) },
    query.page ?? 1,
    query.pageSize ?? DEFAULT_PAGE_SIZE,
  );
  return { rows: rows.map(view), total };
}

/** The JPEG bytes of a visible snapshot. */
export async function imageFile(scope: RequestScope, id: number): Promise<Buffer> {
  const row = await repo.findVisibleById(scope.db, snapshotRows(scope), id);
  if (!row) throw notFound('snapshot_not_found');
  try {
    return await readFile(path.join(scope.app.video.snapshotsDir, row.img_name));
  } catch {
    throw notFound('snapshot_not_found');
  }
}

/** POST /imageToPub/delete: the row in a transaction, then the file (a leftover file is harmless, a row without one is not). */
export async function remove(scope: RequestScope, imgName: string): Promise<void> {
  const row = await repo.findVisibleByName(scope.db, snapshotRows(scope), imgName);
  if (!row) throw notFound('snapshot_not_found');
  await scope.db.transaction().execute((trx) => repo.remove(trx, row.id));
  await rm(path.join(scope.app.video.snapshotsDir, row.img_name), { force: true }).catch((error: Error) => {
    scope.log.warn({ err: error, img: row.img_name }, 'snapshot file not removed');
  });
}

/** POST /imageToPub/publish: marks a snapshot published (or withdraws it) for the public pages. */
export async function publish(scope: RequestScope, imgName: string, published: boolean): Promise<SnapshotView> {
  const row = await repo.findVisibleByName(scope.db, snapshotRows(scope), imgName);
  if (!row) throw notFound('snapshot_not_found');
  await scope.db.transaction().execute((trx) => repo.setPublished(trx, row.id, published));
  const updated = await repo.findVisibleById(scope.db, snapshotRows(scope), row.id);
  if (!updated) throw new AppError(404, 'snapshot_not_found');
  return view(updated);
}
