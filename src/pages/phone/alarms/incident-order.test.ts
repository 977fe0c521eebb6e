import { describe, expect, it } from 'vitest';
import type { IncidentRow } from '../../../../shared/contract/api/incidents';
import { incidentOrder } from './incident-order';

const incident = (id: number, status: IncidentRow['status'], last: number) => ({ id, status, last_alarm_at: last }) as IncidentRow;

describe('incidentOrder', () => {
  it('puts open incidents first, each group newest alarm first, without changing the list it was given', () => {
    const rows = [incident(1, 'acknowledged', 300), incident(2, 'open', 100), incident(3, 'open', 200), incident(4, 'acknowledged', 400)];
    expect(incidentOrder(rows).map((r) => r.id)).toEqual([3, 2, 4, 1]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
