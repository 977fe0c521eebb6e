import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { openSocket, waitFor } from './telemetry-helpers';
import type { IncidentDetail, IncidentList } from '../../shared/contract/api/incidents';
import type { IncidentPush } from '../../shared/contract/socket-events';

/**
 * Incidents seen by an ordinary customer (issue 36): bound to device A and not to B, it sees, opens,
 * acknowledges and hears on its socket the incident of A only, as its alarm list shows A's alarms
 * only; the company's agent sees both, another company neither.
 */
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let farmer: ApiClient;
let otherAgent: ApiClient;
const sockets: Socket[] = [];
const db = () => server.app.database.db;

/** A dissolved-oxygen reading below the low limit: an alarm, and an incident of its series. */
async function lowOxygen(deviceId: string) {
  server.app.bus.emit('telemetryIn', { deviceId, ts: Date.now(), values: { do: 2 } });
  const incident = await waitFor(() =>
    db().selectFrom('incidents').innerJoin('incident_devices', 'incident_devices.incident_id', 'incidents.id')
      .select('incidents.id').where('incident_devices.device_id', '=', deviceId).executeTakeFirst(),
  );
  await server.app.alarms.idle();
  await server.app.incidents.idle();
  return Number(incident.id);
}

/** The incident pushes a socket hears. */
function heard(socket: Socket): number[] {
  const ids: number[] = [];
  socket.on('incident', (e: IncidentPush) => ids.push(e.incidentId));
  return ids;
}

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server, { devices: 2 }), freshCompany(server, { devices: 1 })]);
  const [, deviceB] = company.devices;
  // The farmer keeps device A only.
  const farmerId = await db().selectFrom('users').select('id').where('user_name', '=', company.farmer[0]).executeTakeFirstOrThrow();
  await db().deleteFrom('device_users').where('user_id', '=', farmerId.id).where('device_id', '=', deviceB).execute();
  await db().updateTable('device_params').set({ min: 4, max: 100, isHigh: 2, waitTime: 0, isOpen: 1, startValue: 0, endValue: 1000 })
    .where('device_id', 'in', company.devices).where('param_key', '=', 'do').execute();
  for (const deviceId of company.devices) await server.app.ingest.registry.reload(deviceId);
  [agent, farmer, otherAgent] = [new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([agent.login(...company.agent), farmer.login(...company.farmer), otherAgent.login(...other.agent)]);
}, 120_000);

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('a customer bound to some devices', () => {
  it('sees, opens, acknowledges and hears the incident of its device A, not that of B; another company sees neither', async () => {
    const [deviceA, deviceB] = company.devices;
    const [agentSocket, farmerSocket] = await Promise.all([openSocket(server, agent), openSocket(server, farmer)]);
    sockets.push(agentSocket, farmerSocket);
    const [agentHeard, farmerHeard] = [heard(agentSocket), heard(farmerSocket)];

    // B first, and heard by the agent, so that B's push has gone out before A's does.
    const incidentB = await lowOxygen(deviceB);
    await waitFor(() => agentHeard.includes(incidentB));
    const incidentA = await lowOxygen(deviceA);
    await waitFor(() => farmerHeard.includes(incidentA));
    await waitFor(() => agentHeard.includes(incidentA));
    // One round trip: anything pushed to the farmer before it has arrived.
    await farmerSocket.timeout(5000).emitWithAck('unsubscribe', { deviceIds: [] });
    expect(farmerHeard).not.toContain(incidentB);

    // The list and its open count (the bell's and the home page's figure).
    const farmerList = (await farmer.get<IncidentList>('/incidents', { status: 'all' })).body.data!;
    expect(farmerList.rows.map((r) => r.id)).toEqual([incidentA]);
    expect(farmerList.open).toBe(1);
    const agentList = (await agent.get<IncidentList>('/incidents', { status: 'all' })).body.data!;
    expect(agentList.rows.map((r) => r.id).sort()).toEqual([incidentA, incidentB].sort());
    expect(agentList.open).toBe(2);

    // One incident: A's opens with its alarm; B's is not found, as an invisible alarm row is not.
    const detailA = await farmer.get<IncidentDetail>(`/incidents/${incidentA}`);
    expect(detailA.status).toBe(200);
    expect(detailA.body.data!.alarms.map((a) => a.device_id)).toEqual([deviceA]);
    expect(detailA.body.data!.history.every((e) => e.detail.deviceId === undefined || e.detail.deviceId === deviceA)).toBe(true);
    expect((await farmer.get(`/incidents/${incidentB}`)).status).toBe(404);

    // Acknowledgement: refused on B (nothing changes), done on A.
    expect((await farmer.post(`/incidents/${incidentB}/ack`, {})).status).toBe(404);
    const stillOpen = await db().selectFrom('incidents').select('status').where('id', '=', incidentB).executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('open');
    const ack = await farmer.post<{ outcome: string }>(`/incidents/${incidentA}/ack`, {});
    expect(ack.status).toBe(200);
    expect(ack.body.data!.outcome).toBe('acknowledged');

    // Another company: nothing of either.
    const otherList = (await otherAgent.get<IncidentList>('/incidents', { status: 'all' })).body.data!;
    expect(otherList.rows.map((r) => r.id)).not.toContain(incidentA);
    expect(otherList.rows.map((r) => r.id)).not.toContain(incidentB);
    expect((await otherAgent.get(`/incidents/${incidentA}`)).status).toBe(404);
    expect((await otherAgent.post(`/incidents/${incidentB}/ack`, {})).status).toBe(404);
  }, 60_000);
});
