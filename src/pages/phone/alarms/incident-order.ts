import type { IncidentRow } from '../../../../shared/contract/api/incidents';

/** Open incidents before acknowledged ones (what still needs someone), each group newest alarm first. */
export const incidentOrder = (rows: readonly IncidentRow[]): IncidentRow[] =>
  [...rows].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || b.last_alarm_at - a.last_alarm_at);
