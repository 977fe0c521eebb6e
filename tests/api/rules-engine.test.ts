import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { mailSubject, mailText, startTestSmtp } from '../../server/modules/notifications/test-smtp';
import { connectDevice, publishTelemetry, waitFor } from './telemetry-helpers';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let agent: ApiClient;
const clients: MqttClient[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The notifier reads its providers from the environment at start, as in production.
  process.env.SMTP_URL = smtp.url;
  process.env.SMTP_FROM = 'smartmon <alarm@smartmon.local>';
  // Own server: start-time configuration (SMTP_URL to its own mail double).
  server = await startTestServer();
  agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
});
afterAll(async () => {
  for (const c of clients) await c.endAsync().catch(() => undefined);
  await server?.close();
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.SMTP_FROM;
});

type Firing = { id: number; fired_at: string; manual: boolean; cause: { kind: string; value: number }; results: { type: string; ok: boolean; detail: string }[] };

describe('rule "dissolved oxygen below 4 for 60 s: e-mail and device output"', () => {
  it('fires once per warning interval: the mail reaches SMTP, the command reaches the device topic, the firing is listed', async () => {
    const contact = await agent.post<{ id: number }>('/alarmContacts', {
      name: '值班员', phone: '13900000009', email: 'duty@example.com',
      tenant_id: (await server.app.database.db.selectFrom('devices').select('tenant_id').where('device_id', '=', 'AW00001').executeTakeFirstOrThrow()).tenant_id,
    });
    // The spec's 60 s and 1800 s, shortened so that the test runs in seconds.
    const rule = await agent.post<{ id: number }>('/rule', {
      action: 'create',
      name: 'DO low pond 1',
      triggers: [{ type: 'attribute', device_id: 'AW00001', param_key: 'do', operator: 'lt', value: 4, duration_s: 1 }],
      actions: [
        { type: 'email', contacts: [contact.body.data!.id], message: 'Start the aerator of pond 1' },
        { type: 'device_output', device_id: 'AW00001', command: 'aerator_on', reply_command: 'aerator_on_ok' },
      ],
      warning_interval_s: 2,
    });
    expect(rule.status).toBe(200);
    const ruleId = rule.body.data!.id;

    const device = await connectDevice(server, 'AW00001');
    clients.push(device);
    const commands: { id: number; command: string; rule_id: number }[] = [];
    device.on('message', (topic, payload) => {
      if (topic === 'devices/AW00001/command') commands.push(JSON.parse(payload.toString()));
    });
    await device.subscribeAsync('devices/AW00001/command', { qos: 1 });

    const firings = async () => (await agent.post<{ rows: Firing[]; total: number }>('/rulehis', { rule_id: ruleId, pageSize: 50 })).body.data!;

    // Readings every 200 ms with DO below 4: without the interval the rule would fire ~5 times a second.
    let publishing = true;
    const feeder = (async () => {
      while (publishing) {
        await publishTelemetry(device, 'AW00001', { ts: Date.now(), values: { do: 3.2, water_temp: 24 } });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      const first = await waitFor(async () => ((await firings()).total >= 1 ? firings() : null), 15_000);
      expect(first.rows[0]).toMatchObject({ manual: false, cause: { kind: 'attribute', value: 3.2 } });
      expect(first.rows[0].results).toEqual([
        expect.objectContaining({ type: 'email', ok: true }),
        expect.objectContaining({ type: 'device_output', ok: true }),
      ]);
      await waitFor(() => smtp.mails.length >= 1 && commands.length >= 1);
      const mail = smtp.mails[0];
      expect(mail.to).toEqual(['duty@example.com']);
      expect(mailSubject(mail.raw)).toContain('DO low pond 1');
      expect(mailText(mail.raw)).toContain('Start the aerator of pond 1');
      expect(mailText(mail.raw)).toContain('Device AW00001: do is 3.2');
      expect(commands[0]).toMatchObject({ command: 'aerator_on', rule_id: ruleId });

      const second = await waitFor(async () => ((await firings()).total >= 2 ? firings() : null), 15_000);
      const [later, earlier] = second.rows;
      const gap = Date.parse(later.fired_at) - Date.parse(earlier.fired_at);
      expect(gap).toBeGreaterThanOrEqual(2000);
      expect(gap).toBeLessThan(4000);
      await waitFor(() => smtp.mails.length >= 2 && commands.length >= 2);
      expect(smtp.mails.length).toBe(second.total);
    } finally {
      publishing = false;
      await feeder;
    }

    // The device answers the command; the reply is stored beside it.
    await device.publishAsync('devices/AW00001/reply', JSON.stringify({ id: commands[0].id, result: 'aerator_on_ok' }), { qos: 1 });
    const answered = await waitFor(async () => {
      const res = await agent.post<{ rows: { id: number; source: string; expected_reply: string; reply: unknown }[] }>('/codeManage', { action: 'list', device_id: 'AW00001' });
      return res.body.data!.rows.find((r) => r.id === commands[0].id && r.reply);
    });
    expect(answered).toMatchObject({ source: 'rule', expected_reply: 'aerator_on_ok', reply: { result: 'aerator_on_ok' } });
  });

  it('needs the condition to hold: a recovery restarts the duration, and a disabled rule stays quiet', async () => {
    const rule = await agent.post<{ id: number }>('/rule', {
      action: 'create',
      name: 'pH high pond 2',
      triggers: [{ type: 'attribute', device_id: 'AW00002', param_key: 'ph', operator: 'gt', value: 9, duration_s: 1 }],
      actions: [{ type: 'rule_output' }],
      warning_interval_s: 1,
    });
    const ruleId = rule.body.data!.id;
    const device = await connectDevice(server, 'AW00002');
    clients.push(device);
    const history = async () => (await agent.post<{ rows: Firing[]; total: number }>('/rulehis', { rule_id: ruleId })).body.data!;

    // High, then normal: the held condition is reset. High again: it fires a full duration later.
    await publishTelemetry(device, 'AW00002', { ts: Date.now(), values: { ph: 9.5 } });
    await publishTelemetry(device, 'AW00002', { ts: Date.now(), values: { ph: 7 } });
    const start = Date.now();
    await publishTelemetry(device, 'AW00002', { ts: Date.now(), values: { ph: 9.6 } });
    const first = await waitFor(async () => ((await history()).total >= 1 ? history() : null), 10_000);
    expect(first.total).toBe(1);
    expect(Date.parse(first.rows[0].fired_at) - start).toBeGreaterThanOrEqual(1000);

    // Now it would fire at the first high reading; disabled, it does not.
    await agent.post('/rule', { action: 'update', id: ruleId, triggers: [{ type: 'attribute', device_id: 'AW00002', param_key: 'ph', operator: 'gt', value: 9 }] });
    await waitFor(() => Date.now() - Date.parse(first.rows[0].fired_at) > 1100);
    await agent.post('/rule', { action: 'disable', id: ruleId });
    await publishTelemetry(device, 'AW00002', { ts: Date.now(), values: { ph: 9.9 } });
    // A manual run is possible for a disabled rule and is the only new firing.
    await agent.post('/linkageAction', { rule_id: ruleId });
    expect((await history()).rows.map((r) => r.manual)).toEqual([true, false]);
  });
});
