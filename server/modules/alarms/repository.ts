import { sql } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { AlarmRow, AlarmStateFilter } from '../../../shared/contract/api/alarms';
import '../../db/alarm-tables';
import { configNames } from '../devices';

export interface AlarmFilter {
  deviceIds?: string[];
  paramKey?: string;
  state?: AlarmStateFilter;
  kind?: 'warning' | 'fault' | 'forecast';
  from?: number;
  to?: number;
  ids?: number[];
}

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Alarms of devices the user may see, newest first, with what the lists show beside them. */
function alarmQuery(scope: RequestScope, filter: AlarmFilter) {
  let query = scope.db
    .selectFrom('alarms')
    .innerJoin('devices', 'devices.device_id', 'alarms.device_id')
    .leftJoin('device_params', (join) =>
      join.onRef('device_params.device_id', '=', 'alarms.device_id').onRef('device_params.param_key', '=', 'alarms.param_key'),
    )
    .leftJoin('param_defs', 'param_defs.param_key', 'alarms.param_key')
    .leftJoin('users', 'users.id', 'alarms.acked_by')
    .leftJoin('users as clearer', 'clearer.id', 'alarms.cleared_by')
    .where(scope.whereDeviceVisible('alarms.device_id'));
  if (filter.deviceIds) query = query.where('alarms.device_id', 'in', filter.deviceIds.length ? filter.deviceIds : ['']);
  if (filter.paramKey) query = query.where('alarms.param_key', '=', filter.paramKey);
  if (filter.kind) query = query.where('alarms.kind', '=', filter.kind);
  if (filter.state === 'active') query = query.where('alarms.cleared_at', 'is', null);
  if (filter.state === 'cleared') query = query.where('alarms.cleared_at', 'is not', null);
  if (filter.state === 'unacked') query = query.where('alarms.cleared_at', 'is', null).where('alarms.acked_at', 'is', null);
  if (filter.state === 'acknowledged') query = query.where('alarms.cleared_at', 'is', null).where('alarms.acked_at', 'is not', null);
  if (filter.from !== undefined) query = query.where('alarms.raised_at', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('alarms.raised_at', '<', new Date(filter.to));
  if (filter.ids) query = query.where('alarms.id', 'in', filter.ids.length ? filter.ids : [0]);
  return query;
}

export async function listAlarms(
  scope: RequestScope,
  filter: AlarmFilter,
  limit: number,
  offset = 0,
): Promise<{ rows: AlarmRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    alarmQuery(scope, filter)
      .select([
        'alarms.id',
        'alarms.device_id',
        'devices.device_name',
        'devices.device_type',
        'alarms.tenant_id',
        'alarms.param_key',
        'device_params.name',
        'param_defs.param_name',
        'param_defs.param_name_en',
        'param_defs.param_unit as unit',
        'alarms.kind',
        'alarms.direction',
        'alarms.value',
        'alarms.threshold',
        'alarms.raised_at',
        'alarms.last_value',
        'alarms.last_ts',
        'alarms.notify_count',
        'device_params.maxTime',
        'alarms.acked_at',
        sql<string | null>`coalesce(users.real_name, users.user_name)`.as('acked_by'),
        'alarms.cleared_at',
        sql<string | null>`coalesce(clearer.real_name, clearer.user_name)`.as('cleared_by'),
      ])
      .orderBy('alarms.raised_at', 'desc')
      .orderBy('alarms.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    alarmQuery(scope, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map(({ param_name, param_name_en, ...r }) => ({
      ...r,
      ...alarmNames(r.param_key, r.name, param_name, param_name_en),
      state: r.cleared_at !== null ? 'cleared' : r.acked_at !== null ? 'acknowledged' : 'active',
      raised_at: ms(r.raised_at)!,
      last_ts: ms(r.last_ts),
      acked_at: ms(r.acked_at),
      cleared_at: ms(r.cleared_at),
    })),
  };
}

/**
 * The parameter's name in Chinese and in English (null for a device fault): the configuration's
 * names, or the definition's once the configuration is gone, or at least its key.
 */
function alarmNames(paramKey: string | null, name: string | null, defName: string | null, defNameEn: string | null) {
  if (paramKey === null) return { name: null, name_en: null };
  if (defName === null) return { name: name ?? paramKey, name_en: name ?? paramKey };
  return configNames(name ?? defName, { param_name: defName, param_name_en: defNameEn });
}

/** What the message center tells of an alarm beyond what its notice stored: names, unit, direction, threshold. */
export type AlarmDetail = Pick<AlarmRow, 'id' | 'name' | 'name_en' | 'unit' | 'direction' | 'threshold'>;

/** The details of the alarms among `ids` the user may see, by id. */
export async function alarmDetails(scope: RequestScope, ids: number[]): Promise<Map<number, AlarmDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await alarmQuery(scope, { ids })
    .select(['alarms.id', 'alarms.param_key', 'device_params.name', 'param_defs.param_name', 'param_defs.param_name_en', 'param_defs.param_unit as unit', 'alarms.direction', 'alarms.threshold'])
    .execute();
  return new Map(
    rows.map(({ param_key, name, param_name, param_name_en, ...r }) => [r.id, { ...r, ...alarmNames(param_key, name, param_name, param_name_en) }]),
  );
}

/** Ids among `ids` of alarms the user may see. */
export async function visibleAlarmIds(scope: RequestScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await alarmQuery(scope, { ids }).select('alarms.id').execute();
  return rows.map((r) => r.id);
}

/** Alarms raised per local day (each company's own zone) in [from, to). */
export async function alarmsPerDay(scope: RequestScope, from: number, to: number) {
  const rows = await scope.db
    .selectFrom('alarms')
    .innerJoin('companies', 'companies.id', 'alarms.tenant_id')
    .select([
      sql<string>`((alarms.raised_at at time zone companies.timezone)::date)::text`.as('date'),
      sql<number>`count(*) filter (where alarms.kind = 'warning')::int`.as('warning'),
      sql<number>`count(*) filter (where alarms.kind = 'fault')::int`.as('fault'),
      sql<number>`count(*)::int`.as('total'),
    ])
    .where(scope.whereDeviceVisible('alarms.device_id'))
    .where('alarms.raised_at', '>=', new Date(from))
    .where('alarms.raised_at', '<', new Date(to))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows;
}
