import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { waitFor } from './telemetry-helpers';
import type { RuleDef } from '../../shared/contract/rule-types';
import type { EscalationPolicy, EscalationPolicyBody } from '../../shared/contract/api/escalation';
import '../../server/modules/escalation/tables';

/**
 * Escalation per rule (issue 36 item 2, "per site (or rule)"): a ladder bound to an alarm rule of the
 * same company is the one its incidents climb, before the site's and the default; a firing that
 * joins an incident already climbing the default moves it onto the rule's. Another company's rule
 * is refused, and another company neither sees nor changes the rule's ladder.
 */
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let otherAgent: ApiClient;
let contact: number;
const rules: { bound: number; unbound: number; foreign: number } = { bound: 0, unbound: 0, foreign: 0 };
const policies: { byRule: number; fallback: number } = { byRule: 0, fallback: 0 };
const db = () => server.app.database.db;

async function createRule(client: ApiClient, tenantId: number, deviceId: string, name: string, contactId: number): Promise<number> {
  const res = await client.post<{ id: number }>('/rule', {
    action: 'create', name, tenant_id: tenantId,
    triggers: [{ type: 'event', device_id: deviceId, event: 'offline' }],
    actions: [{ type: 'sms', contacts: [contactId] }],
  });
  expect(res.status).toBe(200);
  return res.body.data!.id;
}

/** The rule as the rule engine hands it to the incident engine. */
const ruleDef = (id: number, tenantId: number): RuleDef => ({
  id, tenantId, timezone: 'Asia/Shanghai', name: `rule ${id}`, triggers: [], actions: [], delayS: 0, intervalS: 1800, notifyUsers: [], enabled: true, lastFiredAt: null,
});

const ladderOf = async (incidentId: number) =>
  (await db().selectFrom('escalation_ladders').select(['policy_id', 'state']).where('incident_id', '=', incidentId).executeTakeFirst()) ?? null;

const body = (name: string, extra: Partial<EscalationPolicyBody> = {}): EscalationPolicyBody => ({
  name, steps: [{ channel: 'sms', contact_ids: [contact], user_ids: [], duty: false, wait_s: 600 }], ...extra,
});

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server, { devices: 1 }), freshCompany(server, { devices: 1 })]);
  [agent, otherAgent] = [new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([agent.login(...company.agent), otherAgent.login(...other.agent)]);
  const added = await agent.post<{ id: number }>('/alarmContacts', { name: '值班员', phone: '13900000331', tenant_id: company.id });
  contact = added.body.data!.id;
  const otherContact = (await otherAgent.post<{ id: number }>('/alarmContacts', { name: '值班员', phone: '13900000332', tenant_id: other.id })).body.data!.id;
  rules.bound = await createRule(agent, company.id, company.devices[0], 'bound rule', contact);
  rules.unbound = await createRule(agent, company.id, company.devices[0], 'unbound rule', contact);
  rules.foreign = await createRule(otherAgent, other.id, other.devices[0], 'foreign rule', otherContact);
  await db().updateTable('device_params').set({ min: 4, max: 100, isHigh: 2, waitTime: 0, isOpen: 1, startValue: 0, endValue: 1000 })
    .where('device_id', '=', company.devices[0]).where('param_key', '=', 'do').execute();
  await server.app.ingest.registry.reload(company.devices[0]);
}, 120_000);

