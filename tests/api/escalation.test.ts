import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { acknowledgeIncident } from '../../server/modules/incidents';
import { localDate, localToInstant } from '../../server/core/local-time';
import type { EscalationPolicy, EscalationPolicyBody } from '../../shared/contract/api/escalation';
import { ackPathIn, history, openIncident, sent, TestClock, tickAt } from './escalation-helpers';

let server: TestServer;
let company: TestCompany;
let quietCompany: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let zh: ApiClient;
let quietAgent: ApiClient;
let otherAgent: ApiClient;
let clock: TestClock;
const contacts: number[] = [];
let farmerId: number;
let farmerPhone: string;
let policy: EscalationPolicy;

const MINUTE = 60_000;

async function addContact(client: ApiClient, phone: string, email?: string) {
  const res = await client.post<{ id: number }>('/alarmContacts', { name: `c${phone}`, phone, email });
  expect(res.status).toBe(200);
  return res.body.data!.id;
}

beforeAll(async () => {
  server = await sharedServer();
  [company, quietCompany, other] = await Promise.all([freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0 })]);
  [agent, zh, quietAgent, otherAgent] = [new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([agent.login(...company.agent), zh.login(...company.agent), quietAgent.login(...quietCompany.agent), otherAgent.login(...other.agent)]);
  contacts.push(await addContact(agent, '13900000001'), await addContact(agent, '13900000002', 'second@example.com'));
  const farmer = await server.app.database.db.selectFrom('users').select(['id', 'telephone']).where('user_name', '=', company.farmer[0]).executeTakeFirstOrThrow();
  [farmerId, farmerPhone] = [farmer.id, farmer.telephone!];
  clock = new TestClock(Date.now());
  server.app.escalation.useClock(clock.now);
});

afterAll(() => {
  server?.app.escalation.useClock(Date.now);
});

const ladder: EscalationPolicyBody = {
  name: '默认升级',
  steps: [
    { channel: 'sms', contact_ids: [], user_ids: [], duty: true, wait_s: 300 },
    { channel: 'phone', contact_ids: [], user_ids: [], duty: false, wait_s: 600 },
    { channel: 'email', contact_ids: [], user_ids: [], duty: false, wait_s: 60 },
  ],
};

describe('escalation policies and the duty roster', () => {
  it('refuses a bad ladder with a clear message in both languages and writes nothing', async () => {
    const body = { ...ladder, steps: [{ ...ladder.steps[0], contact_ids: [1], wait_s: 30 }] };
    const en = await agent.post('/escalationPolicies', body);
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('60 to 86400 seconds');
    expect((await zh.post('/escalationPolicies', body)).body.message).toContain('60 到 86400 秒');
    const empty = await agent.post('/escalationPolicies', { ...ladder, steps: [{ ...ladder.steps[1], contact_ids: [] }] });
    expect([empty.status, empty.body.message]).toEqual([400, 'Step 1 notifies nobody']);
    const halfQuiet = await agent.post('/escalationPolicies', { ...ladder, quiet_start: 60 });
    expect(halfQuiet.status).toBe(400);
    expect((await agent.get<EscalationPolicy[]>('/escalationPolicies')).body.data).toEqual([]);
  });

  it('saves a ladder of the company\'s contacts and users, and its roster', async () => {
    const steps = [
      { ...ladder.steps[0], contact_ids: [contacts[0]] },
      { ...ladder.steps[1], contact_ids: [contacts[1]] },
      { ...ladder.steps[2], user_ids: [farmerId], contact_ids: [contacts[1]] },
    ];
    const res = await agent.post<EscalationPolicy>('/escalationPolicies', { ...ladder, steps });
    expect(res.status).toBe(200);
    policy = res.body.data!;
    expect(policy).toMatchObject({ tenant_id: company.id, site_id: null, steps });
    // One default per company.
    expect((await agent.post('/escalationPolicies', { ...ladder, steps })).status).toBe(409);
    // The farmer is on duty all week, all day: step 0 reaches them too.
    const shifts = Array.from({ length: 7 }, (_, weekday) => ({ user_id: farmerId, weekday, start_hour: 0, end_hour: 24 }));
    const roster = await agent.put<{ shifts: unknown[] }>('/escalationRoster', { shifts });
    expect(roster.status).toBe(200);
    expect(roster.body.data!.shifts).toHaveLength(7);
    const backwards = await agent.put('/escalationRoster', { shifts: [{ user_id: farmerId, weekday: 1, start_hour: 9, end_hour: 8 }] });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'A shift must end after it starts']);
    expect((await agent.get<{ shifts: unknown[] }>('/escalationRoster')).body.data!.shifts).toHaveLength(7);
    const logged = await server.app.database.db.selectFrom('op_log').select(['action', 'resource', 'name']).where('tenant_id', '=', company.id).where('resource', '=', 'escalation_policy').execute();
    expect(logged).toEqual([{ action: 'create', resource: 'escalation_policy', name: '默认升级' }]);
  });

  it('keeps another company\'s policies and roster invisible and unchangeable', async () => {
    expect((await otherAgent.get<EscalationPolicy[]>('/escalationPolicies')).body.data).toEqual([]);
    expect((await otherAgent.get('/escalationPolicies', { tenant_id: company.id })).body.data).toEqual([]);
    expect((await otherAgent.put(`/escalationPolicies/${policy.id}`, ladder)).status).toBe(404);
    expect((await otherAgent.delete(`/escalationPolicies/${policy.id}`)).status).toBe(404);
    expect((await otherAgent.get('/escalationRoster', { tenant_id: company.id })).status).toBe(403);
    expect((await otherAgent.put('/escalationRoster', { tenant_id: company.id, shifts: [] })).status).toBe(403);
    // Nor can its own ladder name another company's people.
    const stranger = await otherAgent.post('/escalationPolicies', { ...ladder, steps: [{ ...ladder.steps[0], duty: false, contact_ids: [contacts[0]] }] });
    expect([stranger.status, stranger.body.message]).toEqual([400, `Alarm contact ${contacts[0]} is not in this company`]);
    const farmer = new ApiClient(server.origin);
    await farmer.login(...company.farmer);
    expect((await farmer.get('/escalationPolicies')).status).toBe(403);
    expect((await agent.get<EscalationPolicy[]>('/escalationPolicies')).body.data!.map((p) => p.id)).toEqual([policy.id]);
  });
});

