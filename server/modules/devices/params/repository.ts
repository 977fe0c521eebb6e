import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import '../../../db/core-tables';
import { configNames } from './param-names';

type Db = Kysely<DB> | Transaction<DB>;

/** Configuration rows with their definition's names, unit and type (ParamConfigSchema). */
export function selectConfigs(db: Db) {
  return db
    .selectFrom('device_params')
    .innerJoin('param_defs', 'param_defs.param_key', 'device_params.param_key')
    .selectAll('device_params')
    .select([
      'param_defs.param_name',
      'param_defs.param_name_en',
      'param_defs.param_unit',
      'param_defs.param_type',
      'param_defs.icon_key',
    ]);
}

type ConfigRow = Awaited<ReturnType<ReturnType<typeof selectConfigs>['executeTakeFirstOrThrow']>>;

/** A row with its name in both languages (ParamConfigSchema `name`, `name_en`). */
const named = (row: ConfigRow) => ({ ...row, ...configNames(row.name, row) });

export async function configsOfDevices(db: Db, deviceIds: string[]) {
  if (deviceIds.length === 0) return [];
  const rows = await selectConfigs(db)
    .where('device_params.device_id', 'in', deviceIds)
    .orderBy('device_params.device_id')
    .orderBy('device_params.param_key')
    .execute();
  return rows.map(named);
}

export async function findConfig(db: Db, deviceId: string, paramKey: string) {
  const row = await selectConfigs(db)
    .where('device_params.device_id', '=', deviceId)
    .where('device_params.param_key', '=', paramKey)
    .executeTakeFirst();
  return row && named(row);
}

export function listDefs(db: Db) {
  return db
    .selectFrom('param_defs')
    .selectAll('param_defs')
    .select((eb) =>
      eb
        .selectFrom('device_params')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('device_params.param_key', '=', 'param_defs.param_key')
        .as('deviceCount'),
    )
    .orderBy('param_defs.param_key')
    .execute();
}

export function findDef(db: Db, paramKey: string) {
  return db.selectFrom('param_defs').selectAll().where('param_key', '=', paramKey).executeTakeFirst();
}

export async function countConfigsUsing(db: Db, paramKey: string): Promise<number> {
  const row = await db
    .selectFrom('device_params')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('param_key', '=', paramKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
