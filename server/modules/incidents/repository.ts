import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/incident-tables';
import '../../db/alarm-tables';
import type { IncidentDetail, IncidentRow } from '../../../shared/contract/api/incidents';

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

type Visible = Expression<SqlBool>;

function rowQuery(db: Kysely<DB>, visible: Visible) {
  return db
    .selectFrom('incidents')
    .leftJoin('users', 'users.id', 'incidents.acked_by')
    .where(visible)
    .select([
      'incidents.id', 'incidents.tenant_id', 'incidents.site_id', 'incidents.cause', 'incidents.severity', 'incidents.title',
      'incidents.title_en', 'incidents.status', 'incidents.opened_at', 'incidents.last_alarm_at', 'incidents.alarm_count',
      'incidents.acked_at', 'incidents.acked_via', 'incidents.resolved_at', 'users.real_name', 'users.user_name',
    ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>;

function rowOf(r: RawRow): IncidentRow {
  return {
    id: Number(r.id), tenant_id: r.tenant_id, site_id: r.site_id, cause: r.cause, severity: r.severity, title: r.title,
    title_en: r.title_en, status: r.status, opened_at: ms(r.opened_at)!, last_alarm_at: ms(r.last_alarm_at)!,
    alarm_count: r.alarm_count, acked_at: ms(r.acked_at), acked_by: r.real_name || r.user_name || null, acked_via: r.acked_via,
    resolved_at: ms(r.resolved_at),
  };
}

export type StatusFilter = 'active' | 'open' | 'acknowledged' | 'resolved' | 'all';

/** Incidents of the visible companies: unresolved first, then the newest; with the open count. */
export async function listIncidents(db: Kysely<DB>, visible: Visible, status: StatusFilter, limit: number, offset: number) {
  const byStatus = status === 'active'
    ? sql<SqlBool>`incidents.resolved_at is null`
    : status === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`incidents.status = ${status}`;
  const countOf = (where: Expression<SqlBool>) =>
    db.selectFrom('incidents').where(visible).where(where).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const [page, total, open] = await Promise.all([
    rowQuery(db, visible)
      .where(byStatus)
      .orderBy(sql`incidents.resolved_at is null`, 'desc')
      .orderBy('incidents.opened_at', 'desc')
      .orderBy('incidents.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(byStatus),
    countOf(sql<SqlBool>`incidents.status = 'open'`),
  ]);
  return { rows: page.map(rowOf), total: Number(total.n), open: Number(open.n) };
}

export async function findIncident(db: Kysely<DB>, visible: Visible, id: number): Promise<IncidentRow | null> {
  const row = await rowQuery(db, visible).where('incidents.id', '=', id).executeTakeFirst();
  return row ? rowOf(row) : null;
}

/** The alarms joined, of the devices the caller may see. */
export async function incidentAlarms(db: Kysely<DB>, id: number, deviceVisible: Visible): Promise<IncidentDetail['alarms']> {
  const rows = await db
    .selectFrom('incident_alarms')
    .innerJoin('alarms', 'alarms.id', 'incident_alarms.alarm_id')
    .innerJoin('devices', 'devices.device_id', 'alarms.device_id')
    .where('incident_alarms.incident_id', '=', id)
    .where(deviceVisible)
    .select(['alarms.id', 'alarms.device_id', 'devices.device_name', 'alarms.param_key', 'alarms.kind', 'alarms.direction', 'alarms.value', 'alarms.raised_at', 'alarms.cleared_at'])
    .orderBy('alarms.raised_at')
    .orderBy('alarms.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), raised_at: ms(r.raised_at)!, cleared_at: ms(r.cleared_at) }));
}

/** Devices that went offline into it (visible ones), with whether they still are. */
export async function incidentOfflineDevices(db: Kysely<DB>, id: number, deviceVisible: Visible): Promise<IncidentDetail['offline']> {
  const rows = await db
    .selectFrom('devices')
    .where('devices.device_id', 'in', (eb) =>
      eb.selectFrom('incident_events')
        .select(sql<string>`detail->>'deviceId'`.as('device_id'))
        .where('incident_id', '=', id)
        .where('kind', '=', 'alarm_joined')
        .where(sql<boolean>`detail->>'offline' = 'true'`),
    )
    .where(deviceVisible)
    .select(['devices.device_id', 'devices.device_name', 'devices.status'])
    .orderBy('devices.device_id')
    .execute();
  return rows.map((r) => ({ device_id: r.device_id, device_name: r.device_name, offline: r.status === 'offline' }));
}

export async function incidentHistory(db: Kysely<DB>, id: number): Promise<IncidentDetail['history']> {
  const rows = await db.selectFrom('incident_events').select(['id', 'at', 'kind', 'detail']).where('incident_id', '=', id).orderBy('at').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), at: ms(r.at)!, kind: r.kind, detail: (r.detail ?? {}) as Record<string, unknown> }));
}
