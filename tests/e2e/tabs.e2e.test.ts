import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { activeTabName, expectNoConsoleErrors, loginAs, openTabNames } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const tab = (page: Page, name: string) => page.locator('[data-testid="page-tabs"] .ant-tabs-tab').filter({ has: page.locator(`[data-tab-name="${name}"]`) });

async function openPersonalCenter(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.getByTestId('ownspace-page').waitFor();
}

async function openMessages(page: Page) {
  await page.getByTestId('message-bell').click();
  await page.getByTestId('message-page').waitFor();
}

async function closeAll(page: Page) {
  await page.getByTestId('tab-actions').click();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await page.waitForURL('**/home');
}

describe('page tabs', () => {
  it('opens, closes and restores tabs as spec section 4 says', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    // Start from the home tab alone, whichever page the login landed on.
    await closeAll(page);
    expect(await openTabNames(page)).toEqual(['home_index']);
    await openPersonalCenter(page);
    await openMessages(page);
    expect(await openTabNames(page)).toEqual(['home_index', 'ownSpace', 'message']);
    expect(await activeTabName(page)).toBe('message');
    expect(await tab(page, 'home_index').locator('.ant-tabs-tab-remove').count()).toBe(0);

    // Closing the active middle tab lands on the next one.
    await tab(page, 'ownSpace').click();
    await page.waitForURL('**/ownspace');
    await tab(page, 'ownSpace').locator('.ant-tabs-tab-remove').click();
    await page.waitForURL('**/message');
    expect(await openTabNames(page)).toEqual(['home_index', 'message']);

    // Closing the active last tab lands on the previous one.
    await openPersonalCenter(page);
    await tab(page, 'ownSpace').locator('.ant-tabs-tab-remove').click();
    await page.waitForURL('**/message');
    expect(await activeTabName(page)).toBe('message');

    await openPersonalCenter(page);
    expect(await openTabNames(page)).toEqual(['home_index', 'message', 'ownSpace']);
    await page.reload();
    await page.getByTestId('ownspace-page').waitFor();
    expect(await openTabNames(page)).toEqual(['home_index', 'message', 'ownSpace']);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pageOpenedList')))!) as { name: string }[];
    expect(stored.map((t) => t.name)).toEqual(['home_index', 'message', 'ownSpace']);
    expect(Object.keys(stored[0]).sort()).toEqual(['argu', 'name', 'query', 'title']);

    await page.getByTestId('tab-actions').click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => openTabNames(page)).toEqual(['home_index', 'ownSpace']);

    await closeAll(page);
    expect(await openTabNames(page)).toEqual(['home_index']);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('keeps what was typed into a cached tab after switching away and back', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    await openPersonalCenter(page);
    const name = page.getByTestId('profile-form').getByLabel('姓名');
    await name.fill('还没保存的名字');
    await openMessages(page);
    expect(path(page)).toBe('/message');
    await tab(page, 'ownSpace').click();
    await page.waitForURL('**/ownspace');
    expect(await name.inputValue()).toBe('还没保存的名字');
    // A hidden tab's page stays in the document but is not shown.
    expect(await page.locator('[data-page-name="message"]').isHidden()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
