import type { RequestScope } from '../../auth/request-scope';
import { notFound } from '../../http/app-error';
import { acknowledgeIncident } from './acknowledge';
import * as repo from './repository';
import type { IncidentDetail, IncidentList, IncidentRow } from '../../../shared/contract/api/incidents';
import './messages';

export async function listIncidents(
  scope: RequestScope, query: { status?: repo.StatusFilter; page?: number; pageSize?: number },
): Promise<IncidentList> {
  const { status = 'active', page = 1, pageSize = 20 } = query;
  return repo.listIncidents(scope.db, scope.whereTenant('incidents.tenant_id'), status, pageSize, (page - 1) * pageSize);
}

/** One incident of a visible company (404 otherwise, so another company's ids tell nothing). */
async function requireIncident(scope: RequestScope, id: number): Promise<IncidentRow> {
  const incident = await repo.findIncident(scope.db, scope.whereTenant('incidents.tenant_id'), id);
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
  return { incident, alarms, offline, history };
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