describe('a ladder bound to a rule', () => {
  it('refuses another company\'s rule and a ladder bound to both a site and a rule, writing nothing', async () => {
    const foreign = await agent.post('/escalationPolicies', body('外企业规则', { rule_id: rules.foreign }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`Alarm rule ${rules.foreign} is not in this company`);
    const site = await db().insertInto('sites').values({ tenant_id: company.id, name: '基地', name_en: 'Base', kind: 'aquaculture', longitude: 120, latitude: 30, radius_m: 100 }).returning('id').executeTakeFirstOrThrow();
    const both = await agent.post('/escalationPolicies', body('两者', { rule_id: rules.bound, site_id: site.id }));
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('An escalation policy applies to one site or one rule, not both');
    const written = await db().selectFrom('escalation_policies').select('id').where('tenant_id', '=', company.id).execute();
    expect(written).toEqual([]);
  });

  it('is listed with its rule, one per rule, and another company neither sees nor changes it', async () => {
    const byRule = await agent.post<EscalationPolicy>('/escalationPolicies', body('规则升级', { rule_id: rules.bound }));
    expect(byRule.status).toBe(200);
    expect(byRule.body.data).toMatchObject({ rule_id: rules.bound, site_id: null });
    policies.byRule = byRule.body.data!.id;
    // Two steps: an incident is still climbing it after its first when the rule's firing joins.
    const twoSteps = [...body('').steps, { channel: 'phone' as const, contact_ids: [contact], user_ids: [], duty: false, wait_s: 600 }];
    const fallback = await agent.post<EscalationPolicy>('/escalationPolicies', body('默认升级', { steps: twoSteps }));
    expect(fallback.status).toBe(200);
    policies.fallback = fallback.body.data!.id;
    // A second ladder for the same rule is taken; the default and the rule's live side by side.
    expect((await agent.post('/escalationPolicies', body('又一条', { rule_id: rules.bound }))).status).toBe(409);
    const listed = (await agent.get<EscalationPolicy[]>('/escalationPolicies')).body.data!;
    expect(listed.map((p) => [p.id, p.rule_id])).toEqual([[policies.fallback, null], [policies.byRule, rules.bound]]);

    expect((await otherAgent.get<EscalationPolicy[]>('/escalationPolicies')).body.data!.map((p) => p.id)).not.toContain(policies.byRule);
    expect((await otherAgent.put(`/escalationPolicies/${policies.byRule}`, body('改', { rule_id: rules.foreign }))).status).toBe(404);
    expect((await otherAgent.delete(`/escalationPolicies/${policies.byRule}`)).status).toBe(404);
  });

  it('the rule\'s incident climbs the rule\'s ladder; another rule\'s the default', async () => {
    const boundIncident = await server.app.incidents.joinFiring(ruleDef(rules.bound, company.id), { kind: 'manual', at: Date.now() });
    const unboundIncident = await server.app.incidents.joinFiring(ruleDef(rules.unbound, company.id), { kind: 'manual', at: Date.now() });
    await server.app.escalation.idle();
    expect(await ladderOf(boundIncident)).toMatchObject({ policy_id: policies.byRule });
    expect(await ladderOf(unboundIncident)).toMatchObject({ policy_id: policies.fallback });
    const ruleOf = async (id: number) => (await db().selectFrom('incidents').select('rule_id').where('id', '=', id).executeTakeFirstOrThrow()).rule_id;
    expect(await ruleOf(boundIncident)).toBe(rules.bound);
    // A firing naming another company's rule binds nothing (it climbs the company's default).
    const strange = await server.app.incidents.joinFiring(ruleDef(rules.foreign, company.id), { kind: 'manual', at: Date.now() });
    await server.app.escalation.idle();
    expect(await ruleOf(strange)).toBeNull();
    expect(await ladderOf(strange)).toMatchObject({ policy_id: policies.fallback });
  });

  it('an alarm\'s incident on the default ladder moves onto the rule\'s when the rule\'s firing joins it', async () => {
    const [deviceId] = company.devices;
    server.app.bus.emit('telemetryIn', { deviceId, ts: Date.now(), values: { do: 2 } });
    const incident = await waitFor(() =>
      db().selectFrom('incidents').select('id').where('tenant_id', '=', company.id).where('group_key', 'like', 'series:%').executeTakeFirst(),
    );
    await server.app.incidents.idle();
    await waitFor(async () => (await ladderOf(Number(incident.id)))?.policy_id === policies.fallback);
    await server.app.escalation.idle();

    const joined = await server.app.incidents.joinFiring(ruleDef(rules.bound, company.id), { kind: 'event', at: Date.now(), deviceId, event: 'warning:do' });
    expect(joined).toBe(Number(incident.id));
    await server.app.escalation.idle();
    expect(await ladderOf(joined)).toMatchObject({ policy_id: policies.byRule });
    // The rule's ladder from its first step, in the incident's history.
    const started = await db().selectFrom('incident_events').select('detail').where('incident_id', '=', joined).where('kind', '=', 'step_started').orderBy('id').execute();
    expect(started.map((e) => (e.detail as { policyId: number; step: number }))).toEqual([
      expect.objectContaining({ policyId: policies.fallback, step: 0 }),
      expect.objectContaining({ policyId: policies.byRule, step: 0 }),
    ]);
  }, 60_000);
});
