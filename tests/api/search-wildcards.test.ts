import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';

let server: TestServer;
let company: TestCompany;
let agent: ApiClient;

beforeAll(async () => {
  server = await sharedServer();
  company = await freshCompany(server, { devices: 1 });
  agent = new ApiClient(server.origin);
  await agent.login(...company.agent);
});

type Listed = { rows: { name: string }[]; total: number };

/** A search's text is text: "%" and "_" are the characters themselves, not LIKE's wildcards. */
describe('searching for a wildcard character', () => {
  it('finds the alarm contacts whose name holds it, and only those', async () => {
    for (const name of ['值班员', '50%夜班', 'night_shift']) expect((await agent.post('/alarmContacts', { phone: '13900000001', name })).status).toBe(200);
    const names = async (keyword: string) => (await agent.get<Listed>(`/alarmContacts?keyword=${encodeURIComponent(keyword)}`)).body.data!.rows.map((r) => r.name).sort();
    expect(await names('%')).toEqual(['50%夜班']);
    expect(await names('_')).toEqual(['night_shift']);
    expect(await names('值')).toEqual(['值班员']);
  });

  it('finds the linkage rules whose name holds it, and only those', async () => {
    const trigger = { type: 'attribute', device_id: company.devices[0], param_key: 'do', operator: 'lt', value: 4, duration_s: 60 };
    for (const name of ['DO low', 'DO 50% low', 'DO_low']) {
      expect((await agent.post('/rule', { action: 'create', name, triggers: [trigger], actions: [{ type: 'rule_output', message: 'low' }] })).status).toBe(200);
    }
    const names = async (name: string) => (await agent.post<Listed>('/rule', { action: 'list', name })).body.data!.rows.map((r) => r.name).sort();
    expect(await names('%')).toEqual(['DO 50% low']);
    expect(await names('_')).toEqual(['DO_low']);
    expect(await names('DO')).toEqual(['DO 50% low', 'DO low', 'DO_low']);
  });
});
