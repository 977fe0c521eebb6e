import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { waitFor } from './telemetry-helpers';
import { FLAP_SETTLE_S, SITE_OFFLINE_WINDOW_S } from '../../server/modules/incidents/engine/grouping';
import type { IncidentDetail, IncidentList } from '../../shared/contract/api/incidents';

/**
 * Incidents (issue 36): a site's devices going offline together are one incident and each alarm
 * contact gets one SMS however many rules fire; a flapping reading is one incident; an incident
 * is acknowledged once, and another company neither sees nor acknowledges it.
 */
const SITE_DEVICES = 50;
let server: TestServer;
let site: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let otherAgent: ApiClient;
const db = () => server.app.database.db;

const incidentsOf = (tenantId: number) => db().selectFrom('incidents').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

/** Measuring period 1 s: presence declares a silent device offline after its window of 3 periods. */
async function shortPeriod(deviceIds: string[]) {
  await db().updateTable('device_params').set({ period: 1 }).where('device_id', 'in', deviceIds).execute();
  for (const deviceId of deviceIds) await server.app.ingest.registry.reload(deviceId);
}

beforeAll(async () => {
  server = await sharedServer();
  [site, other] = await Promise.all([freshCompany(server, { devices: SITE_DEVICES }), freshCompany(server, { devices: 1 })]);
  agent = new ApiClient(server.origin);
  otherAgent = new ApiClient(server.origin);
  await Promise.all([agent.login(...site.agent), otherAgent.login(...other.agent)]);
  // One site around the devices (the seed places a company's pond monitors together).
  const place = await db().selectFrom('devices').select(['longitude', 'latitude']).where('device_id', '=', site.devices[0]).executeTakeFirstOrThrow();
  await db().insertInto('sites').values({ tenant_id: site.id, name: '南浔基地', name_en: 'Nanxun base', kind: 'aquaculture', longitude: place.longitude!, latitude: place.latitude!, radius_m: 5000 }).execute();
}, 120_000);

describe('a site going offline', () => {
  it(`${SITE_DEVICES} devices of a site offline together: one incident, one SMS per alarm contact although ${SITE_DEVICES} rules fire`, async () => {
    const contact = await agent.post<{ id: number }>('/alarmContacts', { name: '值班员', phone: '13900000361', tenant_id: site.id });
    expect(contact.status).toBe(200);
    // The storm of today: a rule per device, each texting the duty phone when its device goes offline.
    for (const deviceId of site.devices) {
      const rule = await agent.post('/rule', {
        action: 'create', name: `offline ${deviceId}`, tenant_id: site.id,
        triggers: [{ type: 'event', device_id: deviceId, event: 'offline' }],
        actions: [{ type: 'sms', contacts: [contact.body.data!.id] }],
      });
      expect(rule.status).toBe(200);
    }
    await shortPeriod(site.devices);
    // All report (a sign of life each, as the MQTT layer announces it), then the site's gateway drops.
    for (const deviceId of site.devices) server.app.presence.heartbeat(deviceId);
    const offline = () => db().selectFrom('devices').select('device_id').where('tenant_id', '=', site.id).where('status', '=', 'offline').execute();
    await waitFor(async () => (await offline()).length === SITE_DEVICES, 30_000, 200);
    // Every rule has fired (its history written) and the engine has joined every device.
    await waitFor(async () => {
      const fired = await db().selectFrom('rule_history').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', site.id).executeTakeFirstOrThrow();
      const [incident] = await incidentsOf(site.id);
      return Number(fired.n) === SITE_DEVICES && incident?.alarm_count === SITE_DEVICES;
    }, 30_000, 200);
    await server.app.incidents.idle();

    const incidents = await incidentsOf(site.id);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ cause: 'site_offline', severity: 'major', status: 'open', title: '南浔基地：设备离线', title_en: 'Nanxun base: devices offline' });
    // One SMS to the duty phone (charged once), recorded as one delivery in the incident's history.
    const sms = await db().selectFrom('notification_charges').select('recipient').where('tenant_id', '=', site.id).where('channel', '=', 'sms').execute();
    expect(sms).toEqual([{ recipient: '13900000361' }]);
    const detail = await agent.get<IncidentDetail>(`/incidents/${incidents[0].id}`);
    expect(detail.status).toBe(200);
    const delivered = detail.body.data!.history.filter((e) => e.kind === 'delivered');
    expect(delivered).toEqual([expect.objectContaining({ detail: expect.objectContaining({ channel: 'sms', to: '13900000361', step: 0 }) })]);
    expect(detail.body.data!.offline).toHaveLength(SITE_DEVICES);
    expect(detail.body.data!.offline.every((d) => d.offline)).toBe(true);

    // Back online, then quiet for the window: it resolves by itself.
    for (const deviceId of site.devices) server.app.presence.heartbeat(deviceId);
    await waitFor(async () => (await offline()).length === 0, 10_000, 100);
    await server.app.incidents.sweep();
    expect((await incidentsOf(site.id))[0].status).toBe('open');
    await server.app.incidents.sweep(Date.now() + (SITE_OFFLINE_WINDOW_S + 1) * 1000);
    const [resolved] = await incidentsOf(site.id);
    expect(resolved.status).toBe('resolved');
    // Silence the devices for the rest of the file: back to the default period, no more heartbeats.
    await db().updateTable('device_params').set({ period: 60 }).where('device_id', 'in', site.devices).execute();
    for (const deviceId of site.devices) await server.app.ingest.registry.reload(deviceId);
  }, 120_000);
});

