import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../../http/app-error';
import { requireDevice, type Ctx } from '../admin/service';
import type { ConfigBody, DefinitionAdd, DefinitionUpdate } from '../../../../shared/contract/api/device-params';
import * as repo from './repository';
import { storedConfigName } from './param-names';
import './messages';

type ConfigValues = Omit<ConfigBody, 'kind' | 'deviceId' | 'paramKey'>;

/** The checks between fields that a schema cannot express, on the row as it will be stored. */
export function checkConfig(row: { max?: number | null; min?: number | null; startValue?: number | null; endValue?: number | null; valuePerfectL?: number | null; valuePerfectH?: number | null }) {
  const both = (a?: number | null, b?: number | null) => a !== null && a !== undefined && b !== null && b !== undefined;
  if (both(row.max, row.min) && row.max! < row.min!) throw badRequest('params_max_below_min');
  if (both(row.endValue, row.startValue) && row.endValue! < row.startValue!) throw badRequest('params_range_inverted');
  if (both(row.valuePerfectH, row.valuePerfectL) && row.valuePerfectH! < row.valuePerfectL!) throw badRequest('params_perfect_inverted');
}

const valuesOf = (body: ConfigBody): ConfigValues => {
  const { kind: _kind, deviceId: _device, paramKey: _param, ...values } = body;
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ConfigValues;
};

function assertPlatformAdmin(ctx: Ctx) {
  if (ctx.user.userType !== 'admin') throw forbidden('params_definitions_admin_only');
}

export async function configsOf(ctx: Ctx, deviceId: string) {
  const device = await requireDevice(ctx, deviceId);
  return repo.configsOfDevices(ctx.db, [device.device_id]);
}

export const listDefinitions = (db: Kysely<DB>) =>
  repo.listDefs(db).then((rows) => rows.map((r) => ({ ...r, deviceCount: Number(r.deviceCount ?? 0) })));

export async function addConfig(ctx: Ctx, body: ConfigBody) {
  const device = await requireDevice(ctx, body.deviceId);
  const def = await repo.findDef(ctx.db, body.paramKey);
  if (!def) throw badRequest('params_def_not_found', { param: body.paramKey });
  if (await repo.findConfig(ctx.db, device.device_id, def.param_key)) throw conflict('params_config_exists', { param: def.param_key });
  const values = valuesOf(body);
  checkConfig(values);
  await ctx.db
    .insertInto('device_params')
    .values({ ...values, name: storedConfigName(values.name, def), device_id: device.device_id, param_key: def.param_key })
    .execute();
  ctx.bus.emit('config', { deviceId: device.device_id });
  return repo.findConfig(ctx.db, device.device_id, def.param_key).then((row) => row!);
}

export async function updateConfig(ctx: Ctx, body: ConfigBody) {
  const device = await requireDevice(ctx, body.deviceId);
  const current = await repo.findConfig(ctx.db, device.device_id, body.paramKey);
  if (!current) throw notFound('params_config_not_found', { param: body.paramKey });
  const values = valuesOf(body);
  if (values.name !== undefined) values.name = storedConfigName(values.name, current);
  checkConfig({ ...current, ...values });
  if (Object.keys(values).length > 0) {
    await ctx.db
      .updateTable('device_params')
      .set(values)
      .where('device_id', '=', device.device_id)
      .where('param_key', '=', current.param_key)
      .execute();
  }
  ctx.bus.emit('config', { deviceId: device.device_id });
  return repo.findConfig(ctx.db, device.device_id, current.param_key).then((row) => row!);
}

export async function setOpen(ctx: Ctx, deviceId: string, paramKey: string, status: 0 | 1) {
  const device = await requireDevice(ctx, deviceId);
  const result = await ctx.db
    .updateTable('device_params')
    .set({ isOpen: status })
    .where('device_id', '=', device.device_id)
    .where('param_key', '=', paramKey)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('params_config_not_found', { param: paramKey });
  ctx.bus.emit('config', { deviceId: device.device_id });
}

export async function deleteConfig(ctx: Ctx, deviceId: string, paramKey: string) {
  const device = await requireDevice(ctx, deviceId);
  const result = await ctx.db
    .deleteFrom('device_params')
    .where('device_id', '=', device.device_id)
    .where('param_key', '=', paramKey)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('params_config_not_found', { param: paramKey });
  ctx.bus.emit('config', { deviceId: device.device_id });
}

export async function addDefinition(ctx: Ctx, body: DefinitionAdd) {
  assertPlatformAdmin(ctx);
  if (await repo.findDef(ctx.db, body.param_key)) throw conflict('params_def_exists', { param: body.param_key });
  const { kind: _kind, ...values } = body;
  await ctx.db.insertInto('param_defs').values({ ...values, ...defNames(values) }).execute();
  return findDefinition(ctx.db, body.param_key);
}

/** Names trimmed; a blank English name is none (the Chinese one is shown in English). */
function defNames(values: { param_name?: string; param_name_en?: string | null }) {
  const names: { param_name?: string; param_name_en?: string | null } = {};
  if (values.param_name !== undefined) names.param_name = values.param_name.trim();
  if (values.param_name_en !== undefined) names.param_name_en = values.param_name_en?.trim() || null;
  return names;
}

/**
 * Renaming a definition renames the device configurations that carry its name (those that were
 * not given a name of their own), so that they keep following the definition in both languages.
 */
export async function updateDefinition(ctx: Ctx, body: DefinitionUpdate) {
  assertPlatformAdmin(ctx);
  const def = await repo.findDef(ctx.db, body.param_key);
  if (!def) throw notFound('params_def_not_found', { param: body.param_key });
  const { kind: _kind, param_key: key, ...values } = body;
  const set = Object.fromEntries(Object.entries({ ...values, ...defNames(values) }).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('param_defs').set(set).where('param_key', '=', key).execute();
      const renamed = set.param_name as string | undefined;
      if (renamed !== undefined && renamed !== def.param_name) {
        const old = [def.param_name, ...(def.param_name_en ? [def.param_name_en] : [])];
        await trx.updateTable('device_params').set({ name: renamed }).where('param_key', '=', key).where('name', 'in', old).execute();
      }
    });
    // Ingest holds each device's names in memory for the live views: reload those that use it.
    if (set.param_name !== undefined || set.param_name_en !== undefined) {
      const users = await ctx.db.selectFrom('device_params').select('device_id').where('param_key', '=', key).execute();
      for (const { device_id } of users) ctx.bus.emit('config', { deviceId: device_id });
    }
  }
  return findDefinition(ctx.db, key);
}

/** A definition goes only when no device (recycle bin included) is configured with it. */
export async function deleteDefinition(ctx: Ctx, paramKey: string) {
  assertPlatformAdmin(ctx);
  if (!(await repo.findDef(ctx.db, paramKey))) throw notFound('params_def_not_found', { param: paramKey });
  const count = await repo.countConfigsUsing(ctx.db, paramKey);
  if (count > 0) throw conflict('params_def_in_use', { param: paramKey, count });
  await ctx.db.deleteFrom('param_defs').where('param_key', '=', paramKey).execute();
}

async function findDefinition(db: Kysely<DB>, paramKey: string) {
  const rows = await listDefinitions(db);
  return rows.find((r) => r.param_key === paramKey)!;
}
