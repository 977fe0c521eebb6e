import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildMenu } from '../../src/app/menu-model';
import { MENU_GROUPS, ROUTES } from '../../src/app/route-manifest';
import { ApiClient } from '../helpers/api-client';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, menuKeys, untilStill } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';

/** A workbook the server writes: the first one in a process loads exceljs there, which alone passed Playwright's 15 s on a loaded machine. */
const WORKBOOK_MS = 60_000;

const COMPANY = 'E2E 测试企业';
const ACCOUNT = 'e2euser';
const PASSWORD = 'e2e-pass1';
const DEVICES = ['AW09901', 'AW09902'];
const NOTICE = '鱼塘停电检修通知';

let server: E2eServer;
let browser: Browser;
let admin: TestPage;
let companyId = 0;
let userId = 0;
const db = () => server.app.database.db;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  admin = await openPage(browser, server.origin);
  await loginAs(admin.page, 'admin', 'admin123');
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await server?.close();
});

/**
 * The side menu shows every group the codes open (and no other), and no entry outside them; the
 * children of a closed group are not drawn (/operation's, which need no code, among them).
 */
async function expectMenuFor(page: Page, codes: string[]) {
  const menu = buildMenu(MENU_GROUPS, ROUTES, codes);
  const groups = menu.map((n) => n.key);
  const allowed = menu.flatMap((n) => [n.key, ...(n.children ?? []).map((c) => c.key)]);
  const keys = await menuKeys(page);
  expect(keys.filter((k) => groups.includes(k))).toEqual(groups);
  expect(keys.filter((k) => !allowed.includes(k))).toEqual([]);
}
const openDialog = (page: Page) => page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible').last();

/** Moves the named items of an antd Transfer from one side to the other, as a person clicks them. */
async function transfer(root: Locator, from: 'left' | 'right', labels: string[]) {
  const section = root.locator('.ant-transfer-section').nth(from === 'left' ? 0 : 1);
  for (const label of labels) await section.locator('.ant-transfer-list-content-item', { hasText: label }).click();
  await root.locator('.ant-transfer-actions button').nth(from === 'left' ? 0 : 1).click();
}

async function pickOption(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
}

/** A multiple select keeps its list open after a pick; clicking the dialog's title closes it, as a person would. */
async function closeDropdown(page: Page) {
  await openDialog(page).locator('.ant-modal-title').click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

async function openUserAction(page: Page, action: 'devices' | 'routes') {
  await page.goto('/base/users');
  await page.getByTestId(`user-${action}-${ACCOUNT}`).click();
  await openDialog(page).locator('.ant-transfer').waitFor();
}

async function readXlsx(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

async function download(page: Page, kind: 'login' | 'op') {
  await page.getByTestId(`${kind}-log-download`).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '确认下载报表文件吗？' }).waitFor();
  await untilStill(page.locator('.ant-modal-confirm'));
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: WORKBOOK_MS }), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click()]);
  return readXlsx((await file.path())!);
}

