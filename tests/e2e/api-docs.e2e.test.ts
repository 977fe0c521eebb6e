import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectNoConsoleErrors, loginAs } from './support/console';

let browser: Browser;
let server: E2eServer;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('API docs', () => {
  it('render for a logged-in user under their own Content-Security-Policy, with no violation', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');
    await page.goto('/api/docs');
    const operations = page.locator('.swagger-ui .opblock');
    await operations.first().waitFor();
    await operations.first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    expect(await operations.count()).toBeGreaterThan(100);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
