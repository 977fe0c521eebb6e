import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, pickDevice, untilStill } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { backfill } from '../../server/sim/backfill';

const DAY_MS = 86_400_000;
const DEVICE = 'AW00001';
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  // Pond 1 from a week before this month to the end of today (Asia/Shanghai), every 10 minutes,
  // as the simulator writes it: every report period holding "now" has data.
  const pond = server.app.ingest.registry.get(DEVICE)!;
  const local = new Date(Date.now() + 8 * 3_600_000).toISOString();
  const monthStart = new Date(`${local.slice(0, 7)}-01T00:00:00+08:00`);
  const tomorrow = new Date(new Date(`${local.slice(0, 10)}T00:00:00+08:00`).getTime() + DAY_MS);
  await backfill(server.app.database.db, [pond], new Date(monthStart.getTime() - 7 * DAY_MS), tomorrow, 10);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Clicks the download button, checks the spec's confirmation, and opens the saved .xlsx. */
/** How long a server-written workbook may take on a loaded machine (its first loads exceljs there). */
const WORKBOOK_MS = 60_000;

async function downloadAfterConfirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '确认下载报表文件吗？' }).waitFor();
  // The first workbook a server writes loads exceljs there: on a loaded machine that alone passed Playwright's 15 s.
  await untilStill(page.locator('.ant-modal-confirm'));
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  return { workbook, name: file.suggestedFilename() };
}

describe('periodic reports and good and polluted days', () => {
  it.each(['hour', 'day', 'week', 'month'] as const)('opens the %s report, shows its figures and downloads the same figures as .xlsx', async (type) => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto(`/report/${type}`);
    await page.getByTestId(`report-${type}-page`).waitFor();
    await pickDevice(page, 'report-device', DEVICE);
    const row = page.getByTestId('report-stats').locator('tbody tr', { hasText: '水温' });
    await expect.poll(async () => Number(await row.locator('[data-col="count"]').textContent()), { timeout: 20_000 }).toBeGreaterThan(0);
    const shownCount = Number(await row.locator('[data-col="count"]').textContent());
    await page.locator('[data-testid="report-charts"] [data-param="water_temp"] canvas').first().waitFor();

    const { workbook, name } = await downloadAfterConfirm(page, 'report-download');
    expect(name).toMatch(new RegExp(`^report-${type}-${DEVICE}-.+\\.xlsx$`));
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['水温', '溶解氧']));
    const sheet = workbook.getWorksheet('水温')!;
    expect(String(sheet.getCell('A1').value)).toContain(DEVICE);
    expect(sheet.getCell('A2').value).toBe('数据条数');
    // The count is a number in the file, and the one the page shows.
    expect(sheet.getCell('A3').value).toBe(shownCount);
    expect(typeof sheet.getCell('F3').value).toBe('number');
    expectNoConsoleErrors(errors);
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it

  it('reports every device of a site and writes the workbook with its progress shown', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/report/day');
    await page.getByTestId('report-day-page').waitFor();
    await page.getByTestId('report-scope').getByText('按站点').click();
    // The first site is the one of the fish base (pond 1's): its devices each get a table.
    const table = page.getByTestId(`site-stats-${DEVICE}`);
    const row = table.locator('tbody tr', { hasText: '水温' });
    await expect.poll(async () => Number(await row.locator('[data-col="count"]').textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
    const shownCount = Number(await row.locator('[data-col="count"]').textContent());
    const devices = await page.getByTestId('site-report-devices').locator('.ant-collapse-item').count();
    expect(devices).toBeGreaterThan(1);

    const { workbook, name } = await downloadAfterConfirm(page, 'report-download');
    expect(name).toMatch(/^report-site-day-\d+-.+\.xlsx$/);
    expect(workbook.worksheets).toHaveLength(devices);
    const sheet = workbook.worksheets.find((w) => w.name.includes(DEVICE))!;
    const temp = (sheet.getSheetValues().filter(Boolean) as unknown[][]).find((r) => String(r[1]).startsWith('水温'))!;
    expect(temp[2]).toBe(shownCount);
    await page.getByTestId('report-export-progress').waitFor({ state: 'detached' });
    expectNoConsoleErrors(errors);
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it

  it('counts the good and polluted days of a month and downloads them as .xlsx', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/report/pollution');
    await page.getByTestId('pollution-page').waitFor();
    await pickDevice(page, 'pollution-device', DEVICE);
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const row = page.getByTestId('pollution-table').locator('tbody tr', { hasText: thisMonth });
    await expect.poll(async () => Number(await row.locator('td').nth(1).textContent()) + Number(await row.locator('td').nth(2).textContent()), { timeout: 20_000 }).toBeGreaterThan(0);
    const good = Number(await row.locator('td').nth(1).textContent());
    expect(await page.locator(`[data-testid="pollution-chart"] g[data-month="${thisMonth}"] rect`).count()).toBeGreaterThan(0);

    const { workbook } = await downloadAfterConfirm(page, 'pollution-download');
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['按月统计', '逐日']);
    const months = workbook.getWorksheet('按月统计')!;
    const fileRow = months.getRows(3, months.rowCount - 2)!.find((r) => r.getCell(1).value === thisMonth)!;
    expect(fileRow.getCell(2).value).toBe(good);
    expectNoConsoleErrors(errors);
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it
});