describe('administration, as a person clicks', () => {
  it('admin creates a company and a user in it, binds two devices and assigns routes 3/3001 and 2/2001', async () => {
    const { page } = admin;
    await page.goto('/base/company');
    await page.getByTestId('company-add').click();
    // The spec's own wording when the name is missing.
    await openDialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('企业名称不能为空').waitFor();
    await page.getByTestId('company-form').getByLabel('企业名称').fill(COMPANY);
    await openDialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('row', { name: new RegExp(COMPANY) }).waitFor();
    companyId = (await db().selectFrom('companies').select('id').where('name', '=', COMPANY).executeTakeFirstOrThrow()).id;

    // The company gets two devices (the device pages are another issue's; the API is the same).
    const api = new ApiClient(server.origin, 'zh-CN');
    await api.login('admin', 'admin123');
    for (const id of DEVICES) {
      const created = await api.post('/userdevices/create', { device_id: id, device_name: `E2E 塘 ${id}`, device_type: 'AW', tenant_id: companyId, longitude: 120.2, latitude: 30.7 });
      expect(created.status).toBe(200);
    }

    await page.goto('/base/users');
    await page.getByTestId('user-add').click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('账号').fill(ACCOUNT);
    await form.getByLabel('密码').fill('123');
    await page.getByTestId('user-save').click();
    await form.getByText('密码长度为 6 到 32 个字符').waitFor();
    await form.getByLabel('密码').fill(PASSWORD);
    await pickOption(page, page.getByTestId('user-company'), COMPANY);
    await page.getByTestId('user-save').click();
    await page.getByRole('row', { name: new RegExp(ACCOUNT) }).waitFor();
    userId = (await db().selectFrom('users').select('id').where('user_name', '=', ACCOUNT).executeTakeFirstOrThrow()).id;

    await openUserAction(page, 'devices');
    // A customer is offered only its company's devices: exactly the two new ones.
    const offered = await openDialog(page).locator('.ant-transfer-section').first().locator('.ant-transfer-list-content-item').allTextContents();
    expect(offered.map((t) => t.split(' ')[0]).sort()).toEqual(DEVICES);
    await transfer(openDialog(page), 'left', DEVICES);
    await page.getByTestId('devices-save').click();
    await page.getByText('保存成功').first().waitFor();

    await openUserAction(page, 'routes');
    const routes = openDialog(page);
    await transfer(routes, 'left', ['数据分析 (3)', '数据分析 / 实时数据 (3001)', '地图 (2)', '地图 / 设备地图 (2001)']);
    await page.getByTestId('routes-save').click();
    await page.getByText('保存成功').first().waitFor();

    const bound = await db().selectFrom('device_users').select('device_id').where('user_id', '=', userId).orderBy('device_id').execute();
    expect(bound.map((b) => b.device_id)).toEqual(DEVICES);
    const codes = await db().selectFrom('user_access').select('code').where('user_id', '=', userId).orderBy('code').execute();
    expect(codes.map((c) => c.code)).toEqual(['2', '2001', '3', '3001']);

    // A system notice for that company, which its user will find in the message center.
    await page.goto('/system/message');
    await page.getByTestId('notice-add').click();
    const notice = page.getByTestId('notice-form');
    await notice.getByLabel('标题').fill(NOTICE);
    await notice.getByLabel('内容').fill('周五 9:00-11:00 停电');
    await pickOption(page, page.getByTestId('notice-companies'), COMPANY);
    await closeDropdown(page);
    await openDialog(page).getByRole('button', { name: /发布通知/ }).click();
    await page.getByRole('row', { name: new RegExp(NOTICE) }).waitFor();
    expectNoConsoleErrors(admin.errors);
  });

  let user: TestPage;
  it('the user sees exactly those menu entries, those two devices and the notice', async () => {
    user = await openPage(browser, server.origin);
    const { page } = user;
    await loginAs(page, ACCOUNT, PASSWORD);
    await expectMenuFor(page, ['2', '2001', '3', '3001']);
    expect(await menuKeys(page)).toContain('/map');
    // Real-time data is the landing page; its device selector lists exactly the bound devices.
    await page.getByTestId('realtime-page').waitFor();
    await page.getByTestId('realtime-device').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(async () => (await options.allTextContents()).map((o) => /\((\w+)\)$/.exec(o)?.[1]).sort()).toEqual(DEVICES);
    await page.keyboard.press('Escape');

    await expect.poll(() => page.getByTestId('message-bell').getAttribute('data-count')).not.toBe('0');
    await page.getByTestId('message-bell').click();
    await page.getByTestId('message-page').getByText(NOTICE).waitFor();
    expectNoConsoleErrors(user.errors);
  });

  it("after the admin revokes 2001 the user's next visit to /map shows the 403 page", async () => {
    await openUserAction(admin.page, 'routes');
    await transfer(openDialog(admin.page), 'right', ['地图 / 设备地图 (2001)']);
    await admin.page.getByTestId('routes-save').click();
    await admin.page.getByText('保存成功').first().waitFor();

    const { page } = user;
    // The menu still shows the map (nothing told this browser yet); clicking it is the next visit.
    await page.locator('[data-testid="side-menu"] li[role="menuitem"]:has([data-menu-key="/map"])').click();
    await page.getByTestId('error-403').waitFor();
    expect(new URL(page.url()).pathname).toBe('/403');
    await page.goto('/analysis/realtime');
    await page.getByTestId('realtime-page').waitFor();
    await expectMenuFor(page, ['2', '3', '3001']);
    expect(await menuKeys(page)).not.toContain('/map');
    expectNoConsoleErrors(user.errors);
    await user.context.close();
  });

  it("locking the company stops that user's next login with a message", async () => {
    const { page } = admin;
    await page.goto('/base/company');
    await page.getByTestId(`company-lock-${companyId}`).click();
    await untilStill(page.locator('.ant-modal-confirm'));
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByRole('row', { name: new RegExp(COMPANY) }).getByText('锁定', { exact: true }).first().waitFor();

    const locked = await openPage(browser, server.origin, [403]);
    await locked.page.goto('/login');
    await locked.page.getByLabel(/账号/).fill(ACCOUNT);
    await locked.page.getByLabel(/^密码$/).fill(PASSWORD);
    await locked.page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => locked.page.getByTestId('login-error').textContent()).toBe('所属企业已被锁定，无法登录，请联系管理员');
    expect(new URL(locked.page.url()).pathname).toBe('/login');
    expectNoConsoleErrors(locked.errors);
    await locked.context.close();
  });

  it('both logs list these actions, and their .xlsx downloads open with the rows', async () => {
    const { page } = admin;
    await page.goto('/weblog');
    await page.getByTestId('login-log-account').fill(ACCOUNT);
    await page.getByTestId('login-log-search').click();
    const loginTable = page.getByTestId('login-log-table');
    await loginTable.getByText('失败').first().waitFor();
    expect(await loginTable.getByText('成功').count()).toBeGreaterThan(0);
    const logins = await download(page, 'login');
    expect(logins[0]).toEqual(['账号', 'IP', '时间', '登录类型', '结果']);
    expect(logins.slice(1).map((r) => [r[0], r[4]])).toEqual([
      [ACCOUNT, '失败'],
      [ACCOUNT, '成功'],
    ]);

    await page.getByRole('tab', { name: '操作日志' }).click();
    await page.getByTestId('op-log-account').fill('admin');
    await page.getByTestId('op-log-search').click();
    const opTable = page.getByTestId('op-log-table');
    const actions = [
      `新建企业 ${COMPANY}`,
      `新建用户 ${ACCOUNT}`,
      `修改用户 ${ACCOUNT} 的绑定设备`,
      `为用户 ${ACCOUNT} 分配路由`,
      `撤销用户 ${ACCOUNT} 的路由`,
      `修改企业 ${COMPANY}`,
      `新建系统通知 ${NOTICE}`,
    ];
    for (const action of actions) {
      await opTable.getByText(action, { exact: true }).first().waitFor();
    }
    const ops = await download(page, 'op');
    expect(ops[0]).toEqual(['账号', 'IP', '时间', '操作', '对象', '结果']);
    const done = ops.slice(1).map((r) => `${r[3]} ${r[4]} ${r[5]}`);
    for (const line of [
      `${actions[0]} company:${companyId} 成功 (200)`,
      `${actions[1]} user:${userId} 成功 (200)`,
      `${actions[2]} user:${userId} 成功 (200)`,
      `${actions[3]} user:${userId} 成功 (200)`,
      `${actions[4]} user:${userId} 成功 (200)`,
      `${actions[5]} company:${companyId} 成功 (200)`,
    ]) {
      expect(done).toContain(line);
    }
    expectNoConsoleErrors(admin.errors);
  }, 2 * WORKBOOK_MS + 60_000); // two workbooks' own waits, and the rest of the test beside them
});

