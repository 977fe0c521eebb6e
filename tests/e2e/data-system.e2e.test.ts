import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/** A workbook the server writes: the first one in a process loads exceljs there, which alone passed Playwright's 15 s on a loaded machine. */
const WORKBOOK_MS = 60_000;

/**
 * Issue 17 items 2 and 8, as a person clicks: on /data/alarm acknowledge and clear an alarm and
 * download the report; on /system/camera change a camera's channel; on /system/code add a command
 * code and find it offered on the device settings page.
 */
let server: E2eServer;
let browser: Browser;
let agent: TestPage;
const db = () => server.app.database.db;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  agent = await openPage(browser, server.origin);
  await loginAs(agent.page, 'agent', 'agent123');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const confirmButton = (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ });
const popconfirm = (page: Page) => page.locator('.ant-popconfirm:visible');
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const formItem = (scope: Locator, label: string) => scope.locator('.ant-form-item', { has: scope.page().locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

/** Opens an antd Select, types to filter it and takes the active option containing `text` with Enter. */
async function choose(page: Page, select: Locator, typed: string, text = typed) {
  await select.click();
  const input = select.locator('input').first();
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
  if (typed) await page.keyboard.type(typed);
  const listId = (await input.getAttribute('aria-controls'))!;
  const active = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option-active');
  for (let i = 0; i < 20 && !((await active.textContent({ timeout: 1000 }).catch(() => '')) ?? '').includes(text); i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => active.textContent()).toContain(text);
  await page.keyboard.press('Enter');
}

describe('data alarms, command codes and video configuration', () => {
  it('acknowledges and clears an alarm on /data/alarm and downloads the report', async () => {
    const { page, errors } = agent;
    const device = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', 'AW00001').executeTakeFirstOrThrow();
    const { id } = await db()
      .insertInto('alarms')
      .values({ device_id: 'AW00001', tenant_id: device.tenant_id, param_key: 'do', kind: 'warning', direction: 'low', value: 2.1, threshold: 4, raised_at: new Date(), last_value: 2.1, last_ts: new Date(), last_notified_at: null, acked_at: null, acked_by: null, cleared_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto('/data/alarm');
    const row = page.locator(`[data-testid="data-alarm-table"] tr[data-row-key="${id}"]`);
    const state = row.getByTestId('data-alarm-state-tag');
    await expect.poll(() => state.getAttribute('data-state')).toBe('active');

    await row.getByTestId('data-alarm-ack').click();
    await confirmButton(popconfirm(page)).click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('acknowledged');
    await row.getByTestId('data-alarm-clear').click();
    await popconfirm(page).getByText('清除这条报警？').waitFor();
    await confirmButton(popconfirm(page)).click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('cleared');
    await expect.poll(() => row.textContent()).toContain('代理商王经理');

    await page.getByTestId('data-alarm-download').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确认下载报表文件吗？' }).waitFor();
    // The context asks for reduced motion (support/browser.ts), so the dialog is there at once, not zooming in.
    expect(await page.locator('.ant-modal-confirm').evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a instanceof CSSAnimation).length)).toBe(0);
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), confirmButton(page.locator('.ant-modal-confirm')).click()]);
    expect(file.suggestedFilename()).toMatch(/^alarms-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0][0]).toBe('设备名称');
    expect(rows.find((r) => r[1] === 'AW00001' && r[8] === '已清除')?.[11]).toBe('代理商王经理');
    expectNoConsoleErrors(errors);
  }, WORKBOOK_MS + 60_000); // the workbook's own wait, and the rest of the test beside it

  it("changes a camera's channel on /system/camera and sees it saved", async () => {
    const { page, errors } = agent;
    const camera = await db().selectFrom('cameras').select('id').where('deviceSerial', '=', 'SIM000002').executeTakeFirstOrThrow();
    await page.goto('/system/camera');
    const row = page.locator(`[data-testid="camera-table"] tr[data-row-key="${camera.id}"]`);
    await expect.poll(() => row.getByTestId('camera-channel-cell').textContent()).toBe('1');
    await row.getByTestId('camera-edit').click();
    const form = dialog(page);
    await form.getByLabel('通道号').fill('3');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => row.getByTestId('camera-channel-cell').textContent()).toBe('3');
    const stored = await db().selectFrom('cameras').select('channelNo').where('id', '=', camera.id).executeTakeFirstOrThrow();
    expect(stored.channelNo).toBe(3);
    expectNoConsoleErrors(errors);
  });

  it('adds a command code on /system/code and finds it offered on the device settings page', async () => {
    const { page, errors } = agent;
    await page.goto('/system/code');
    await page.getByTestId('code-table').waitFor();
    await page.getByTestId('code-add').click();
    const form = dialog(page);
    await choose(page, formItem(form, '所属').locator('.ant-select').first(), '南浔');
    await choose(page, formItem(form, '设备类型').locator('.ant-select').first(), 'AW');
    await form.getByTestId('code-code').fill('e2e_feed');
    await form.getByTestId('code-name').fill('投喂一次');
    await form.getByTestId('code-params').fill('{"feeder": 1}');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByTestId('code-table').textContent()).toContain('e2e_feed');

    await page.goto('/system/param-cmd-setting');
    const commandForm = page.getByTestId('command-form');
    await choose(page, formItem(commandForm, '设备').locator('.ant-select').first(), 'AW00001');
    await choose(page, formItem(commandForm, '已配置的指令').locator('.ant-select').first(), 'e2e', 'e2e_feed · 投喂一次');
    await expect.poll(() => formItem(commandForm, '指令').locator('input').inputValue()).toBe('e2e_feed');
    await expect.poll(() => commandForm.locator('textarea').first().inputValue()).toBe('{"feeder":1}');
    expectNoConsoleErrors(errors);
  });
});
