import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import mqtt, { type MqttClient } from 'mqtt';
import type { NoticeList } from '../../shared/contract/api/alarms';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { commandSettings } from '../../server/sim/device-commands';
import { localDate, localToInstant } from '../../server/core/local-time';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import type { TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';
import { pondNights, UNSEEN_PONDS } from '../helpers/pond-nights';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/**
 * Issue 35's Must show: a rule "forecast DO below 3 within the night -> aerator on 2 hours before"
 * fires once on a crashing night, the pond's aerator switch goes on in its readings, and the bell
 * leads to the hypoxia forecast in Chinese and English. The night is real to the server: the
 * company's clock is set to a zone where it is now about 01:00, and ten past nights and tonight's
 * evening of a warm, still pond (which crashes before dawn) arrive over MQTT with their own times.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP = 10 * 60_000;
const IN_FLIGHT = 40;
/** The rich pond of the forecast's tests, warmer, stiller and with less light: DO crosses 3 mg/L soon after 01:00. */
const CRASHING = { ...UNSEEN_PONDS.rich, windMean: 0.6, tempMean: 30, photosynthesis: 1.6 };

let server: E2eServer;
let browser: Browser;
let company: TestCompany;
let pond: string;
let device: MqttClient;
let zone: string;

/** The whole-hour zone (Etc/GMT-N is UTC+N) whose local time now is 01:xx. */
function zoneAtOneAm(now: number): { zone: string; offsetHours: number } {
  let offset = (((1 - new Date(now).getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  return { zone: offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`, offsetHours: offset };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // freshCompany reads the app only; the e2e server is the same app on a port.
  company = await freshCompany({ ...server, dataDir: '', mqttPort: server.app.mqttPort, logLines: () => [] } as unknown as TestServer, { devices: 1 });
  [pond] = company.devices;
  const now = Date.now();
  const clock = zoneAtOneAm(now);
  zone = clock.zone;
  await server.app.database.db.updateTable('companies').set({ timezone: zone }).where('id', '=', company.id).execute();
  await server.app.ingest.registry.reload(pond);

  const [y, m, d] = localDate(zone, now).split('-').map(Number);
  const midnight = localToInstant(zone, y, m, d, 0);
  const run = pondNights(CRASHING, { from: midnight - 10 * DAY, days: 11, stepMs: STEP, seed: 1, offsetHours: clock.offsetHours });
  device = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.app.mqttPort}`, {
    username: pond, password: deriveDeviceSecret(server.app.simKey, pond), reconnectPeriod: 0, clientId: `e2e-${pond}`,
  });
  const messages = run.oxygen
    .map((r, i) => ({ ts: r.ts, values: { do: r.value, water_temp: run.temperature[i].value } }))
    .filter((msg) => msg.ts <= now);
  for (let i = 0; i < messages.length; i += IN_FLIGHT) {
    await Promise.all(messages.slice(i, i + IN_FLIGHT).map((msg) => device.publishAsync(`devices/${pond}/telemetry`, JSON.stringify(msg), { qos: 1 })));
  }
  // The pond's controller: a command switches what it names and reports the switch, as the simulator's devices do.
  await device.subscribeAsync(`devices/${pond}/command`, { qos: 1 });
  device.on('message', (_topic, payload) => {
    const settings = commandSettings(JSON.parse(payload.toString()), new Set(['aerator']), zone, Date.now());
    if (settings.length === 0) return;
    const values = Object.fromEntries(settings.map((s) => [s.key, s.value]));
    void device.publishAsync(`devices/${pond}/telemetry`, JSON.stringify({ ts: Date.now(), values }), { qos: 1 });
  });
}, 300_000);

afterAll(async () => {
  await device?.endAsync();
  await browser?.close();
  await server?.close();
});

const firings = () => server.app.database.db.selectFrom('rule_history').selectAll().where('tenant_id', '=', company.id).execute();
const aeratorOn = async () =>
  (await server.app.database.db.selectFrom('telemetry').select('value').where('device_id', '=', pond).where('param_key', '=', 'aerator').where('value', '=', 1).execute()).length;

describe('a forecast rule on a crashing night', () => {
  it('fires once, switches the aerator on, and the bell shows the hypoxia forecast in both languages', async () => {
    const agent = new ApiClient(server.origin, 'en-US');
    await agent.login(...company.agent);
    const created = await agent.post<{ id: number }>('/rule', {
      action: 'create',
      name: 'Aerate before the crash',
      triggers: [{ type: 'forecast', device_id: pond, value: 3, lead_minutes: 120 }],
      actions: [{ type: 'device_output', device_id: pond, command: 'aerator_on' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    // Saving the rule forecasts the pond at once: the crossing is under two hours away, so it fires now.
    await expect.poll(async () => (await firings()).length, { timeout: 60_000 }).toBe(1);
    const [firing] = await firings();
    expect(firing.cause).toMatchObject({ kind: 'forecast', deviceId: pond, threshold: 3, leadMinutes: 120 });
    expect(firing.cause.predictedAt! - Date.now()).toBeLessThan(2 * HOUR);
    expect(firing.results).toEqual([expect.objectContaining({ type: 'device_output', ok: true })]);
    await expect.poll(aeratorOn, { timeout: 30_000 }).toBeGreaterThan(0);

    // Saving the rule again forecasts the pond again. A value tonight's forecast does not reach clears
    // the hypoxia forecast; 3 again raises it again, but the rule has fired for this night already.
    const id = created.body.data!.id;
    const save = async (value: number) => {
      const res = await agent.post('/rule', { action: 'update', id, triggers: [{ type: 'forecast', device_id: pond, value, lead_minutes: 120 }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const forecastAlarms = () => server.app.database.db.selectFrom('alarms').selectAll().where('device_id', '=', pond).where('kind', '=', 'forecast').orderBy('id').execute();
    await expect.poll(async () => (await forecastAlarms()).map((a) => a.cleared_at === null), { timeout: 30_000 }).toEqual([true]);
    await save(0.1);
    await expect.poll(async () => (await forecastAlarms()).map((a) => a.cleared_at === null), { timeout: 60_000 }).toEqual([false]);
    await save(3);
    await expect.poll(async () => (await forecastAlarms()).map((a) => a.cleared_at === null), { timeout: 60_000 }).toEqual([false, true]);
    expect(await firings()).toHaveLength(1);

    // The hypoxia forecast reaches the bell and the message center.
    const alarm = (await forecastAlarms()).at(-1);
    expect(alarm).toMatchObject({ param_key: 'do', direction: 'low', threshold: 3 });
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, ...company.agent);
    const sent = ((await (await page.request.get('/api/mesPrompt/find')).json()) as { data: NoticeList }).data;
    const notice = sent.rows.find((n) => n.items.some((item) => item.kind === 'forecast' && item.device_id === pond));
    expect(notice, JSON.stringify(sent)).toBeDefined();
    // The seeded nights raised live warnings too, which may share the notice: the forecast is one of its alarms.
    const WORDS = {
      'zh-CN': { level: '缺氧预测', kind: '缺氧预测：今夜将低于（3 mg/L）' },
      'en-US': { level: 'Hypoxia forecast', kind: 'Hypoxia forecast: tonight below (3 mg/L)' },
    } as const;
    for (const lang of ['zh-CN', 'en-US'] as const) {
      await page.evaluate((l) => localStorage.setItem('languageSet', l), lang);
      await page.goto('/');
      await page.getByTestId('side-menu').waitFor();
      await expect.poll(async () => Number(await page.getByTestId('message-bell').getAttribute('data-count')), { timeout: 20_000 }).toBeGreaterThan(0);
      await page.getByTestId('message-bell').click();
      const row = page.locator(`[data-message-id="alarm:${notice!.id}"]`);
      await row.waitFor({ timeout: 20_000 });
      const item = row.locator(`[data-testid="message-alarm-item"][data-device-id="${pond}"]`).filter({ hasText: WORDS[lang].kind }).first();
      await item.waitFor({ timeout: 20_000 });
      expect([await item.locator('[data-field="level"]').textContent(), await item.locator('[data-field="kind"]').textContent()]).toEqual([WORDS[lang].level, WORDS[lang].kind]);
    }
    expectNoConsoleErrors(errors);
    await context.close();
  }, 240_000);
});