describe('an agent and a company it does not manage', () => {
  it('lists only its companies\' users in the pages, and the server answers 403 to direct calls on the other company', async () => {
    const agent = await openPage(browser, server.origin, [403]);
    await loginAs(agent.page, 'agent', 'agent123');
    await agent.page.goto('/base/users');
    await agent.page.getByTestId('user-devices-farmer').waitFor();
    expect(await agent.page.getByTestId('user-devices-grower').count()).toBe(0);
    expect(await agent.page.getByTestId(`user-devices-${ACCOUNT}`).count()).toBe(0);
    // The company page needs 9001, which an agent does not hold.
    await agent.page.goto('/base/company');
    await agent.page.getByTestId('error-403').waitFor();

    const greenhouse = (await db().selectFrom('companies').select('id').where('name', '=', '寿光绿野蔬菜大棚合作社').executeTakeFirstOrThrow()).id;
    const grower = (await db().selectFrom('users').select('id').where('user_name', '=', 'grower').executeTakeFirstOrThrow()).id;
    const statuses = await agent.page.evaluate(async ({ greenhouse, grower }) => {
      const call = (method: string, url: string, body: unknown) =>
        fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
      return [
        await call('POST', `/api/companies/${greenhouse}`, { is_lock: 1 }),
        await call('POST', '/api/userauth/addPermission', { userId: grower, codes: ['3001'] }),
        await call('POST', '/api/userdevices/updateUserDevices', { userId: grower, deviceIds: ['AW00001'] }),
      ];
    }, { greenhouse, grower });
    expect(statuses).toEqual([403, 403, 403]);
    const company = await db().selectFrom('companies').select('is_lock').where('id', '=', greenhouse).executeTakeFirstOrThrow();
    expect(company.is_lock).toBe(0);
    expectNoConsoleErrors(agent.errors);
    await agent.context.close();
  });
});

