import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import mqtt from 'mqtt';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { launchBrowser, openPage } from './support/browser';
import { scanLanguage } from './support/language-scan';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/**
 * Issue 36 as an operator meets it: a pond's oxygen drops over MQTT, the server raises the alarm
 * and opens an incident, the bell counts it and the message center shows it first, in zh-CN and
 * en-US; acknowledging it from the console stops it (the bell's count goes, the row says so).
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
const DEVICE = 'AW00003';

async function publishBreach(): Promise<void> {
  const now = Date.now();
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.app.mqttPort}`, {
    username: DEVICE, password: deriveDeviceSecret(server.app.simKey, DEVICE), reconnectPeriod: 0, clientId: `e2e-incident-${now}`,
  });
  for (const ts of [now - HELD_MS, now - 1000]) await client.publishAsync(`devices/${DEVICE}/telemetry`, JSON.stringify({ ts, values: { do: 1.8 } }), { qos: 1 });
  await client.endAsync();
}

describe('incidents in the console', () => {
  it('the bell and the message center show the open incident in both languages, and it is acknowledged from the console', async () => {
    await publishBreach();
    const db = server.app.database.db;
    const findIncident = () => db.selectFrom('incidents').select(['id', 'title', 'title_en']).where('group_key', '=', `series:${DEVICE}|do`).executeTakeFirst();
    await expect.poll(async () => (await findIncident()) !== undefined, { timeout: 20_000 }).toBe(true);
    const incident = (await findIncident())!;

    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    for (const lang of ['zh-CN', 'en-US'] as const) {
      if (lang === 'en-US') {
        await page.evaluate(() => localStorage.setItem('languageSet', 'en-US'));
        await page.reload();
      } else {
        await page.goto('/message');
      }
      const row = page.locator(`[data-testid="incident-item"][data-incident-id="${incident.id}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getByTestId('incident-title').textContent()).toBe(lang === 'en-US' ? incident.title_en : incident.title);
      await expect.poll(async () => Number(await page.getByTestId('message-bell').getAttribute('data-incidents'))).toBeGreaterThanOrEqual(1);
      expect(await scanLanguage(page, lang)).toEqual([]);
    }

    const row = page.locator(`[data-testid="incident-item"][data-incident-id="${incident.id}"]`);
    await row.getByTestId('incident-ack').click();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('acknowledged');
    const stored = await db.selectFrom('incidents').select(['status', 'acked_via']).where('id', '=', incident.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'acknowledged', acked_via: 'console' });
    expectNoConsoleErrors(errors);
    await context.close();
  }, 180_000);
});
