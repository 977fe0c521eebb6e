import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
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

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const confirmPop = (page: Page) => page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
const SYMPTOM = '溶解氧读数一直为零';
/** The photo has loaded from the server (not a broken image). */
const loaded = (image: Locator) => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('an after-sales ticket', () => {
  it('goes from submitted to closed with a photo, a maintenance record and a rating, seen from the customer and the staff side', async () => {
    const customer = await openPage(browser, server.origin);
    const staff = await openPage(browser, server.origin);
    await Promise.all([loginAs(customer.page, 'fishscreen', 'fish12345'), loginAs(staff.page, 'agent', 'agent123')]);

    // The customer opens a ticket on its device.
    const c = customer.page;
    await c.goto('/custom-service/custom-services');
    await c.getByTestId('custom-services-page').waitFor();
    await c.getByTestId('ticket-add').click();
    let form = dialog(c);
    await form.getByTestId('ticket-device').click();
    await c.keyboard.type('AW00001');
    await c.keyboard.press('Enter');
    await form.getByTestId('ticket-symptom').fill(SYMPTOM);
    // With a photo of the symptom, sent once the ticket exists.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    await form.locator('input[type=file]').setInputFiles({ name: 'probe.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.locator('.ant-upload-list-item').first().waitFor();
    await form.getByRole('button', { name: /提\s*交|Submit/ }).click();
    const mine = c.locator('.ant-table-row').filter({ hasText: SYMPTOM });
    await mine.waitFor();
    const no = (await mine.locator('td').nth(1).textContent())!.trim();
    expect(no).toMatch(/^AS\d+$/);

    // Staff accept it with a handler, record the repair, start and resolve it.
    const s = staff.page;
    await s.goto('/custom-service/after-sales-manage');
    await s.getByTestId('after-sales-page').waitFor();
    await s.getByTestId(`ticket-accept-${no}`).click();
    form = dialog(s);
    await form.getByTestId('accept-handler').fill('王工');
    await form.getByRole('button', { name: /受\s*理/ }).click();
    await s.getByTestId(`ticket-record-${no}`).click();
    form = dialog(s);
    await form.getByTestId('record-content').fill('更换溶解氧探头');
    await form.getByTestId('record-measures').fill('探头更换并校准');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await s.getByTestId(`ticket-start-${no}`).click();
    await confirmPop(s);
    await s.getByTestId(`ticket-resolve-${no}`).click();
    await confirmPop(s);
    await expect.poll(() => s.locator('.ant-table-row').filter({ hasText: no }).getByTestId('ticket-status').textContent()).toBe('已解决');

    // The customer sees the record and the resolution, then closes the ticket with a rating.
    await c.reload();
    const row = c.locator('.ant-table-row').filter({ hasText: no });
    await expect.poll(() => row.getByTestId('ticket-status').textContent()).toBe('已解决');
    await row.locator('.ant-table-row-expand-icon').click();
    await c.getByTestId(`ticket-records-${no}`).getByText('更换溶解氧探头').waitFor();
    await expect.poll(() => loaded(c.getByTestId(`ticket-records-${no}`).locator('img').first())).toBe(true);
    await c.getByTestId(`ticket-close-${no}`).click();
    form = dialog(c);
    await form.getByTestId('ticket-rating').locator('.ant-rate-star').nth(4).click();
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => row.getByTestId('ticket-status').textContent()).toBe('已关闭');

    // Staff see it closed with the customer's five stars; the customer's message center heard of each step.
    await s.reload();
    const closedRow = s.locator('.ant-table-row').filter({ hasText: no });
    await expect.poll(() => closedRow.getByTestId('ticket-status').textContent()).toBe('已关闭');
    await expect.poll(() => closedRow.getByTestId('ticket-staff-rating').locator('.ant-rate-star-full').count()).toBe(5);
    // The customer's photo is in the ticket's details on the staff side too, loaded from the server.
    await closedRow.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => loaded(s.getByTestId('ticket-photos').locator('img').first())).toBe(true);
    await c.goto('/message');
    await c.getByTestId('message-page').waitFor();
    await expect.poll(() => c.locator('.message-list__item').filter({ hasText: no }).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);

    expectNoConsoleErrors(customer.errors);
    expectNoConsoleErrors(staff.errors);
    await Promise.all([customer.context.close(), staff.context.close()]);
  }, 150_000);
});
