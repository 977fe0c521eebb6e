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
    const documented = await page.evaluate(async () => {
      const doc = (await (await fetch('/api/docs/json')).json()) as { paths: Record<string, Record<string, unknown>> };
      return Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    });
    expect(documented).toBeGreaterThan(100);
    // Swagger UI draws a long list virtually (only what is near the viewport), so the page is read
    // as a person would: scrolled to the end, every operation is drawn on the way.
    const drawn = new Set<string>();
    for (let step = 0; step < 1_000; step += 1) {
      for (const id of await operations.evaluateAll((els) => els.map((e) => e.id))) drawn.add(id);
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction((y) => window.scrollY !== y || window.innerHeight + window.scrollY >= document.body.scrollHeight - 2, before);
      if (await page.evaluate((y) => window.scrollY === y, before)) break;
    }
    for (const id of await operations.evaluateAll((els) => els.map((e) => e.id))) drawn.add(id);
    expect(drawn.size).toBe(documented);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
