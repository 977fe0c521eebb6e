import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { storeTrapPicture } from '../../server/modules/insects';
import { generateBoard } from '../../server/sim/insect-boards';
import { deviceZone, startOfSpanOnOneDay } from '../helpers/one-local-day';

const HOUR = 3_600_000;

let server: E2eServer;
let browser: Browser;
const counts: number[] = [];
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // Two pictures of trap AG00001 (the simulator is off in e2e), an hour apart, the newer one first in the list.
  const first = startOfSpanOnOneDay(await deviceZone(server.app.database.db, 'AG00001'), HOUR, 2 * HOUR);
  const times = [new Date(first), new Date(first + HOUR)];
  for (const [i, count] of [18, 33].entries()) {
    const board = await generateBoard({ seed: 40 + i, count, width: 1280, height: 720 });
    counts.push((await storeTrapPicture(server.app, 'AG00001', board.jpeg, times[i])).count);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('insect pictures', () => {
  it("opens a trap's pictures with the insects boxed and counted, picks another from the timeline, and shows the daily count", async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'grower', 'grower123');
    await page.goto('/analysis/insectpic_analysis');
    await page.getByTestId('insectpic-page').waitFor();
    // The newest picture is shown first, with one box per detected region and its count.
    await expect.poll(() => page.getByTestId('insectpic-count').textContent()).toContain(String(counts[1]));
    await expect.poll(() => page.locator('[data-testid="insect-boxes"] rect').count()).toBeGreaterThan(10);
    const image = page.getByTestId('insect-picture').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    expect(await page.getByTestId('insectpic-item').count()).toBe(2);
    await page.getByTestId('insectpic-item').nth(1).click();
    await expect.poll(() => page.getByTestId('insectpic-count').textContent()).toContain(String(counts[0]));
    // The day's bar holds both pictures' counts.
    await page.getByTestId('insectpic-daily').locator('rect').first().waitFor();
    expect(await page.getByTestId('insectpic-daily').locator('rect title').allTextContents()).toContainEqual(expect.stringContaining(String(counts[0] + counts[1])));
    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);

    // The area statistics: the seeded areas on the map and in the table.
    await page.goto('/analysis/areainsect');
    await page.getByTestId('areainsect-table').waitFor();
    await expect.poll(() => page.getByTestId('areainsect-table').locator('.ant-table-row').count()).toBe(2);
    await page.getByTestId('areainsect-map').locator('canvas').waitFor();
    expect(await page.getByTestId('areainsect-table').textContent()).toContain(String(counts[0] + counts[1]));
    expectNoConsoleErrors(errors);
    await context.close();
  }, 120_000);

  it("opens a linkage rule on the trap's counts, pre-filled, for a user who keeps the rules", async () => {
    const db = server.app.database.db;
    const grower = await db.selectFrom('users').select('id').where('user_name', '=', 'grower').executeTakeFirstOrThrow();
    // Without the rule page's code the button is not offered.
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'grower', 'grower123');
    await page.goto('/analysis/insectpic_analysis');
    await page.getByTestId('insectpic-count').waitFor();
    expect(await page.getByTestId('insectpic-rule').count()).toBe(0);
    await context.close();

    // The rules code alone (8002): the rule editor's parameter picker must work without the device pages' codes.
    await db.insertInto('user_access').values(['8', '8002'].map((code) => ({ user_id: grower.id, code }))).execute();
    const keeper = await openPage(browser, server.origin);
    await loginAs(keeper.page, 'grower', 'grower123', { path: '/login?login_dp=%2Fanalysis%2Finsectpic_analysis' });
    await keeper.page.getByTestId('insectpic-rule').click();
    await keeper.page.getByTestId('rule-page').waitFor();
    const form = keeper.page.getByTestId('rule-form');
    await expect.poll(() => form.getByLabel('规则名称').inputValue()).toBe('1号大棚环境监测虫数超限');
    const trigger = keeper.page.getByTestId('rule-trigger-0');
    await expect.poll(() => trigger.getByLabel('数值').inputValue()).toBe('50');
    await expect.poll(() => trigger.textContent()).toContain('虫情数量');
    expect(await trigger.textContent()).toContain('AG00001');
    expectNoConsoleErrors([...errors, ...keeper.errors]);
    await keeper.context.close();
  }, 120_000);
});
