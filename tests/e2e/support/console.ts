import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Logs in through the form, as a person would, and waits for the main layout. */
export async function loginAs(page: Page, username: string, password: string, options: { remember?: boolean; path?: string } = {}) {
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
