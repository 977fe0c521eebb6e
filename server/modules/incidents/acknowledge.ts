import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { TelemetryBus } from '../../telemetry/bus';
import '../../db/incident-tables';

export interface AcknowledgeInput {
  incidentId: number;
  tenantId: number;
  /** The user who acknowledged; null only when a signed link did and names nobody. */
  userId: number | null;
  via: 'console' | 'link';
}

export type AcknowledgeOutcome = 'acknowledged' | 'already' | 'not_found';

/**
 * Acknowledges an open incident once, whoever gets there first (the console, a signed link, two
 * operators at once): the update only matches an open row, the history records it in the same
 * transaction, and the bus hears it after commit so the ladder stops and the bell updates.
 */
export async function acknowledgeIncident(
  db: Kysely<DB>,
  bus: TelemetryBus,
  input: AcknowledgeInput,
): Promise<AcknowledgeOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('incidents')
      .set({ status: 'acknowledged', acked_at: sql<Date>`now()`, acked_by: input.userId, acked_via: input.via })
      .where('id', '=', input.incidentId)
      .where('tenant_id', '=', input.tenantId)
      .where('status', '=', 'open')
      .returning(['id', 'site_id', 'severity'])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('incidents')
        .select('id')
        .where('id', '=', input.incidentId)
        .where('tenant_id', '=', input.tenantId)
        .executeTakeFirst();
      return { kind: exists ? ('already' as const) : ('not_found' as const) };
    }
    await trx
      .insertInto('incident_events')
      .values({
        incident_id: row.id,
        kind: 'acknowledged',
        detail: JSON.stringify({ userId: input.userId, via: input.via }),
      })
      .execute();
    return { kind: 'acknowledged' as const, row };
  });
  if (outcome.kind === 'acknowledged') {
    bus.emit('incident', {
      type: 'acknowledged',
      incidentId: outcome.row.id,
      tenantId: input.tenantId,
      siteId: outcome.row.site_id,
      severity: outcome.row.severity,
    });
  }
  return outcome.kind;
}
