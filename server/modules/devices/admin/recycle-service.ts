import { deviceVisibleTo } from '../../../auth/scope';
import { conflict, notFound } from '../../../http/app-error';
import type { Ctx } from './service';
import * as repo from './repository';
import './messages';

const PG_FOREIGN_KEY = '23503';

function recycled(ctx: Ctx) {
  return repo.selectDevices(ctx.db).where('devices.deleted_at', 'is not', null).where(deviceVisibleTo(ctx.user));
}

export async function listRecycled(ctx: Ctx, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    recycled(ctx).orderBy('devices.deleted_at', 'desc').orderBy('devices.device_id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    recycled(ctx)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

async function requireRecycled(ctx: Ctx, deviceId: string) {
  const device = await recycled(ctx).where('devices.device_id', '=', deviceId).executeTakeFirst();
  if (!device) throw notFound('devices_not_in_recycle');
  return device;
}

export async function restore(ctx: Ctx, deviceId: string) {
  const device = await requireRecycled(ctx, deviceId);
  await ctx.db.updateTable('devices').set({ deleted_at: null }).where('device_id', '=', device.device_id).execute();
  ctx.bus.emit('config', { deviceId: device.device_id });
}

/** Deletes for good; bindings, parameters, commands and p2p logs go with it (cascade). */
export async function purge(ctx: Ctx, deviceId: string) {
  const device = await requireRecycled(ctx, deviceId);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('devices').where('device_id', '=', device.device_id).execute();
    });
  } catch (error) {
    if ((error as { code?: string }).code === PG_FOREIGN_KEY) throw conflict('devices_purge_in_use');
    throw error;
  }
}
