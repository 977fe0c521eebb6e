import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  // The sandbox pays here; a server without PAY_PROVIDER has no payments (docs/decisions.md).
  [server, browser] = await Promise.all([startE2eServer({ PAY_PROVIDER: 'sandbox' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the recharge centre', () => {
  it('follows a SIM expiry notice to the recharge centre, pays a 500M plan in the sandbox and clears the alarm', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'fishscreen', 'fish12345');

    // The message center lists the lapsed SIM of AW00001 with a link to recharge it.
    await page.goto('/message');
    const notice = page.locator('[data-message-id^="sim:AW00001:"]');
    await notice.waitFor();
    await notice.getByTestId('sim-recharge-link').click();
    await page.getByTestId('recharge-page').waitFor();
    await expect.poll(() => page.getByTestId('recharge-device').textContent()).toContain('AW00001');

    await page.getByTestId('recharge-plan').getByText(/^500M/).click();
    await page.getByTestId('recharge-pay').click();
    await page.getByTestId('recharge-qr').waitFor();
    await expect.poll(() => page.getByTestId('recharge-countdown').textContent()).toMatch(/\d\d:\d\d/);

    // The sandbox's own pay page, as the phone that scanned the code would show it.
    const [payer] = await Promise.all([context.waitForEvent('page'), page.getByTestId('recharge-open-sandbox').click()]);
    await payer.getByTestId('sandbox-confirm').click();
    await payer.getByTestId('sandbox-paid').waitFor();
    await payer.close();

    // The paying page sees the order paid, and the alarm is gone from the message center.
    await page.getByTestId('recharge-paid').waitFor({ timeout: 20_000 });
    await page.goto('/message');
    await page.getByTestId('message-page').waitFor();
    await expect.poll(() => page.locator('[data-message-id^="sim:AW00001:"]').count()).toBe(0);
    // The other lapsed SIM still warns: only the paid one was extended.
    await page.locator('[data-message-id^="sim:AW00002:"]').waitFor();

    await page.goto('/custom-service/myorder');
    await page.getByTestId('orders-page').waitFor();
    await page.locator('.ant-table-row').filter({ hasText: '已支付' }).first().waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
