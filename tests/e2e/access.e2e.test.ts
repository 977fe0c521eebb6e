import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildMenu } from '../../src/app/menu-model';
import { landingPath } from '../../src/app/navigation';
import { MENU_GROUPS, ROUTES } from '../../src/app/route-manifest';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs, loginThroughForm, menuKeys } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

const FARMER_CODES = ['1', '1001', '2', '2001', '3', '3001', '3002', '4', '4001', '4002', '5', '5001'];

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('login and access', () => {
  it('asks for account and password, then shows the server message for wrong credentials', async () => {
    const { page, context, errors } = await openPage(browser, server.origin, [401]);
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByText('账号不能为空').count()).toBe(1);
    await expect.poll(() => page.getByText('密码不能为空').count()).toBe(1);
    await page.getByLabel('账号').fill('farmer');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('用户名或密码错误，请重新登录');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows the farmer only the menu groups of its codes', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    const keys = await menuKeys(page);
    const menu = buildMenu(MENU_GROUPS, ROUTES, FARMER_CODES);
    const expected = menu.flatMap((n) => [n.key, ...(n.children ?? []).map((c) => c.key)]);
    // Every group of its codes is shown; children appear only under the groups that are open.
    const groups = menu.map((n) => n.key);
    expect(keys.filter((k) => groups.includes(k))).toEqual(groups);
    expect(keys.filter((k) => !expected.includes(k))).toEqual([]);
    expect(keys).toContain('/home');
    // No entry of a group whose code the farmer lacks, however many pages later issues add.
    const lacking = MENU_GROUPS.filter((g) => g.access && !FARMER_CODES.includes(g.access)).map((g) => g.path);
    expect(keys.filter((k) => lacking.some((g) => k === g || k.startsWith(`${g}/`)))).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows the 403 page for a route whose code the user no longer holds', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    const db = server.app.database.db;
    const user = await db.selectFrom('users').select('id').where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow();
    await db.deleteFrom('user_access').where('user_id', '=', user.id).where('code', '=', '1001').execute();
    // The reload refreshes the access cookie from GET /session; the guard then refuses /home.
    await page.reload();
    await page.getByTestId('error-403').waitFor();
    expect(new URL(page.url()).pathname).toBe('/403');
    await page.goto('/home');
    await page.getByTestId('error-403').waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    await page.goto('/no/such/page');
    await page.getByTestId('error-404').waitFor();
    expect(await page.getByText('抱歉，您访问的页面不存在').count()).toBe(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('returns to login_dp after login and ignores off-site targets', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await page.goto('/message?kind=sim');
    await page.waitForURL(/\/login\?login_dp=/);
    await loginThroughForm(page, 'farmer', 'farmer123', { path: page.url() });
    await page.getByTestId('message-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/message');
    await context.close();

    for (const evil of ['https://evil.example/x', '//evil.example']) {
      const fresh = await openPage(browser, server.origin);
      await loginThroughForm(fresh.page, 'farmer', 'farmer123', { path: `/login?login_dp=${encodeURIComponent(evil)}` });
      expect(new URL(fresh.page.url()).origin).toBe(server.origin);
      expect(new URL(fresh.page.url()).pathname).toBe(landingPath(FARMER_CODES));
      expectNoConsoleErrors(fresh.errors);
      await fresh.context.close();
    }
    expectNoConsoleErrors(errors);
  });

  it('remembers the account but never writes the password anywhere the page can read', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginThroughForm(page, 'farmer', 'farmer123', { remember: true });
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    }));
    expect(stored.local).toContain('farmer');
    for (const area of Object.values(stored)) expect(area).not.toContain('farmer123');
    expect(await page.evaluate(() => localStorage.getItem('rememberAccount'))).toBe('farmer');
    // The long session survives closing the browser: the sid cookie has an expiry.
    const sid = (await context.cookies()).find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('goes to login with login_dp when the server answers 401', async () => {
    const { page, context, errors } = await openPage(browser, server.origin, [401]);
    await loginAs(page, 'farmer', 'farmer123');
    await page.goto('/ownspace');
    await page.getByTestId('ownspace-page').waitFor();
    // The server forgets the session (expiry, admin action); the UI cookies still say logged in.
    await server.app.database.db.deleteFrom('sessions').execute();
    await page.reload();
    await page.waitForURL(/\/login\?login_dp=/);
    expect(new URL(page.url()).searchParams.get('login_dp')).toBe('/ownspace');
    expect((await context.cookies()).find((c) => c.name === 'user')).toBeUndefined();
    await loginThroughForm(page, 'farmer', 'farmer123', { path: page.url() });
    await page.getByTestId('ownspace-page').waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
