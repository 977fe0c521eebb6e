import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/test-server';
import '../../server/modules/escalation/tables';

type Severity = 'critical' | 'major' | 'minor';

/**
 * Opens an incident as the incident engine does (the row and its 'opened' history, then the bus
 * event after commit), so the ladder's tests do not wait on the engine, and waits until the ladder
 * has handled it. `alreadyNotified`: whom the rule that raised it told first, on which channel.
 */
export async function openIncident(server: TestServer, tenantId: number, severity: Severity = 'major', alreadyNotified: Array<{ channel: string; to: string }> = []): Promise<number> {
  const db = server.app.database.db;
  const tag = randomUUID().slice(0, 8);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('incidents')
      .values({ tenant_id: tenantId, site_id: null, cause: 'single', group_key: `test:${tag}`, severity, title: `测试事件 ${tag}`, title_en: `Test incident ${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('incident_events').values({ incident_id: row.id, kind: 'opened' }).execute();
    // What the rule that raised it sent first, claimed as the incident engine claims it (step 0).
    for (const { channel, to } of alreadyNotified) await trx.insertInto('incident_deliveries').values({ incident_id: row.id, channel, recipient: to, step: 0 }).execute();
    return row.id;
  });
  server.app.bus.emit('incident', { type: 'opened', incidentId: id, tenantId, siteId: null, severity });
  await server.app.escalation.idle();
  return id;
}

/** The incident's history as kind and step, in order. */
export async function history(server: TestServer, incidentId: number) {
  const rows = await server.app.database.db.selectFrom('incident_events').select(['kind', 'detail']).where('incident_id', '=', incidentId).orderBy('id').execute();
  return rows.map((r) => ({ kind: r.kind, ...(r.detail as { step?: number; channel?: string; to?: string; via?: string }) }));
}

/** What the log channel (the default provider) received for the company on a channel, oldest first. */
export async function sent(server: TestServer, tenantId: number, channel: 'sms' | 'phone' | 'email' | 'wechat') {
  return server.app.database.db.selectFrom('notifications').select(['recipient', 'title', 'body']).where('tenant_id', '=', tenantId).where('channel', '=', channel).orderBy('id').execute();
}

/** The path of the signed link in a ladder message. */
export function ackPathIn(body: string): string {
  const match = /\/api\/escalation\/ack\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(body);
  if (!match) throw new Error(`no acknowledgement link in: ${body}`);
  return match[0];
}

/** A clock the tests move by hand: the ladder never sleeps in them. Starts at or after real time, so the server's own timer never finds a step due early. */
export class TestClock {
  constructor(public at: number) {}
  now = () => this.at;
  advance(ms: number) {
    this.at += ms;
  }
}

export async function tickAt(server: TestServer, clock: TestClock, ms = 0) {
  clock.advance(ms);
  await server.app.escalation.tick();
  await server.app.escalation.idle();
}
