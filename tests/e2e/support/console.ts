import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSession } from './session';

/**
 * Logs in and waits for the main layout, where the login form would land (its `login_dp`, or the
 * user's landing page); `path` is the login address the form would have been opened at. The
 * session comes from POST /api/login (support/session.ts), not the form: a form login costs a
 * document load of /login and a client-side jump on top of the page itself. Tests of the form
 * itself (messages, remember password, the jump, what logging in does in the page) use loginThroughForm.
 */
export async function loginAs(page: Page, username: string, password: string, options: { path?: string } = {}) {
  await page.goto(await startSession(page.context(), username, password, options.path));
  await page.getByTestId('side-menu').waitFor();
}

/**
 * Picks a device in a device selector by typing its code and pressing Enter once its option is
 * listed: a session started through the API has no device list cached by the login form, so the
 * selector may still be asking for it when the page shows (Enter before the option is there picks nothing).
 */
export async function pickDevice(page: Page, testId: string, deviceId: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(deviceId);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: deviceId }).first().waitFor();
  await page.keyboard.press('Enter');
}

/** Logs in through the form, as a person would, and waits for the main layout. */
export async function loginThroughForm(page: Page, username: string, password: string, options: { remember?: boolean; path?: string } = {}) {
  await page.goto(options.path ?? '/login');
  await page.getByLabel(/账号|Account/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  if (options.remember) await page.getByText(/记住密码|Remember password/).click();
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await page.getByTestId('side-menu').waitFor();
}

/** The labels of the side menu's top-level entries. */
export async function menuKeys(page: Page): Promise<string[]> {
  return page.locator('[data-testid="side-menu"] [data-menu-key]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-key') ?? ''));
}

export async function openTabNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="page-tabs"] [data-tab-name]').evaluateAll((els) => els.map((el) => el.getAttribute('data-tab-name') ?? ''));
}

export async function activeTabName(page: Page): Promise<string | null> {
  return page.locator('[data-testid="page-tabs"] .ant-tabs-tab-active [data-tab-name]').getAttribute('data-tab-name');
}

export function expectNoConsoleErrors(errors: string[]) {
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
}

/**
 * Resolves once what `scope` shows has finished animating in (antd's modals zoom): a click during the
 * zoom can land on nothing, and a CI run waited 60 s for a download whose 确定 was clicked so.
 * Spinners' endless animations are not waited for.
 */
export async function untilStill(scope: Locator): Promise<void> {
  await scope.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}
