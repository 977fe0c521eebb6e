import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/**
 * Fault analysis as a supervisor uses it: the counts by kind over the last 30 days, the Pareto
 * chart of what alarms most, the mean time to acknowledge, one device chosen, an offline spell.
 */
let server: E2eServer;
let browser: Browser;
const HOUR = 3_600_000;

async function insertAlarm(deviceId: string, paramKey: string | null, direction: 'low' | 'high' | 'offline', raisedAt: number, ackedAfter?: number) {
  const db = server.app.database.db;
  const device = await db.selectFrom('devices').select('tenant_id').where('device_id', '=', deviceId).executeTakeFirstOrThrow();
  await db
    .insertInto('alarms')
    .values({
      device_id: deviceId, tenant_id: device.tenant_id, param_key: paramKey, kind: direction === 'offline' ? 'fault' : 'warning', direction,
      value: null, threshold: null, raised_at: new Date(raisedAt), last_value: null, last_ts: null, last_notified_at: null,
      acked_at: ackedAfter === undefined ? null : new Date(raisedAt + ackedAfter), acked_by: null,
      cleared_at: new Date(raisedAt + 2 * HOUR), cleared_by: null,
    })
    .execute();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const now = Date.now();
  // Dissolved oxygen of AW00001 alarms most: three times; pH of AW00002 once; EWL00001 went offline once.
  await insertAlarm('AW00001', 'do', 'low', now - 5 * 24 * HOUR, HOUR);
  await insertAlarm('AW00001', 'do', 'low', now - 4 * 24 * HOUR, 3 * HOUR);
  await insertAlarm('AW00001', 'do', 'high', now - 3 * 24 * HOUR);
  await insertAlarm('AW00002', 'ph', 'high', now - 2 * 24 * HOUR);
  await insertAlarm('EWL00001', null, 'offline', now - 24 * HOUR);
  // No SIM of the demo expires inside the picture of this test.
  await server.app.database.db.updateTable('devices').set({ expiry_date: new Date('2099-01-01') }).execute();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('fault analysis', () => {
  it('counts alarms by kind, ranks their sources on a Pareto chart and narrows to one device', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123', { path: '/login?login_dp=%2Fanalysis%2Falarm_analysis' });
    await page.getByTestId('fault-analysis-page').waitFor();
    const total = (kind: string) => page.getByTestId(`fault-total-${kind}`).locator('.ant-statistic-content-value').textContent();
    await expect.poll(() => total('total')).toBe('5');
    expect(await total('low')).toBe('2');
    expect(await total('high')).toBe('2');
    expect(await total('offline')).toBe('1');
    expect(await total('sim')).toBe('0');
    // Two of five acknowledged, after one and three hours: two hours on average.
    expect(await page.getByTestId('fault-mean-ack').locator('.ant-statistic-content-value').textContent()).toBe('2小时0分');
    // The Pareto chart: most first.
    const bars = page.getByTestId('fault-pareto').locator('rect[data-pareto-key]');
    await expect.poll(() => bars.count()).toBe(3);
    expect(await bars.first().getAttribute('data-pareto-key')).toBe('AW00001/do');
    await page.getByTestId('fault-spells').getByText('EWL00001', { exact: false }).waitFor();

    // One device: only its alarms.
    await page.getByTestId('fault-device').click();
    await page.keyboard.type('AW00002');
    await page.keyboard.press('Enter');
    await expect.poll(() => total('total')).toBe('1');
    expect(await bars.count()).toBe(1);
    expect(await page.getByTestId('fault-spells').locator('tbody tr.ant-table-row').count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