/** A 1x1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c8f0510000000049454e44ae426082', 'hex');

describe('per-route permissions, site configuration and company display', () => {
  it('revokes a code from the per-route view', async () => {
    const { page } = admin;
    await page.goto('/base/user-auth');
    await pickOption(page, page.getByTestId('user-auth-route'), '数据分析 / 实时数据 (3001)');
    const holders = page.getByTestId('holders-transfer');
    await holders.locator('.ant-transfer-section').nth(1).locator('.ant-transfer-list-content-item', { hasText: ACCOUNT }).waitFor();
    await transfer(holders, 'right', [ACCOUNT]);
    await page.getByTestId('holders-save').click();
    await expectToast(page, '已授予 0 人，撤销 1 人');
    const codes = await db().selectFrom('user_access').select('code').where('user_id', '=', userId).orderBy('code').execute();
    expect(codes.map((c) => c.code)).toEqual(['2', '3']);
    expectNoConsoleErrors(admin.errors);
  });

  it('switches the footer for everyone and shows a company logo on its login page', async () => {
    const { page } = admin;
    await page.goto('/system/config-page');
    await page.getByLabel('页脚二（版权、公安备案号）').check();
    await page.getByLabel('版权信息 2').fill('E2E 版权所有');
    await page.getByTestId('config-save').click();
    await page.getByText('保存成功').first().waitFor();
    // The layout's footer (the last one; the form shows a preview too) changes without a reload.
    await expect.poll(() => page.getByTestId('app-footer').last().getAttribute('data-variant')).toBe('2');
    expect(await page.getByTestId('app-footer').last().textContent()).toContain('E2E 版权所有');

    await page.goto('/system/login-bgc');
    const input = page.locator(`.ant-upload:has([data-testid="upload-logo-${companyId}"]) input[type=file]`);
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('上传成功').first().waitFor();

    const visitor = await openPage(browser, server.origin);
    await visitor.page.goto(`/login?company=${companyId}`);
    const logo = visitor.page.getByTestId('login-logo');
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expectNoConsoleErrors(visitor.errors);
    await visitor.context.close();
    expectNoConsoleErrors(admin.errors);
  });
});
