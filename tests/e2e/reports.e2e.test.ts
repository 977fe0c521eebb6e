import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { backfill } from '../../server/sim/backfill';
import { AQI_LEVELS } from '../../shared/contract/air-quality';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // Three days of the reservoir's air station, ending yesterday, as the simulator writes them.
  const station = server.app.ingest.registry.get('ES000001')!;
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00+08:00');
  await backfill(server.app.database.db, [station], new Date(today.getTime() - 3 * 86_400_000), today, 10);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('daily AQI report', () => {
  it('colours the days of the year calendar by level and lists them in the table', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/report/aqi');
    await page.getByTestId('aqi-page').waitFor();
    const coloured = page.locator('[data-testid="aqi-calendar"] rect:not([data-color="none"])');
    await expect.poll(() => coloured.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    for (const cell of await coloured.all()) {
      const color = await cell.getAttribute('data-color');
      const level = AQI_LEVELS.find((l) => l.color === color);
      expect(level, `cell colour ${color}`).toBeDefined();
      expect((await cell.getAttribute('fill'))?.toLowerCase()).toBe(level!.rgb);
    }
    // Days without data are grey, and the table's newest day with an AQI shows its level.
    expect(await page.locator('[data-testid="aqi-calendar"] rect[data-color="none"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('aqi-table').locator('tbody tr').count()).toBeGreaterThan(3);
    await page.getByTestId('aqi-legend').getByText('一级 优').waitFor();
    expectNoConsoleErrors(errors);
  });
});
