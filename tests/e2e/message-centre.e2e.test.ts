import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import mqtt from 'mqtt';
import type { NoticeList } from '../../shared/contract/api/alarms';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { zoneTime } from '../../src/lib/zone-time';
import { launchBrowser, openPage } from './support/browser';
import { scanLanguage } from './support/language-scan';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/**
 * Issue 33 as a new user meets it: two ponds breach their limits over MQTT, the server raises real
 * alarms and groups them in one notice, and /message shows each alarm's device, parameter, value,
 * kind and time in zh-CN and en-US (the message center once read a shape the server never sent
 * and showed only the tag). A browser because the alarms, the notice and the page's poll are real.
 */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Longer than the seeded waitTime (30 s): the breach has lasted long enough to be an alarm. */
const HELD_MS = 40_000;
const BREACHES = [
  { deviceId: 'AW00001', values: { do: 2.1 } },
  { deviceId: 'AW00002', values: { nh3n: 1.6 } },
] as const;

/** Both ponds publish their breach as the devices would, each on its own MQTT connection, at QoS 1. */
async function publishBreaches(): Promise<void> {
  const now = Date.now();
  for (const { deviceId, values } of BREACHES) {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.app.mqttPort}`, {
      username: deviceId, password: deriveDeviceSecret(server.app.simKey, deviceId), reconnectPeriod: 0, clientId: `e2e-${deviceId}-${now}`,
    });
    for (const ts of [now - HELD_MS, now - 1000]) await client.publishAsync(`devices/${deviceId}/telemetry`, JSON.stringify({ ts, values }), { qos: 1 });
    await client.endAsync();
  }
}

type Words = [device: string, param: string, value: string, level: string, kind: string];
const EXPECTED: Record<'zh-CN' | 'en-US', { title: string; AW00001: Words; AW00002: Words }> = {
  'zh-CN': {
    title: '2 条报警',
    AW00001: ['1号塘水质监测仪 (AW00001)', '溶解氧', '2.1 mg/L', '预警', '低于下限（4 mg/L）'],
    AW00002: ['2号塘水质监测仪 (AW00002)', '氨氮', '1.6 mg/L', '预警', '高于上限（1 mg/L）'],
  },
  'en-US': {
    title: '2 alarms',
    AW00001: ['1号塘水质监测仪 (AW00001)', 'Dissolved oxygen', '2.1 mg/L', 'Warning', 'Below the lower limit (4 mg/L)'],
    AW00002: ['2号塘水质监测仪 (AW00002)', 'Ammonia nitrogen', '1.6 mg/L', 'Warning', 'Above the upper limit (1 mg/L)'],
  },
};

const field = (line: Locator, name: string) => line.locator(`[data-field="${name}"]`).textContent();

describe('the message center', () => {
  it('shows a real alarm notice raised over MQTT with each alarm in full, in Chinese and English', async () => {
    await publishBreaches();
    await expect.poll(() => BREACHES.every(({ deviceId, values }) => server.app.alarms.activeOf(deviceId, Object.keys(values)[0]) !== null), { timeout: 20_000 }).toBe(true);

    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    // The notice as the server sends it: its id, and the times the page shows in the company's zone.
    const sent = ((await (await page.request.get('/api/mesPrompt/find')).json()) as { data: NoticeList }).data;
    const notice = sent.rows.find((n) => BREACHES.every(({ deviceId }) => n.items.some((item) => item.device_id === deviceId)));
    expect(notice, JSON.stringify(sent)).toBeDefined();
    expect(notice!.count).toBe(2);

    for (const lang of ['zh-CN', 'en-US'] as const) {
      if (lang === 'en-US') {
        await page.evaluate(() => localStorage.setItem('languageSet', 'en-US'));
        await page.reload();
      } else {
        await page.goto('/message');
      }
      const row = page.locator(`[data-message-id="alarm:${notice!.id}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getAttribute('data-count')).toBe('2');
      await expect.poll(() => row.getByTestId('message-alarm-title').textContent()).toBe(EXPECTED[lang].title);
      for (const item of notice!.items) {
        const line = row.locator(`[data-testid="message-alarm-item"][data-device-id="${item.device_id}"]`);
        const [device, param, value, level, kind] = EXPECTED[lang][item.device_id as 'AW00001' | 'AW00002'];
        expect([await field(line, 'device'), await field(line, 'param'), await field(line, 'value'), await field(line, 'level'), await field(line, 'kind')]).toEqual([device, param, value, level, kind]);
        expect(await field(line, 'time')).toBe(zoneTime(notice!.timezone, item.ts));
      }
      // Nothing of the other language outside user data (device names are the company's own).
      expect(await scanLanguage(page, lang)).toEqual([]);
    }
    expectNoConsoleErrors(errors);
    await context.close();
  }, 180_000);
});
