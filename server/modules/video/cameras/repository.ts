import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import './tables';
import type { ProviderName } from '../streaming/provider';

export type CameraRow = {
  id: number;
  tenant_id: number;
  device_id: string | null;
  device_name: string | null;
  name: string;
  deviceSerial: string;
  channelNo: number;
  provider: ProviderName;
  motion: number;
  enabled: number;
  rtsp_url: string | null;
  rtsp_user: string | null;
  /** Sealed; never leaves the server. */
  rtsp_password: string | null;
  rtsp_transport: 'tcp' | 'udp';
  onvif_url: string | null;
};

/** The rtsp columns an add or an edit writes (rtsp-fields.ts decides them). */
export type RtspColumns = Pick<CameraRow, 'rtsp_url' | 'rtsp_user' | 'rtsp_password' | 'rtsp_transport' | 'onvif_url'>;

function selectCameras(db: Kysely<DB>) {
  return db
    .selectFrom('cameras')
    .leftJoin('devices', 'devices.device_id', 'cameras.device_id')
    .select([
      'cameras.id',
      'cameras.tenant_id',
      'cameras.device_id',
      'devices.device_name',
      'cameras.name',
      'cameras.deviceSerial',
      'cameras.channelNo',
      'cameras.provider',
      'cameras.motion',
      'cameras.enabled',
      'cameras.rtsp_url',
      'cameras.rtsp_user',
      'cameras.rtsp_password',
      'cameras.rtsp_transport',
      'cameras.onvif_url',
    ]);
}

/** `visible`: the scope's whereRowVisible over cameras.tenant_id and cameras.device_id (cameraRows). */
export async function listVisible(db: Kysely<DB>, visible: Expression<SqlBool>, filter: { deviceId?: string } = {}): Promise<CameraRow[]> {
  let query = selectCameras(db).where(visible);
  if (filter.deviceId) query = query.where('cameras.device_id', '=', filter.deviceId);
  return query.orderBy('cameras.tenant_id').orderBy('cameras.id').execute() as Promise<CameraRow[]>;
}

/**
 * The visible camera named by serial (and channel), or by numeric id when no serial matches.
 * Without a channel the lowest channel of the serial is taken.
 */
export async function findVisible(
  db: Kysely<DB>,
  visible: Expression<SqlBool>,
  source: string,
  channelNo?: number,
): Promise<CameraRow | undefined> {
  const base = selectCameras(db).where(visible);
  let bySerial = base.where('cameras.deviceSerial', '=', source);
  if (channelNo !== undefined) bySerial = bySerial.where('cameras.channelNo', '=', channelNo);
  const found = await bySerial.orderBy('cameras.channelNo').executeTakeFirst();
  if (found || !/^\d{1,9}$/.test(source)) return found as CameraRow | undefined;
  return (await base.where('cameras.id', '=', Number(source)).executeTakeFirst()) as CameraRow | undefined;
}

export async function findBySerial(db: Kysely<DB> | Transaction<DB>, deviceSerial: string, channelNo: number) {
  return db.selectFrom('cameras').selectAll().where('deviceSerial', '=', deviceSerial).where('channelNo', '=', channelNo).executeTakeFirst();
}

export async function insertCamera(
  trx: Transaction<DB> | Kysely<DB>,
  row: { tenant_id: number; device_id: string | null; name: string; deviceSerial: string; channelNo: number; provider: ProviderName; motion: number } & Partial<RtspColumns>,
): Promise<number> {
  const inserted = await trx.insertInto('cameras').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCamera(
  trx: Transaction<DB>,
  id: number,
  values: { device_id: string; tenant_id: number; name?: string; provider?: ProviderName; motion?: number; deviceSerial?: string; channelNo?: number } & Partial<RtspColumns>,
) {
  await trx.updateTable('cameras').set(values).where('id', '=', id).execute();
}

/** The visible cameras among `ids`. */
export function visibleByIds(db: Kysely<DB> | Transaction<DB>, visible: Expression<SqlBool>, ids: number[]) {
  return db.selectFrom('cameras').select('cameras.id').where('cameras.id', 'in', ids).where(visible).execute();
}
