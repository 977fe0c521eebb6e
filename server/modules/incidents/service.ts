import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { notFound } from '../../http/app-error';
import { acknowledgeIncident } from './acknowledge';
import * as repo from './repository';
import type { IncidentDetail, IncidentList, IncidentRow } from '../../../shared/contract/api/incidents';
import './messages';

const eb = expressionBuilder<DB, 'incidents'>();

/**
 * The incidents the caller sees: those of its visible companies; for an ordinary customer, who sees
 * only the devices bound to it (as its alarm list does), only those involving one of those devices.
 */
export function whereIncidentVisible(scope: RequestScope): Expression<SqlBool> {
  return scope.whereLinkedDevicesVisible('incidents.tenant_id', (deviceVisible) =>
    eb.exists(
      eb.selectFrom('incident_devices')
        .select('incident_devices.device_id')
        .whereRef('incident_devices.incident_id', '=', 'incidents.id')
        .where(deviceVisible('incident_devices.device_id')),
    ),
  );
}

export async function listIncidents(
  scope: RequestScope, query: { status?: repo.StatusFilter; page?: number; pageSize?: number },
): Promise<IncidentList> {
  const { status = 'active', page = 1, pageSize = 20 } = query;
  return repo.listIncidents(scope.db, whereIncidentVisible(scope), status, pageSize, (page - 1) * pageSize);
}

/** One incident the caller sees (404 otherwise, so another company's or device's ids tell nothing). */
async function requireIncident(scope: RequestScope, id: number): Promise<IncidentRow> {
  const incident = await repo.findIncident(scope.db, whereIncidentVisible(scope), id);
  if (!incident) throw notFound('incident_not_found');
  return incident;
}

export async function incidentDetail(scope: RequestScope, id: number): Promise<IncidentDetail> {
  const incident = await requireIncident(scope, id);
  const [alarms, offline, history] = await Promise.all([
    repo.incidentAlarms(scope.db, id, scope.whereDeviceVisible('alarms.device_id')),
    repo.incidentOfflineDevices(scope.db, id, scope.whereDeviceVisible('devices.device_id')),
    repo.incidentHistory(scope.db, id),
  ]);
  return { incident, alarms, offline, history: await historyVisible(scope, history) };
}

/** A customer reads the history lines of its own devices and those that name no device (steps, acknowledgement). */
async function historyVisible(scope: RequestScope, history: IncidentDetail['history']): Promise<IncidentDetail['history']> {
  const devices = await scope.deviceSubset();
  if (!devices) return history;
  return history.filter((e) => typeof e.detail.deviceId !== 'string' || devices.has(e.detail.deviceId));
}

/**
 * Acknowledges in the console: the first acknowledgement (here or a signed link) stops the
 * ladder; a later one answers `already`, not an error, since the second operator did nothing wrong.
 */
export async function acknowledge(scope: RequestScope, id: number): Promise<{ outcome: 'acknowledged' | 'already'; incident: IncidentRow }> {
  const before = await requireIncident(scope, id);
  const outcome = await acknowledgeIncident(scope.db, scope.bus, { incidentId: id, tenantId: before.tenant_id, userId: scope.user.id, via: 'console' });
  if (outcome === 'not_found') throw notFound('incident_not_found');
  return { outcome, incident: await requireIncident(scope, id) };
}
