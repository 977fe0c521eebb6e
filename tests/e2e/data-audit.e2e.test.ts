import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, pickDevice, untilStill } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';
import { deviceZone, startOfSpanOnOneDay } from '../helpers/one-local-day';

/**
 * Issue 17's data audit and manual entry, as a person would: enter a reading on /data/manage and
 * find it on the history chart; be refused a conflicting time with its message; mark a reading
 * invalid on /data/raw and watch the chart and the day's average change.
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

const MINUTE = 60_000;

/**
 * Types a date-time into the last entry row's picker and confirms it with Enter, as a keyboard user would.
 * The picker resets its text to the current value while its panel opens; on a slow run the typing can land
 * before that, so it waits for the panel and types again if the text did not stick.
 */
async function typeEntryTime(page: Page, at: number) {
  const text = dayjs(at).format('YYYY-MM-DD HH:mm:ss');
  const input = page.getByTestId('manage-entries').locator('.ant-picker input').last();
  for (let attempt = 0; attempt < 3 && (await input.inputValue()) !== text; attempt += 1) {
    await input.click();
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last().waitFor();
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(() => input.inputValue(), { timeout: 2_000 }).toBe(text).catch(() => undefined);
  }
  expect(await input.inputValue()).toBe(text);
}

/** Opens the history page on one device's last 24 hours and answers how many readings its chart holds. */
async function historyPoints(page: Page, deviceId: string): Promise<number> {
  await page.goto('/analysis/history');
  await page.getByTestId('history-page').waitFor();
  await page.locator('[data-testid="history-devices"] .ant-select-selection-item-remove').first().click();
  await pickDevice(page, 'history-devices', deviceId);
  await page.keyboard.press('Escape');
  await page.getByTestId('history-query').click();
  await page.locator(`[data-series="${deviceId}:do"]`).waitFor();
  const box = page.getByTestId('history-chart-box');
  await expect.poll(() => box.getAttribute('data-points')).toMatch(/^\d+$/);
  await box.locator('canvas').first().waitFor();
  return Number(await box.getAttribute('data-points'));
}

describe('manual data entry', () => {
  it('enters a reading that shows on the history chart, and refuses a conflicting time with its message', async () => {
    // A reading the device sent itself, an hour ago: the time to conflict with.
    const sent = Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE;
    expect(await server.app.ingest.submit('AW00002', { ts: sent, values: { do: 5.5 } })).toEqual({ accepted: true });
    const { page, context, errors } = await openPage(browser, server.origin, [409]);
    await loginAs(page, 'agent', 'agent123', { path: '/login?login_dp=%2Fanalysis%2Fhistory' });
    const pointsBefore = await historyPoints(page, 'AW00002');
    expect(pointsBefore).toBeGreaterThanOrEqual(1);
    await page.goto('/data/raw');
    await page.getByTestId('raw-page').waitFor();
    await page.getByTestId('raw-manual-entry').click();
    await page.getByTestId('manage-page').waitFor();
    await pickDevice(page, 'manage-device', 'AW00002');

    // Spec: a query is required before adding data.
    expect(await page.getByTestId('manage-add').isDisabled()).toBe(true);
    await page.getByTestId('manage-query').click();
    await expect.poll(() => page.getByTestId('manage-add').isDisabled()).toBe(false);
    await page.getByTestId('manage-existing').getByText('5.5').waitFor();

    const entered = sent + 20 * MINUTE;
    await page.getByTestId('manage-add').click();
    await typeEntryTime(page, entered);
    await page.getByTestId('entry-value-do').last().fill('6.66');
    // Spec: save before submitting.
    await page.getByTestId('manage-submit').click();
    await page.getByText('提交数据前请先保存').waitFor();
    await page.getByTestId('manage-save').click();
    await expect.poll(() => page.getByTestId('entry-status').textContent()).toBe('已保存');
    await page.getByTestId('manage-submit').click();
    await expectToast(page, '已提交 1 条数据');
    await page.getByTestId('manage-existing').getByText('6.66').waitFor();

    // The same minute as the device's own reading: refused, naming that reading's time.
    await page.getByTestId('manage-add').click();
    await typeEntryTime(page, sent + 30_000);
    await page.getByTestId('entry-value-do').last().fill('7.1');
    await page.getByTestId('manage-save').click();
    await page.getByTestId('manage-submit').click();
    // The demo companies keep Asia/Shanghai time (UTC+8, no daylight saving).
    const shanghai = new Date(sent + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    await expect.poll(() => page.getByTestId('entry-error').textContent()).toBe(`该时间与已有数据冲突（已有数据时间 ${shanghai}）`);

    // The manual reading is on the history chart, one point more than before (the refused one is not), and in its table.
    expect(await historyPoints(page, 'AW00002')).toBe(pointsBefore + 1);
    await page.getByTestId('history-mode').getByText('表格').click();
    await page.getByTestId('history-table').getByText('6.66').waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  }, 120_000);
});

describe('data audit', () => {
  it('marks a reading invalid: the chart leaves it out and the day average changes', async () => {
    // Three readings ten minutes apart on one day of the company: the day average is of all three.
    const zone = await deviceZone(server.app.database.db, 'AW00003');
    const base = Math.floor(startOfSpanOnOneDay(zone, 20 * MINUTE, 90 * MINUTE) / MINUTE) * MINUTE;
    for (const [i, value] of [5, 6, 7].entries()) {
      expect(await server.app.ingest.submit('AW00003', { ts: base + i * 10 * MINUTE, values: { do: value } })).toEqual({ accepted: true });
    }
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123', { path: '/login?login_dp=%2Fdata%2Fraw' });
    await page.getByTestId('raw-page').waitFor();
    await pickDevice(page, 'raw-device', 'AW00003');
    await page.getByTestId('raw-param').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="溶解氧"]').click();
    await page.getByTestId('raw-query').click();

    const points = () => page.getByTestId('raw-chart-box').getAttribute('data-points');
    const average = () => page.getByTestId('day-average').first().textContent();
    await expect.poll(points).toBe('3');
    await expect.poll(average).toBe('6');
    await expect.poll(() => page.locator('[data-testid="raw-table"] tbody tr.ant-table-row').count()).toBe(3);

    // Select the reading of 7 and mark it invalid, confirming first.
    const row = page.locator('[data-testid="raw-table"] tbody tr.ant-table-row').filter({ hasText: '7 mg/L' });
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('mark-invalid').click();
    await page.locator('.ant-modal-confirm-title').getByText('将选中的 1 条数据标记为无效？', { exact: false }).waitFor();
    await untilStill(page.locator('.ant-modal-confirm'));
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expectToast(page, '已标记 1 条数据');

    await expect.poll(points).toBe('2');
    await expect.poll(average).toBe('5.5');
    await expect.poll(() => row.getByTestId('reading-status').getAttribute('data-invalid')).toBe('true');

    // The history page leaves it out too.
    await page.goto('/analysis/history');
    await page.getByTestId('history-page').waitFor();
    await page.locator('[data-testid="history-devices"] .ant-select-selection-item-remove').first().click();
    await pickDevice(page, 'history-devices', 'AW00003');
    await page.keyboard.press('Escape');
    await page.getByTestId('history-query').click();
    await page.locator('[data-series="AW00003:do"]').waitFor();
    await page.getByTestId('history-mode').getByText('表格').click();
    await expect.poll(() => page.locator('[data-testid="history-table"] tbody tr.ant-table-row').count()).toBe(2);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
