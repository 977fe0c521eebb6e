import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import mqtt from 'mqtt';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { arrowTo, drawnFocusStop, isFocused, tabTo } from './support/keyboard';

/**
 * Issue 41, an operator on the night shift without a mouse: log in through the form, acknowledge an
 * incident from the bell's message centre, open the realtime page from the side menu and change its
 * refresh interval, open the video wall from the menu, change its layout and move a camera with the
 * PTZ pad. After the page loads only the keyboard acts (Tab, Shift+Tab, arrows, Enter, Space,
 * Escape); locators only wait and read. Every focus stop on the way must be drawn.
 * A browser because focus order, :focus-visible and computed outlines are real layout and CSS, the
 * incident comes over MQTT, and the PTZ command reaches the server's camera.
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

/** Longer than the seeded waitTime (30 s): the breach has lasted long enough to be an alarm. */
const HELD_MS = 40_000;
const DEVICE = 'AW00004';

/** The pond's oxygen drops as the device reports it: the server raises an alarm and opens an incident. */
async function publishBreach(): Promise<void> {
  const now = Date.now();
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.app.mqttPort}`, {
    username: DEVICE, password: deriveDeviceSecret(server.app.simKey, DEVICE), reconnectPeriod: 0, clientId: `e2e-keyboard-${now}`,
  });
  for (const ts of [now - HELD_MS, now - 1000]) await client.publishAsync(`devices/${DEVICE}/telemetry`, JSON.stringify({ ts, values: { do: 1.7 } }), { qos: 1 });
  await client.endAsync();
}

async function ptzState(page: Page, serial: string) {
  const res = await page.request.get(`/api/camera/status/${serial}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { pan: number; tilt: number; zoom: number } }).data;
}

/** The side menu item of `path` (rc-menu ids end in the item's key, our path), in the menu or its popup. */
const menuItem = (path: string) => `[data-menu-id$="-${path}"]`;

/**
 * Opens a page from the collapsed side menu: Shift+Tab back to the menu, the arrows to its group,
 * Enter opens the group's popup, the arrows to the page, Enter.
 */
async function openFromMenu(page: Page, group: string, path: string) {
  await tabTo(page, '[data-testid="side-menu"] [role="menu"]', { back: true });
  // The menu comes back to the entry it was left on, which may be in a group's popup: the arrows then
  // walk that popup, and Escape goes up to its group in the menu.
  for (let i = 0; i < 40 && !(await isFocused(page, `[data-testid="side-menu"] ${menuItem(group)}`)); i++) {
    await page.keyboard.press((await isFocused(page, '.ant-menu-submenu-popup')) ? 'Escape' : 'ArrowDown');
    expect(await drawnFocusStop(page)).toMatchObject({ visible: true });
  }
  expect(await isFocused(page, `[data-testid="side-menu"] ${menuItem(group)}`)).toBe(true);
  await page.keyboard.press('Enter');
  // The popup opens, then the menu moves the focus into it (a frame or more later on a busy machine).
  await expect.poll(() => isFocused(page, '.ant-menu-submenu-popup'), { timeout: 30_000 }).toBe(true);
  await arrowTo(page, 'ArrowDown', menuItem(path));
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(path);
}

describe('keyboard only', () => {
  it('logs in, acknowledges an incident, changes the realtime refresh interval and moves a camera, with no mouse', { timeout: 300_000 }, async () => {
    await publishBreach();
    const db = server.app.database.db;
    const findIncident = () => db.selectFrom('incidents').select(['id']).where('group_key', '=', `series:${DEVICE}|do`).executeTakeFirst();
    await expect.poll(async () => (await findIncident()) !== undefined, { timeout: 20_000 }).toBe(true);
    const incident = (await findIncident())!;

    const { page, context, errors } = await openPage(browser, server.origin);
    // The walk is long and each step waits on the one before; on a loaded 2-core machine a page can take over 15 s.
    page.setDefaultTimeout(60_000);
    // The login form: the account field has the focus on arrival.
    await page.goto('/login');
    await expect.poll(() => isFocused(page, '#login-username'), { timeout: 60_000 }).toBe(true);
    expect((await drawnFocusStop(page)).visible).toBe(true);
    await page.keyboard.type('admin');
    await tabTo(page, '#login-password', { max: 3 });
    await page.keyboard.type('admin123');
    await page.keyboard.press('Enter');
    await page.getByTestId('side-menu').waitFor();
    // The menu has collapsed by itself (3 s after the layout shows): its groups open as popups.
    await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-collapsed'), { timeout: 30_000 }).toBe('true');

    // The bell opens the message centre, where the incident is acknowledged.
    await tabTo(page, '[data-testid="message-bell"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/message');
    const row = page.locator(`[data-testid="incident-item"][data-incident-id="${incident.id}"]`);
    await row.waitFor({ timeout: 20_000 });
    await tabTo(page, `[data-incident-id="${incident.id}"] [data-testid="incident-ack"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('acknowledged');
    const stored = await db.selectFrom('incidents').select(['status', 'acked_via']).where('id', '=', incident.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'acknowledged', acked_via: 'console' });

    // The realtime page from the menu; its refresh interval from 10 s to 1 minute.
    await openFromMenu(page, '/analysis', '/analysis/realtime');
    await page.getByTestId('realtime-page').waitFor();
    await tabTo(page, '[data-testid="refresh-interval"]');
    await page.keyboard.press('ArrowDown');
    const activeOption = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').textContent();
    await expect.poll(activeOption).toBeTruthy();
    for (let i = 0; i < 8 && (await activeOption()) !== '1分钟'; i++) await page.keyboard.press('ArrowDown');
    expect(await activeOption()).toBe('1分钟');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('refresh-interval').textContent()).toContain('1分钟');
    const saved = await page.evaluate(() => localStorage.getItem('refreshInterval'));
    expect(saved).toContain('60000');

    // The video wall from the menu: a layout by the arrow keys, a cell by Space, the pad by Enter held.
    await openFromMenu(page, '/diagnose', '/diagnose/monitor-video');
    await page.getByTestId('camera-list').waitFor();
    const wall = page.getByTestId('video-wall');
    const layoutBefore = await wall.getAttribute('data-layout');
    await tabTo(page, '[data-testid="wall-layout"] input');
    // The focused layout button is named in the page's language ("4画面").
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '')).toMatch(/^\d+\s*画面$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wall.getAttribute('data-layout')).not.toBe(layoutBefore);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => wall.getAttribute('data-layout')).toBe(layoutBefore);

    const firstCell = page.locator('[data-testid="wall-cell"][data-index="0"]');
    await expect.poll(() => firstCell.getAttribute('data-serial')).toMatch(/^SIM/);
    const serial = (await firstCell.getAttribute('data-serial'))!;
    await tabTo(page, '[data-testid="wall-cell"][data-index="0"]');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('ptz-pad').getAttribute('data-serial')).toBe(serial);

    await tabTo(page, '[data-testid="ptz-right"]', { back: true });
    const before = await ptzState(page, serial);
    // Held: the camera turns until the key comes up.
    await page.keyboard.down('Enter');
    await expect.poll(async () => (await ptzState(page, serial)).pan, { timeout: 10_000 }).toBeGreaterThan(before.pan);
    await page.keyboard.up('Enter');
    await expect.poll(async () => Number(await page.getByTestId('ptz-position').getAttribute('data-pan'))).toBeGreaterThan(before.pan);
    const settled = (await ptzState(page, serial)).pan;
    await expect.poll(async () => (await ptzState(page, serial)).pan, { timeout: 5_000 }).toBe(settled);

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
