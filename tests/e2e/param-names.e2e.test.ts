import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Types into an antd Select and takes the active option once it contains `text` (Enter, no clicks). */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  const input = select.locator('input').first();
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.type(text);
  const listId = (await input.getAttribute('aria-controls'))!;
  const active = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option-active');
  await expect.poll(() => active.textContent()).toContain(text);
  await page.keyboard.press('Enter');
}

describe('parameter names', () => {
  it('in English, parameter configuration shows the English names and a definition needs only its English name', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await page.addInitScript(() => localStorage.setItem('languageSet', 'en-US'));
    await loginAs(page, 'admin', 'admin123');

    await page.goto('/system/parametr');
    await page.getByTestId('parametr-page').waitFor();
    await choose(page, page.getByTestId('parametr-device'), 'AW00001');
    const table = page.getByTestId('parametr-page').locator('.ant-table-tbody');
    await expect.poll(() => table.textContent(), { timeout: 20_000 }).toContain('Dissolved oxygen');
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('Aerator');
    expect(text).not.toMatch(/溶解氧|增氧机/);

    await page.goto('/system/device-param');
    await page.getByTestId('device-param-page').waitFor();
    await page.getByRole('button', { name: 'Add definition' }).click();
    const form = page.getByTestId('param-def-form');
    await form.getByLabel('Key').fill('salinity');
    await page.getByRole('button', { name: /Save/ }).click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allTextContents()).toContain('English name cannot be empty');
    await form.getByLabel('English name').fill('Salinity');
    await page.getByRole('button', { name: /Save/ }).click();
    await expectToast(page, 'Added successfully');
    const res = await page.request.get('/api/deviceParam/list');
    const defs = ((await res.json()) as { data: { param_key: string; param_name: string; param_name_en: string | null }[] }).data;
    expect(defs.find((d) => d.param_key === 'salinity')).toMatchObject({ param_name: 'Salinity', param_name_en: 'Salinity' });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