describe('a flapping reading', () => {
  it('raised, cleared and raised again within the settle time: one flapping incident with both alarms', async () => {
    const [deviceId] = other.devices;
    await db().updateTable('device_params').set({ min: 4, max: 100, isHigh: 2, waitTime: 0, isOpen: 1, startValue: 0, endValue: 1000 })
      .where('device_id', '=', deviceId).where('param_key', '=', 'do').execute();
    await server.app.ingest.registry.reload(deviceId);
    const reading = (value: number, ts: number) => server.app.bus.emit('telemetryIn', { deviceId, ts, values: { do: value } });
    const alarms = () => db().selectFrom('alarms').select(['id', 'cleared_at']).where('device_id', '=', deviceId).where('param_key', '=', 'do').orderBy('id').execute();
    // Readings of the last few seconds, none ahead of the server's clock.
    const start = Date.now() - 10_000;
    reading(3, start);
    await waitFor(async () => (await alarms()).length === 1);
    reading(6, start + 1000);
    await waitFor(async () => (await alarms())[0].cleared_at !== null);
    reading(3.5, start + 2000);
    await waitFor(async () => (await alarms()).length === 2);
    await server.app.alarms.idle();
    await server.app.incidents.idle();

    const incidents = await incidentsOf(other.id);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ cause: 'flapping', severity: 'minor', alarm_count: 2, status: 'open' });
    const detail = (await otherAgent.get<IncidentDetail>(`/incidents/${incidents[0].id}`)).body.data!;
    expect(detail.alarms.map((a) => a.id)).toEqual((await alarms()).map((a) => Number(a.id)));

    // Back in range: quiet, not yet settled; once the settle time has passed it resolves.
    reading(6, start + 3000);
    await waitFor(async () => (await alarms()).every((a) => a.cleared_at !== null));
    await server.app.incidents.idle();
    await server.app.incidents.sweep();
    expect((await incidentsOf(other.id))[0].status).toBe('open');
    await server.app.incidents.sweep(Date.now() + (FLAP_SETTLE_S + 1) * 1000);
    expect((await incidentsOf(other.id))[0].status).toBe('resolved');
  }, 60_000);
});

describe('the incident list and acknowledgement', () => {
  it('lists open incidents first; acknowledges once, then answers already; another company neither sees nor acknowledges it', async () => {
    const [deviceId] = other.devices;
    server.app.bus.emit('telemetryIn', { deviceId, ts: Date.now(), values: { do: 2 } });
    const open = await waitFor(async () => (await incidentsOf(other.id)).find((i) => i.resolved_at === null));
    await server.app.incidents.idle();

    const list = await otherAgent.get<IncidentList>('/incidents');
    expect(list.status).toBe(200);
    expect(list.body.data!.open).toBe(1);
    expect(list.body.data!.rows.map((r) => r.id)).toEqual([Number(open.id)]);
    const all = (await otherAgent.get<IncidentList>('/incidents', { status: 'all' })).body.data!;
    expect(all.rows.map((r) => r.status)).toEqual(['open', 'resolved']);

    // The site's company sees nothing of it, and cannot acknowledge it (404: its id tells nothing).
    expect((await agent.get<IncidentList>('/incidents', { status: 'all' })).body.data!.rows.map((r) => r.id)).not.toContain(Number(open.id));
    expect((await agent.get(`/incidents/${open.id}`)).status).toBe(404);
    expect((await agent.post(`/incidents/${open.id}/ack`, {})).status).toBe(404);

    const first = await otherAgent.post<{ outcome: string; incident: { status: string; acked_by: string; acked_via: string } }>(`/incidents/${open.id}/ack`, {});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ outcome: 'acknowledged', incident: { status: 'acknowledged', acked_via: 'console' } });
    const second = await otherAgent.post<{ outcome: string }>(`/incidents/${open.id}/ack`, {});
    expect(second.status).toBe(200);
    expect(second.body.data!.outcome).toBe('already');
    const history = (await otherAgent.get<IncidentDetail>(`/incidents/${open.id}`)).body.data!.history;
    expect(history.filter((e) => e.kind === 'acknowledged')).toHaveLength(1);
    expect((await otherAgent.get<IncidentList>('/incidents')).body.data!.open).toBe(0);

    // Bad input: 400, nothing written.
    expect((await otherAgent.get('/incidents/abc')).status).toBe(400);
    expect((await otherAgent.get('/incidents', { status: 'nonsense' })).status).toBe(400);
  }, 60_000);
});
