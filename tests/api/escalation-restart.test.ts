import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { removeDataDir } from '../helpers/data-dir-template';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';
import { freshCompany } from '../helpers/test-company';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import { history, openIncident, sent, TestClock, tickAt } from './escalation-helpers';

/**
 * The ladder's state is its table row: a server restarted mid-ladder continues at the step it was
 * on when that step falls due, and never sends a delivered step again.
 */
let server: TestServer;
let restarted: FastifyInstance | null = null;
afterAll(async () => {
  await restarted?.close();
  if (server) removeDataDir(server.dataDir);
});

it('resumes a ladder after a restart at the step it was on, repeating nothing', async () => {
  // Own server: it is closed and started again on its data directory.
  server = await startTestServer();
  const company = await freshCompany(server, { devices: 0 });
  const agent = new ApiClient(server.origin);
  await agent.login(...company.agent);
  const contact = (await agent.post<{ id: number }>('/alarmContacts', { name: '值班', phone: '13900000005' })).body.data!.id;
  const steps = [
    { channel: 'sms', contact_ids: [contact], user_ids: [], duty: false, wait_s: 600 },
    { channel: 'phone', contact_ids: [contact], user_ids: [], duty: false, wait_s: 600 },
  ];
  expect((await agent.post('/escalationPolicies', { name: 'restart', steps })).status).toBe(200);
  const clock = new TestClock(Date.now());
  server.app.escalation.useClock(clock.now);
  const id = await openIncident(server, company.id);
  expect(await sent(server, company.id, 'sms')).toHaveLength(1);
  // As if the process died after step 0's messages went out but before its row moved on.
  await server.app.database.db.updateTable('escalation_ladders').set({ step: 0, due_at: new Date(clock.at) }).where('incident_id', '=', id).execute();
  const dataDir = server.dataDir;
  await server.app.close();

  // The same database: the data directory on PGlite, the test cluster under npm run test:pg.
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const env = { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  restarted = await buildApp({ config: loadConfig(env, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false }) });
  await restarted.listen({ port: 0, host: '127.0.0.1' });
  const again = { ...server, app: restarted };
  restarted.escalation.useClock(clock.now);

  // Step 0 runs again on the new server and finds its message delivered: nothing is sent twice.
  await tickAt(again, clock, 0);
  expect(await sent(again, company.id, 'sms')).toHaveLength(1);
  expect(await sent(again, company.id, 'phone')).toHaveLength(0);
  await tickAt(again, clock, 10 * 60_000 - 1000);
  expect(await sent(again, company.id, 'phone')).toHaveLength(0);
  await tickAt(again, clock, 1000);
  expect(await sent(again, company.id, 'sms')).toHaveLength(1);
  expect((await sent(again, company.id, 'phone')).map((m) => m.recipient)).toEqual(['13900000005']);
  expect((await history(again, id)).map((e) => `${e.kind}${e.step ?? ''}`)).toEqual(['opened', 'step_started0', 'delivered0', 'step_started1', 'delivered1']);
  const row = await restarted.database.db.selectFrom('escalation_ladders').select('state').where('incident_id', '=', id).executeTakeFirstOrThrow();
  expect(row.state).toBe('finished');
}, STARTUP_TIMEOUT_MS * 2);
