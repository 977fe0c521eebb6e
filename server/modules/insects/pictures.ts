import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import { sniffImageType } from '../../http/image-type';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import { INSECT_COUNT_PARAM, type InsectCount, type WormDataListQuery, type WormPicture } from '../../../shared/contract/api/insects';
import { countInsects } from './counter';
import './tables';
import './messages';

/** Pictures larger than this are refused (a trap camera sends a few hundred kB). */
export const MAX_PICTURE_BYTES = 12 * 1024 * 1024;

export const pictureUrl = (id: number) => `/api/insects/picture/${id}`;
export const picturesDir = (app: FastifyInstance) => path.join(app.config.dataDir, 'insects');

/** POST /insects/count: decodes and counts one picture, storing nothing. */
export async function countPicture(bytes: Buffer): Promise<InsectCount> {
  if (!sniffImageType(bytes)) throw badRequest('insects_file_type');
  const started = performance.now();
  try {
    const result = await countInsects(bytes);
    return { ...result, ms: Math.round(performance.now() - started) };
  } catch {
    throw badRequest('insects_file_unreadable');
  }
}

/**
 * Stores a trap's picture: counts it, writes the file under DATA_DIR/insects and its row, then
 * submits the count to the ingest path as the device's insect_count reading, so the alarm
 * thresholds and linkage rules on that parameter apply. Used by the simulated traps and by tests;
 * the caller has already decided the device is a trap (the platform acts for it).
 */
export async function storeTrapPicture(app: FastifyInstance, deviceId: string, bytes: Buffer, takenAt = new Date()) {
  const device = await app.database.db.selectFrom('devices').select(['tenant_id']).where('device_id', '=', deviceId).executeTakeFirst();
  if (!device?.tenant_id) throw notFound('insects_picture_not_found');
  const counted = await countPicture(bytes);
  const dir = picturesDir(app);
  const imgName = `${deviceId.replace(/[^A-Za-z0-9_-]/g, '_')}_${takenAt.getTime()}_${randomBytes(3).toString('hex')}.jpg`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, imgName), bytes);
  try {
    const row = await app.database.db
      .insertInto('insect_pictures')
      .values({
        tenant_id: device.tenant_id,
        device_id: deviceId,
        img_name: imgName,
        taken_at: takenAt,
        count: counted.count,
        boxes: JSON.stringify(counted.boxes),
        width: counted.width,
        height: counted.height,
        board: counted.board,
        analysis_ms: counted.ms,
        size_bytes: bytes.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.ingest.submit(deviceId, { ts: takenAt.getTime(), values: { [INSECT_COUNT_PARAM]: counted.count } });
    return { id: Number(row.id), ...counted };
  } catch (error) {
    await rm(path.join(dir, imgName), { force: true });
    throw error;
  }
}

const visiblePictures = (scope: RequestScope) => scope.whereRowVisible({ tenant: 'insect_pictures.tenant_id', device: 'insect_pictures.device_id' });

/** GET /getWormDataList: the visible trap pictures with their counts and boxes, newest first. */
export async function list(scope: RequestScope, query: WormDataListQuery): Promise<{ rows: WormPicture[]; total: number }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = scope.db
    .selectFrom('insect_pictures')
    .leftJoin('devices', 'devices.device_id', 'insect_pictures.device_id')
    .where(visiblePictures(scope));
  if (query.device_id) base = base.where('insect_pictures.device_id', '=', query.device_id);
  if (query.beginTime !== undefined) base = base.where('insect_pictures.taken_at', '>=', new Date(query.beginTime));
  if (query.endTime !== undefined) base = base.where('insect_pictures.taken_at', '<', new Date(query.endTime));
  const [rows, total] = await Promise.all([
    base
      .select(['insect_pictures.id', 'insect_pictures.device_id', 'devices.device_name', 'insect_pictures.taken_at', 'insect_pictures.count', 'insect_pictures.boxes', 'insect_pictures.width', 'insect_pictures.height'])
      .orderBy('insect_pictures.taken_at', 'desc')
      .orderBy('insect_pictures.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), device_name: r.device_name ?? null, taken_at: new Date(r.taken_at).toISOString(), url: pictureUrl(Number(r.id)) })),
    total: Number(total.n),
  };
}

/** The bytes of a visible picture (404 otherwise, so existence does not leak). */
export async function pictureFile(scope: RequestScope, id: number): Promise<Buffer> {
  const row = await scope.db.selectFrom('insect_pictures').select('img_name').where('id', '=', id).where(visiblePictures(scope)).executeTakeFirst();
  if (!row) throw notFound('insects_picture_not_found');
  try {
    return await readFile(path.join(picturesDir(scope.app), row.img_name));
  } catch {
    throw notFound('insects_picture_not_found');
  }
}
