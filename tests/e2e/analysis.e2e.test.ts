import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { ApiClient, DEMO } from '../helpers/api-client';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, pickDevice, untilStill } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/** A workbook the server writes: the first one in a process loads exceljs there, which alone passed Playwright's 15 s on a loaded machine. */
const WORKBOOK_MS = 60_000;

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const REALTIME_CALL = '/api/userdevices/realtime/';
/** Slack for a request and a render on top of an interval, on a busy 2-core machine. */
const SLACK_MS = 1500;

async function pickOption(page: Page, selectTestId: string, title: string) {
  await page.getByTestId(selectTestId).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
}

/** On `root`: after a reload the tabs opened before are mounted again, hidden, beside the active page. */
const tileValue = (root: Page | Locator, key: string) => root.locator(`[data-testid="param-tile"][data-param-key="${key}"] [data-testid="tile-value"]`);

/** Times of the real-time polls the page makes, as the browser sends them. */
function recordPolls(page: Page): number[] {
  const times: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes(REALTIME_CALL)) times.push(Date.now());
  });
  return times;
}

async function gapsAfter(times: number[], from: number, count: number): Promise<number[]> {
  await expect.poll(() => times.length - from, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(count + 1);
  const recent = times.slice(from, from + count + 1);
  return recent.slice(1).map((t, i) => t - recent[i]);
}

describe('real-time data', () => {
  it('lands on real-time data, shows polled values within one interval, follows the interval and takes pushes between polls', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    const polls = recordPolls(page);
    await loginAs(page, 'farmer', 'farmer123');
    // Spec: the initial tab is real-time data.
    await page.getByTestId('realtime-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/analysis/realtime');
    // The first device, once the device list has come (a session started through the API has no list cached by the login form).
    await expect.poll(() => page.getByTestId('realtime-page').getAttribute('data-device-id')).toBe('AW00001');
    // With SIM=0 nothing has reported yet: the spec's message.
    await expect.poll(() => page.getByTestId('no-realtime-data').textContent()).toContain('暂无实时数据，请检查设备是否正常运行');

    // Polling alone: the latest value changes in the server without any push.
    await pickOption(page, 'refresh-interval', '3秒');
    const changedAt = Date.now();
    server.app.ingest.latest.set('AW00001', 'do', 7.77, changedAt, false);
    await expect.poll(() => tileValue(page, 'do').textContent(), { timeout: 3000 + SLACK_MS, interval: 100 }).toBe('7.77');
    expect(Date.now() - changedAt).toBeLessThan(3000 + SLACK_MS);
    expect(await page.locator('[data-param-key="do"]').getAttribute('data-level')).toBe('best');

    // The request cadence follows the chosen interval.
    const fast = await gapsAfter(polls, polls.length, 3);
    for (const gap of fast) expect(gap).toBeGreaterThan(3000 - 400);
    for (const gap of fast) expect(gap).toBeLessThan(3000 + SLACK_MS);
    await pickOption(page, 'refresh-interval', '5秒');
    const slowFrom = polls.length + 1; // the first poll after the change may come early (it was due anyway)
    const slow = await gapsAfter(polls, slowFrom, 2);
    for (const gap of slow) expect(gap).toBeGreaterThan(5000 - 400);
    for (const gap of slow) expect(gap).toBeLessThan(5000 + SLACK_MS);

    // With a long interval, a reading published by the device shows through the socket before any poll.
    await pickOption(page, 'refresh-interval', '1分钟');
    await expect.poll(() => page.getByTestId('refresh-interval').textContent()).toContain('1分钟');
    const pollsBefore = polls.length;
    const pushedAt = Date.now();
    await expect
      .poll(
        async () => {
          // Repeated until shown, in case the room subscription was still on its way.
          await server.app.ingest.submit('AW00001', { ts: Date.now(), values: { do: 8.88, nh3n: 1.6 } });
          return tileValue(page, 'do').textContent();
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe('8.88');
    expect(Date.now() - pushedAt).toBeLessThan(10_000);
    expect(polls.length).toBe(pollsBefore);
    // Ammonia at 1.6 is over its upper standard of 1: the tile says so.
    await expect.poll(() => page.locator('[data-param-key="nh3n"]').getAttribute('data-level')).toBe('alarm');

    // Diagnosis real-time shows the same device through the same shared stream.
    await page.goto('/diagnose/realtime');
    const diagnose = page.getByTestId('diagnose-realtime-page');
    await diagnose.waitFor();
    await expect.poll(() => tileValue(diagnose, 'do').textContent()).toBe('8.88');
    // The interval is remembered for this user.
    await expect.poll(() => diagnose.locator('[data-testid="refresh-interval"]').textContent()).toContain('1分钟');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('history', () => {
  it('draws several series, lists them in a table and downloads the rows as .xlsx', async () => {
    const base = dayjs().subtract(3, 'hour').startOf('minute').valueOf();
    const readings = [5.1, 5.2, 5.3, 5.4, 5.5, 5.6];
    for (const [i, value] of readings.entries()) {
      const result = await server.app.ingest.submit('AW00002', { ts: base + i * 10 * 60_000, values: { do: value, ph: 7 + i / 10 } });
      expect(result).toEqual({ accepted: true });
    }
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123', { path: '/login?login_dp=%2Fanalysis%2Fhistory' });
    await page.getByTestId('history-page').waitFor();
    // Swap the default first device for AW00002.
    await page.locator('[data-testid="history-devices"] .ant-select-selection-item-remove').first().click();
    await page.getByTestId('history-devices').click();
    await page.keyboard.type('AW00002');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId('history-query').click();
    await page.locator('[data-series="AW00002:do"]').waitFor();
    await page.getByTestId('history-chart').locator('canvas').first().waitFor();

    // Wheel zoom narrows the view; double-click shows all again.
    const plot = page.getByTestId('history-chart-plot');
    await plot.hover();
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.getByTestId('history-chart').getAttribute('data-view')).not.toBe('all');
    await plot.dblclick();
    await expect.poll(() => page.getByTestId('history-chart').getAttribute('data-view')).toBe('all');

    await page.getByTestId('history-mode').getByText('表格').click();
    await expect.poll(() => page.locator('[data-testid="history-table"] tbody tr.ant-table-row').count()).toBe(readings.length);

    await page.getByTestId('history-download').click();
    await page.getByText('确认下载报表文件吗？').filter({ visible: true }).waitFor();
    await untilStill(page.locator('.ant-modal-confirm'));
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^history-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header[0]).toBe('时间');
    const doColumn = header.findIndex((h) => h.includes('溶解氧')) + 1;
    expect(doColumn).toBeGreaterThan(1);
    expect(sheet.rowCount).toBe(1 + readings.length);
    for (const [i, value] of readings.entries()) {
      const row = sheet.getRow(2 + i);
      expect(row.getCell(1).value).toBe(dayjs(base + i * 10 * 60_000).format('YYYY-MM-DD HH:mm:ss'));
      expect(row.getCell(doColumn).value).toBeCloseTo(value, 9);
    }
    expectNoConsoleErrors(errors);
    await context.close();
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it

  it('downloads the report in English too (Excel reserves the sheet name "History")', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await page.addInitScript(() => localStorage.setItem('languageSet', 'en-US'));
    await loginAs(page, 'farmer', 'farmer123', { path: '/login?login_dp=%2Fanalysis%2Fhistory' });
    await page.getByTestId('history-page').waitFor();
    await page.locator('[data-testid="history-devices"] .ant-select-selection-item-remove').first().click();
    await page.getByTestId('history-devices').click();
    await page.keyboard.type('AW00002');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId('history-query').click();
    await page.locator('[data-series="AW00002:do"]').waitFor();
    await page.getByTestId('history-mode').getByText('Table').click();
    await page.getByTestId('history-download').click();
    await page.getByText('Confirm to download the report file?').filter({ visible: true }).waitFor();
    await untilStill(page.locator('.ant-modal-confirm'));
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), page.locator('.ant-modal-confirm').getByRole('button', { name: /OK/ }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('History (1)');
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('Time');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expectNoConsoleErrors(errors);
    await context.close();
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it

  it('prompts to re-enter the range or device when the range holds no data', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123', { path: '/login?login_dp=%2Fanalysis%2Fhistory' });
    // AW00003 has never reported.
    await page.locator('[data-testid="history-devices"] .ant-select-selection-item-remove').first().click();
    await page.getByTestId('history-devices').click();
    await page.keyboard.type('AW00003');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId('history-query').click();
    await expect.poll(() => page.getByTestId('history-empty').textContent()).toContain('该时间段内没有数据，请重新选择时间范围或设备');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('comparison', () => {
  it('shows the sequential change between two months the test wrote', async () => {
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const earlier = dayjs().subtract(3, 'month').date(10);
    const later = dayjs().subtract(2, 'month').date(10);
    for (const [day, value] of [[earlier, 20], [earlier.add(2, 'day'), 20], [later, 24], [later.add(2, 'day'), 26]] as const) {
      const res = await admin.post('/datahis/create', { device_id: 'AW00004', data: { water_temp: value }, datetime: `${day.format('YYYY-MM-DD')} 12:00` });
      expect(res.status).toBe(200);
    }
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123', { path: '/login?login_dp=%2Fanalysis%2Fcompare' });
    await page.getByTestId('compare-page').waitFor();
    await pickDevice(page, 'compare-device', 'AW00004');
    await pickOption(page, 'compare-param', '水温');
    const row = (label: string) => page.locator(`[data-testid="compare-table"] tr[data-period="${label}"] [data-testid="compare-change"]`);
    await expect.poll(() => row(later.format('YYYY-MM')).textContent()).toBe('+25.00%');
    // The earlier month has no month before it with data: said in words, not a bare '-'.
    expect(await row(earlier.format('YYYY-MM')).textContent()).toBe(`上一期（${earlier.subtract(1, 'month').format('YYYY-MM')}）无数据`);
    // Year-on-year: nothing a year before.
    await page.getByTestId('compare-mode').getByText('同比').click();
    await expect.poll(() => row(later.format('YYYY-MM')).textContent()).toBe(`去年同期（${later.subtract(1, 'year').format('YYYY-MM')}）无数据`);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
