import type { Kysely } from 'kysely';
import type { RequestScope } from '../../../auth/request-scope';
import type { DB } from '../../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../../http/app-error';
import { requireDevice } from '../admin/service';
import type { ConfigBody, DefinitionAdd, DefinitionUpdate } from '../../../../shared/contract/api/device-params';
import { invertedPairs, type ParamLimits } from '../../../../shared/contract/param-limits';
import * as repo from './repository';
import { storedConfigName } from './param-names';
import './messages';

type ConfigValues = Omit<ConfigBody, 'kind' | 'deviceId' | 'paramKey'>;

/** The checks between fields that a schema cannot express, on the row as it will be stored (the form makes the same). */
export function checkConfig(row: Partial<Record<keyof ParamLimits, unknown>>) {
  const [inverted] = invertedPairs(row);
  if (inverted) throw badRequest(`params_${inverted.code}`);
}

const valuesOf = (body: ConfigBody): ConfigValues => {
  const { kind: _kind, deviceId: _device, paramKey: _param, ...values } = body;
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ConfigValues;
};

function assertPlatformAdmin(scope: RequestScope) {
  if (!scope.isAdmin) throw forbidden('params_definitions_admin_only');
}

export async function configsOf(scope: RequestScope, deviceId: string) {
  const device = await requireDevice(scope, deviceId);
  return repo.configsOfDevices(scope.db, [device.device_id]);
}

export const listDefinitions = (db: Kysely<DB>) =>
  repo.listDefs(db).then((rows) => rows.map((r) => ({ ...r, deviceCount: Number(r.deviceCount ?? 0) })));

export async function addConfig(scope: RequestScope, body: ConfigBody) {
  const device = await requireDevice(scope, body.deviceId);
  const def = await repo.findDef(scope.db, body.paramKey);
  if (!def) throw badRequest('params_def_not_found', { param: body.paramKey });
  if (await repo.findConfig(scope.db, device.device_id, def.param_key)) throw conflict('params_config_exists', { param: def.param_key });
  const values = valuesOf(body);
  checkConfig(values);
  await scope.db
    .insertInto('device_params')
    .values({ ...values, name: storedConfigName(values.name, def), device_id: device.device_id, param_key: def.param_key })
    .execute();
  scope.bus.emit('config', { deviceId: device.device_id });
  return repo.findConfig(scope.db, device.device_id, def.param_key).then((row) => row!);
}

export async function updateConfig(scope: RequestScope, body: ConfigBody) {
  const device = await requireDevice(scope, body.deviceId);
  const current = await repo.findConfig(scope.db, device.device_id, body.paramKey);
  if (!current) throw notFound('params_config_not_found', { param: body.paramKey });
  const values = valuesOf(body);
  if (values.name !== undefined) values.name = storedConfigName(values.name, current);
  checkConfig({ ...current, ...values });
  if (Object.keys(values).length > 0) {
    await scope.db
      .updateTable('device_params')
      .set(values)
      .where('device_id', '=', device.device_id)
      .where('param_key', '=', current.param_key)
      .execute();
  }
  scope.bus.emit('config', { deviceId: device.device_id });
  return repo.findConfig(scope.db, device.device_id, current.param_key).then((row) => row!);
}

export async function setOpen(scope: RequestScope, deviceId: string, paramKey: string, status: 0 | 1) {
  const device = await requireDevice(scope, deviceId);
  const result = await scope.db
    .updateTable('device_params')
    .set({ isOpen: status })
    .where('device_id', '=', device.device_id)
    .where('param_key', '=', paramKey)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('params_config_not_found', { param: paramKey });
  scope.bus.emit('config', { deviceId: device.device_id });
}

export async function deleteConfig(scope: RequestScope, deviceId: string, paramKey: string) {
  const device = await requireDevice(scope, deviceId);
  const result = await scope.db
    .deleteFrom('device_params')
    .where('device_id', '=', device.device_id)
    .where('param_key', '=', paramKey)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('params_config_not_found', { param: paramKey });
  scope.bus.emit('config', { deviceId: device.device_id });
}

export async function addDefinition(scope: RequestScope, body: DefinitionAdd) {
  assertPlatformAdmin(scope);
  if (await repo.findDef(scope.db, body.param_key)) throw conflict('params_def_exists', { param: body.param_key });
  const { kind: _kind, ...values } = body;
  await scope.db.insertInto('param_defs').values({ ...values, ...defNames(values) }).execute();
  return findDefinition(scope.db, body.param_key);
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
export async function updateDefinition(scope: RequestScope, body: DefinitionUpdate) {
  assertPlatformAdmin(scope);
  const def = await repo.findDef(scope.db, body.param_key);
  if (!def) throw notFound('params_def_not_found', { param: body.param_key });
  const { kind: _kind, param_key: key, ...values } = body;
  const set = Object.fromEntries(Object.entries({ ...values, ...defNames(values) }).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await scope.db.transaction().execute(async (trx) => {
      await trx.updateTable('param_defs').set(set).where('param_key', '=', key).execute();
      const renamed = set.param_name as string | undefined;
      if (renamed !== undefined && renamed !== def.param_name) {
        const old = [def.param_name, ...(def.param_name_en ? [def.param_name_en] : [])];
        await trx.updateTable('device_params').set({ name: renamed }).where('param_key', '=', key).where('name', 'in', old).execute();
      }
    });
    // Ingest holds each device's names in memory for the live views: reload those that use it.
    if (set.param_name !== undefined || set.param_name_en !== undefined) {
      const users = await scope.db.selectFrom('device_params').select('device_id').where('param_key', '=', key).execute();
      for (const { device_id } of users) scope.bus.emit('config', { deviceId: device_id });
    }
  }
  return findDefinition(scope.db, key);
}

/** A definition goes only when no device (recycle bin included) is configured with it. */
export async function deleteDefinition(scope: RequestScope, paramKey: string) {
  assertPlatformAdmin(scope);
  if (!(await repo.findDef(scope.db, paramKey))) throw notFound('params_def_not_found', { param: paramKey });
  const count = await repo.countConfigsUsing(scope.db, paramKey);
  if (count > 0) throw conflict('params_def_in_use', { param: paramKey, count });
  await scope.db.deleteFrom('param_defs').where('param_key', '=', paramKey).execute();
}

async function findDefinition(db: Kysely<DB>, paramKey: string) {
  const rows = await listDefinitions(db);
  return rows.find((r) => r.param_key === paramKey)!;
}
