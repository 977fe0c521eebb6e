import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import mqtt from 'mqtt';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  // WebGL on: the map page draws with deck.gl.
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser({ webgl: true })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const DEVICE = 'AW90001';
const COMPANY = '湖州南浔绿源水产养殖基地';

/**
 * Opens an antd Select, types to filter it, moves until the option containing `text` is the
 * active one of THIS select's list (found through the input's aria-controls) and takes it with
 * Enter (a tall modal can leave the dropdown below the viewport, so no clicks on options).
 */
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
  await expect.poll(() => select.textContent()).toContain(text);
  if ((await input.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

/** The antd Select of the form item labelled `label` (its inner input never settles for a click). */
const selectOf = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item', { has: scope.page().locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.ant-select').first();
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const formError = (scope: Locator) => scope.locator('.ant-form-item-explain-error');

describe('device configuration', () => {
  it('creates a device in the console, edits its parameters, publishes with the secret shown once, and sees it live on the real-time page and the map', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');
    await page.goto('/system/devices');
    await page.getByTestId('devices-page').waitFor();

    // Create: code, name, type, company, a user to bind, SIM plan and a location on the map.
    await page.getByTestId('device-add').click();
    const form = dialog(page);
    await form.getByLabel('设备编号').fill(DEVICE);
    await form.getByLabel('设备名称').fill('测试塘口');
    await choose(page, selectOf(form, '所属企业'), '南浔', COMPANY);
    await choose(page, selectOf(form, '绑定用户'), 'farmer');
    await choose(page, selectOf(form, 'SIM 卡类型'), '30M', '30M/月');
    await form.getByLabel('SIM 卡号').fill('1440012345678');
    const map = form.getByTestId('location-picker-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.45);
    await form.getByTestId('location-picker-marker').waitFor();
    // The click picked a point; typing sets the exact site.
    await form.getByLabel('经度').fill('120.2');
    await form.getByLabel('纬度').fill('30.8');
    await form.getByRole('button', { name: /保\s*存/ }).click();

    // The MQTT secret, shown this once.
    const secretText = page.getByTestId('device-secret');
    await secretText.waitFor();
    const secret = (await secretText.textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await expect.poll(() => page.getByText('关闭此窗口后将不再显示').count()).toBeGreaterThan(0);
    await page.getByTestId('device-secret-done').click();
    await secretText.waitFor({ state: 'detached' });
    await page.getByLabel('设备编号、名称或地址').fill(DEVICE);
    await page.getByLabel('设备编号、名称或地址').press('Enter');
    await page.locator('.ant-table-row').filter({ hasText: DEVICE }).waitFor();

    const stored = (await (await page.request.post('/api/userdevices/getDeviceListByPage', { data: { keyword: DEVICE } })).json()) as { data: { rows: Record<string, unknown>[] } };
    expect(stored.data.rows[0]).toMatchObject({ device_id: DEVICE, tenant_id: expect.any(Number), company_name: COMPANY, sim_type: '30M', longitude: 120.2, latitude: 30.8 });
    const boundTo = (await (await page.request.post('/api/userdevices/deviceOfUser', { data: { deviceId: DEVICE } })).json()) as { data: { user_name: string }[] };
    expect(boundTo.data.map((u) => u.user_name)).toEqual(['farmer']);

    // Parameters: the server gave the AW type's defaults; edit dissolved oxygen, refusing max < min first.
    await page.goto('/system/parametr');
    await page.getByTestId('parametr-page').waitFor();
    await choose(page, page.getByTestId('parametr-device'), DEVICE);
    await page.getByTestId('param-edit-do').click();
    const edit = dialog(page);
    await edit.getByLabel('下限', { exact: true }).fill('4');
    await edit.getByLabel('上限', { exact: true }).fill('3');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => formError(edit).allTextContents()).toContain('上限不能小于下限');
    await edit.getByLabel('上限', { exact: true }).fill('12');
    await edit.getByLabel('报警等待时间(秒)').fill('0');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expectToast(page, '修改成功');
    await page.getByRole('switch', { name: '启用 turbidity' }).click();
    await expectToast(page, '状态切换成功');
    const params = (await (await page.request.get(`/api/deviceParam/deviceParam?deviceId=${DEVICE}`)).json()) as { data: { param_key: string; min: number; max: number; isOpen: number }[] };
    expect(params.data.map((p) => p.param_key).sort()).toEqual(['aerator', 'do', 'nh3n', 'ph', 'turbidity', 'water_temp']);
    expect(params.data.find((p) => p.param_key === 'do')).toMatchObject({ min: 4, max: 12 });
    expect(params.data.find((p) => p.param_key === 'turbidity')?.isOpen).toBe(0);

    // The device publishes with the secret read from the modal.
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.app.mqttPort}`, { username: DEVICE, password: secret, reconnectPeriod: 0 });
    await client.publishAsync(`devices/${DEVICE}/telemetry`, JSON.stringify({ ts: Date.now(), values: { do: 3.2, water_temp: 24.5 } }), { qos: 1 });
    await client.endAsync();
    expectNoConsoleErrors(errors);
    await context.close();

    // The bound customer logs in and sees it live on the real-time page (its first tab) ...
    const farmer = await openPage(browser, server.origin);
    await loginAs(farmer.page, 'farmer', 'farmer123');
    await farmer.page.getByTestId('realtime-page').waitFor();
    await choose(farmer.page, farmer.page.getByTestId('realtime-device'), DEVICE);
    await expect.poll(() => farmer.page.getByTestId('realtime-page').getAttribute('data-device-id')).toBe(DEVICE);
    const tile = (key: string) => farmer.page.locator(`[data-testid="param-tile"][data-param-key="${key}"] [data-testid="tile-value"]`);
    await expect.poll(() => tile('do').textContent(), { timeout: 20_000 }).toBe('3.2');
    await expect.poll(() => tile('water_temp').textContent()).toBe('24.5');

    // ... and on the map, drawn at its position with the same values in its panel.
    await farmer.page.goto('/map');
    await farmer.page.getByTestId('map-canvas').locator('canvas').waitFor();
    await expect.poll(() => farmer.page.evaluate((id) => window.__deviceMap?.position(id) ?? null, DEVICE), { timeout: 30_000 }).not.toBeNull();
    // By the keyboard (the row's button): a mouse click waits for the row to hold still over two animation
    // frames, which the map's software WebGL starved past 15 s in a clean-clone run (as in the language walk).
    await farmer.page.getByTestId('map-device-list').locator(`[data-device-id="${DEVICE}"] button`).press('Enter');
    await farmer.page.getByTestId('device-panel').waitFor();
    await expect.poll(() => farmer.page.getByTestId('device-panel-values').locator('[data-param="do"]').textContent(), { timeout: 20_000 }).toContain('3.2');
    expectNoConsoleErrors(farmer.errors);
    await farmer.context.close();
  }, 180_000);

  it('refuses each form\'s bad inputs in the browser with the spec\'s messages', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');

    // Devices: device code cannot be empty; the code must fit an MQTT topic.
    await page.goto('/system/devices');
    await page.getByTestId('device-add').click();
    const device = dialog(page);
    await device.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => formError(device).allTextContents()).toEqual(expect.arrayContaining(['设备编号不能为空', '设备名称不能为空']));
    await device.getByLabel('设备编号').fill('AW 01');
    await expect.poll(() => formError(device).allTextContents()).toContain('设备编号只能包含字母、数字、下划线和短横线，最多 32 位');
    // The shared contract's rules: a location is required; SIM number and ICCID are digits.
    await expect.poll(() => formError(device).allTextContents()).toContain('请选择设备位置（经度和纬度）');
    await device.getByLabel('SIM 卡号').fill('1440abc');
    await device.getByLabel('ICCID').fill('89860');
    await expect.poll(() => formError(device).allTextContents()).toEqual(expect.arrayContaining(['SIM 卡号应为 11 到 15 位数字', 'ICCID 应为 19 或 20 位数字']));
    await device.getByRole('button', { name: /取\s*消/ }).click();

    // Alarm contacts: company (the admin has none of its own), phone and name required, phone and e-mail format.
    await page.goto('/system/alarm');
    await page.getByTestId('contact-add').click();
    const contact = dialog(page);
    await contact.getByLabel('邮箱').fill('not-an-address');
    await contact.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => formError(contact).allTextContents()).toEqual(['请选择联系人所属企业', '联系人电话不能为空', '联系人姓名不能为空', '邮箱格式不正确']);
    await contact.getByLabel('联系电话').fill('12345');
    await expect.poll(() => formError(contact).allTextContents()).toContain('联系人电话格式不正确');
    await contact.getByRole('button', { name: /取\s*消/ }).click();

    // Rules: fill a trigger before adding another; the last trigger stays; one timer; interval minimum 1.
    await page.goto('/system/rule');
    await page.getByTestId('rule-add').click();
    await page.getByTestId('rule-add-trigger').click();
    await expectToast(page, '请先填写触发条件再添加');
    expect(await page.locator('[data-testid^="rule-trigger-"]').count()).toBe(1);
    // It only looks disabled (aria-disabled), so a click still gets the reason.
    await page.getByTestId('rule-remove-trigger-0').click({ force: true });
    await expectToast(page, '最后一个触发条件或执行动作不能删除');
    await page.getByTestId('rule-remove-action-0').hover();
    await expect.poll(() => page.locator('.ant-tooltip:visible').textContent()).toBe('最后一个触发条件或执行动作不能删除');
    const trigger = page.getByTestId('rule-trigger-0');
    await choose(page, trigger.locator('.ant-select').first(), '', '定时触发');
    await trigger.getByTestId('rule-cron-input').fill('30 8 * * 1-5');
    await expect.poll(() => trigger.getByTestId('rule-cron-meaning').textContent()).toBe('周一至周五 08:30');
    await trigger.getByTestId('rule-cron-input').fill('30 25 * * *');
    await expect.poll(() => trigger.getByTestId('rule-cron-meaning').textContent()).toBe('定时表达式的 hour 字段取值 25 超出范围 0-23');
    await trigger.getByTestId('rule-cron-input').fill('0 * * * *');
    await page.getByTestId('rule-add-trigger').click();
    await page.getByTestId('rule-trigger-1').waitFor();
    // A second timer is offered and refused with the spec's words (its option's title says so beforehand).
    await page.getByTestId('rule-trigger-1').locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="只能有一个定时触发"]').click();
    await expectToast(page, '只能有一个定时触发');
    await expect.poll(() => page.getByTestId('rule-trigger-1').locator('.ant-select').first().textContent()).toBe('设备属性');
    await page.getByTestId('rule-form').getByLabel('规则名称').fill('interval check');
    await page.getByLabel('告警间隔(秒)').fill('0');
    await page.getByTestId('rule-save').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toContain('间隔最小为1');
    expectNoConsoleErrors(errors);
    await context.close();
  }, 120_000);
});