describe('the ladder', () => {
  it('climbs an unacknowledged incident step by step on the clock and stops at the acknowledgement', async () => {
    const id = await openIncident(server, company.id);
    // Step 0 at once: an SMS to the contact and to the farmer on duty, each once.
    expect((await sent(server, company.id, 'sms')).map((m) => m.recipient).sort()).toEqual(['13900000001', farmerPhone].sort());
    expect(await history(server, id)).toMatchObject([
      { kind: 'opened' },
      { kind: 'step_started', step: 0, channel: 'sms' },
      { kind: 'delivered', step: 0, channel: 'sms' },
      { kind: 'delivered', step: 0, channel: 'sms' },
    ]);
    await tickAt(server, clock, 5 * MINUTE - 1000);
    expect(await sent(server, company.id, 'phone')).toEqual([]);
    await tickAt(server, clock, 1000);
    expect((await sent(server, company.id, 'phone')).map((m) => m.recipient)).toEqual(['13900000002']);
    await tickAt(server, clock, 0);
    expect(await sent(server, company.id, 'phone')).toHaveLength(1);
    expect(await sent(server, company.id, 'sms')).toHaveLength(2);

    expect(await acknowledgeIncident(server.app.database.db, server.app.bus, { incidentId: id, tenantId: company.id, userId: null, via: 'console' })).toBe('acknowledged');
    await server.app.escalation.idle();
    await tickAt(server, clock, 60 * MINUTE);
    expect(await sent(server, company.id, 'email')).toEqual([]);
    const kinds = (await history(server, id)).map((e) => `${e.kind}${e.step ?? ''}`);
    expect(kinds).toEqual(['opened', 'step_started0', 'delivered0', 'delivered0', 'step_started1', 'delivered1', 'acknowledged']);
    const row = await server.app.database.db.selectFrom('escalation_ladders').select(['state', 'step']).where('incident_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'stopped', step: 2 });
  });

  it("does not text a person again in its first step whom the rule that raised the incident texted already", async () => {
    const before = (await sent(server, company.id, 'sms')).length;
    const id = await openIncident(server, company.id, 'major', [{ channel: 'sms', to: '13900000001' }]);
    const texted = (await sent(server, company.id, 'sms')).slice(before).map((m) => m.recipient);
    expect(texted).toEqual([farmerPhone]);
    expect((await history(server, id)).filter((e) => e.kind === 'delivered').map((e) => e.to)).toEqual([farmerPhone]);
    await acknowledgeIncident(server.app.database.db, server.app.bus, { incidentId: id, tenantId: company.id, userId: null, via: 'console' });
    await server.app.escalation.idle();
  });

  it('holds a minor incident through quiet hours and resumes at their end, but not a critical one', async () => {
    const body = { ...ladder, steps: [{ ...ladder.steps[0], duty: false, contact_ids: [await addContact(quietAgent, '13900000009')] }], quiet_start: 22 * 60, quiet_end: 7 * 60 };
    expect((await quietAgent.post('/escalationPolicies', body)).status).toBe(200);
    // 23:00 tomorrow on the company's clock (Asia/Shanghai by default): ahead of real time.
    const [y, m, d] = localDate('Asia/Shanghai', Date.now() + 86_400_000).split('-').map(Number);
    clock.at = localToInstant('Asia/Shanghai', y, m, d, 23, 0, 0);
    const minor = await openIncident(server, quietCompany.id, 'minor');
    const critical = await openIncident(server, quietCompany.id, 'critical');
    expect(await sent(server, quietCompany.id, 'sms')).toHaveLength(1);
    expect((await history(server, critical)).map((e) => e.kind)).toEqual(['opened', 'step_started', 'delivered']);
    expect((await history(server, minor)).map((e) => e.kind)).toEqual(['opened', 'step_started', 'held_quiet']);
    await tickAt(server, clock, 7 * 60 * MINUTE);
    expect(await sent(server, quietCompany.id, 'sms')).toHaveLength(1);
    await tickAt(server, clock, 60 * MINUTE); // 07:00
    expect(await sent(server, quietCompany.id, 'sms')).toHaveLength(2);
    expect((await history(server, minor)).map((e) => e.kind)).toEqual(['opened', 'step_started', 'held_quiet', 'delivered']);
  });
});

describe('the signed acknowledgement link', () => {
  const page = (path: string, method = 'GET') =>
    fetch(new URL(path, server.origin), method === 'POST' ? { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' } : undefined);

  it('acknowledges once without a session, then refuses; a tampered or expired link refuses', async () => {
    clock.at = Math.max(clock.at, Date.now());
    const before = (await sent(server, company.id, 'sms')).length;
    const id = await openIncident(server, company.id, 'critical');
    const messages = (await sent(server, company.id, 'sms')).slice(before);
    const toContact = messages.find((m) => m.recipient === '13900000001')!;
    expect(toContact.body).toContain('Acknowledge:');
    expect(toContact.body).toContain('点击确认');
    const path = ackPathIn(toContact.body);

    const shown = await page(path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toContain('text/html');
    const html = await shown.text();
    expect(html).toContain('Test incident');
    expect(html).toContain('测试事件');
    expect(html).toContain('<form method="post">');

    const done = await page(path, 'POST');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Acknowledged. The escalation has stopped.');
    const incident = await server.app.database.db.selectFrom('incidents').select(['status', 'acked_via', 'acked_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(incident).toEqual({ status: 'acknowledged', acked_via: 'link', acked_by: null });
    expect((await history(server, id)).filter((e) => e.kind === 'acknowledged')).toEqual([{ kind: 'acknowledged', userId: null, via: 'link' }]);
    const logged = await server.app.database.db.selectFrom('op_log').select(['action', 'resource', 'user_name', 'target']).where('target', '=', `incident:${id}`).execute();
    expect(logged).toEqual([{ action: 'acknowledge', resource: 'incident', user_name: 'c13900000001', target: `incident:${id}` }]);

    const again = await page(path, 'POST');
    expect(again.status).toBe(410);
    const againText = await again.text();
    expect(againText).toContain('This acknowledgement link has already been used.');
    expect(againText).toContain('此确认链接已使用过。');
    expect((await page(path)).status).toBe(410);
    // The farmer's link for the same incident: the incident is no longer open.
    const farmerPath = ackPathIn(messages.find((m) => m.recipient !== '13900000001')!.body);
    expect((await page(farmerPath, 'POST')).status).toBe(409);

    const [payload, signature] = path.split('/').pop()!.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await page(`/api/escalation/ack/${payload}.${flipped}`, 'POST');
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('This acknowledgement link is not valid.');

    const next = await openIncident(server, company.id, 'critical');
    const latest = (await sent(server, company.id, 'sms')).at(-1)!;
    clock.advance(24 * 60 * MINUTE + 1000);
    const expired = await page(ackPathIn(latest.body), 'POST');
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This acknowledgement link has expired');
    const still = await server.app.database.db.selectFrom('incidents').select('status').where('id', '=', next).executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
    await server.app.database.db.updateTable('incidents').set({ status: 'resolved', resolved_at: sql<Date>`now()` }).where('id', '=', next).execute();
  });
});
