import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';

/**
 * Issue 37: the phone queues an incident acknowledgement made offline and sends it again when
 * its answer was lost. With the same Idempotency-Key the server answers the first answer (the
 * "acknowledged", not the "already" a second acknowledgement would get) and acknowledges once.
 * Another company's incident stays invisible to the key: its 404 is the first answer.
 */
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let otherAgent: ApiClient;
const db = () => server.app.database.db;

/** An open incident of `tenantId`, inserted as the engine would leave it (the engine itself is tested in incidents.test.ts). */
const openIncident = async (tenantId: number, key: string) =>
  Number(
    (
      await db()
        .insertInto('incidents')
        .values({ tenant_id: tenantId, cause: 'single', group_key: key, severity: 'major', title: '溶解氧过低', title_en: 'Dissolved oxygen low' } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
const ackEvents = async (id: number) => (await db().selectFrom('incident_events').select('id').where('incident_id', '=', id as never).where('kind', '=', 'acknowledged').execute()).length;
const ack = (client: ApiClient, id: number, key: string) => client.request<{ outcome: string; incident: { status: string } }>('POST', `/incidents/${id}/ack`, {}, undefined, { 'idempotency-key': key });

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0 })]);
  agent = new ApiClient(server.origin);
  otherAgent = new ApiClient(server.origin);
  await Promise.all([agent.login(...company.agent), otherAgent.login(...other.agent)]);
});

describe('Idempotency-Key on the incident acknowledgement', () => {
  it('a repeated key answers the first answer and acknowledges once', async () => {
    const id = await openIncident(company.id, 'phone:ack:1');
    const first = await ack(agent, id, 'phone-ack-00000001');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ outcome: 'acknowledged', incident: { status: 'acknowledged' } });
    const again = await ack(agent, id, 'phone-ack-00000001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ackEvents(id)).toBe(1);
    // Without the key (the console's button) a second acknowledgement is "already", not a second event.
    const plain = await agent.post<{ outcome: string }>(`/incidents/${id}/ack`, {});
    expect(plain.body.data!.outcome).toBe('already');
    expect(await ackEvents(id)).toBe(1);
  });

  it("another company's incident is not found, with or without a key, and stays open", async () => {
    const id = await openIncident(company.id, 'phone:ack:2');
    expect((await ack(otherAgent, id, 'phone-ack-00000002')).status).toBe(404);
    expect((await ack(otherAgent, id, 'phone-ack-00000002')).status).toBe(404);
    const row = await db().selectFrom('incidents').select('status').where('id', '=', id as never).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await ackEvents(id)).toBe(0);
  });
});
