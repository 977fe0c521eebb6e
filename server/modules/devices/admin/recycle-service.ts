import { conflict, notFound } from '../../../http/app-error';
import type { RequestScope } from '../../../auth/request-scope';
import * as repo from './repository';
import './messages';

const PG_FOREIGN_KEY = '23503';

function recycled(scope: RequestScope) {
  return repo.selectDevices(scope.db).where('devices.deleted_at', 'is not', null).where(scope.whereDeviceVisible());
}

export async function listRecycled(scope: RequestScope, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    recycled(scope).orderBy('devices.deleted_at', 'desc').orderBy('devices.device_id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    recycled(scope)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

async function requireRecycled(scope: RequestScope, deviceId: string) {
  const device = await recycled(scope).where('devices.device_id', '=', deviceId).executeTakeFirst();
  if (!device) throw notFound('devices_not_in_recycle');
  return device;
}

export async function restore(scope: RequestScope, deviceId: string) {
  const device = await requireRecycled(scope, deviceId);
  await scope.db.updateTable('devices').set({ deleted_at: null }).where('device_id', '=', device.device_id).execute();
  scope.bus.emit('config', { deviceId: device.device_id });
}

/** Deletes for good; bindings, parameters, commands and p2p logs go with it (cascade). */
export async function purge(scope: RequestScope, deviceId: string) {
  const device = await requireRecycled(scope, deviceId);
  try {
    await scope.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('devices').where('device_id', '=', device.device_id).execute();
    });
  } catch (error) {
    if ((error as { code?: string }).code === PG_FOREIGN_KEY) throw conflict('devices_purge_in_use');
    throw error;
  }
}
