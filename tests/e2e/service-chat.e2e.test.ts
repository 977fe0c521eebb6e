import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { switchLanguage } from './support/language-walk';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const QUESTION = '增氧机夜里自动停机了';
const ANSWER = '请拍一张控制柜的照片';

describe('the customer-service conversation', () => {
  it('reaches the staff bell live, and the staff reply with an attachment reaches the customer without a reload', async () => {
    const customer = await openPage(browser, server.origin);
    const staff = await openPage(browser, server.origin);
    await Promise.all([loginAs(customer.page, 'fishscreen', 'fish12345'), loginAs(staff.page, 'agent', 'agent123')]);
    const c = customer.page;
    const s = staff.page;
    const bell = s.getByTestId('message-bell');
    await bell.waitFor();
    const conversationsBefore = Number(await bell.getAttribute('data-conversations'));

    // The customer writes to service from the conversation tab.
    await c.goto('/custom-service/custom-services');
    await c.getByTestId('chat-tab').click();
    await c.getByTestId('chat-thread').waitFor();
    await c.getByTestId('chat-input').fill(QUESTION);
    await c.getByTestId('chat-send').click();
    await c.getByTestId('chat-message').filter({ hasText: QUESTION }).waitFor();

    // Staff see it in the bell without reloading (the push, well before the bell's next poll).
    await expect.poll(() => bell.getAttribute('data-conversations'), { timeout: 15_000 }).toBe(String(conversationsBefore + 1));
    await bell.click();
    await s.getByTestId('chat-staff').waitFor();
    const item = s.locator('[data-testid^="chat-conversation-"]').filter({ hasText: 'fishscreen' });
    await expect.poll(() => item.getByTestId('chat-conversation-unread').count()).toBe(1);
    await item.click();
    await s.getByTestId('chat-message').filter({ hasText: QUESTION }).waitFor();
    // Opening it read it: the bell and the list clear.
    await expect.poll(() => bell.getAttribute('data-conversations'), { timeout: 15_000 }).toBe(String(conversationsBefore));
    // The customer sees that service read the question.
    await c.getByTestId('chat-message').filter({ hasText: QUESTION }).getByTestId('chat-read').waitFor({ timeout: 15_000 });

    // Staff reply with a text and an image.
    await s.getByTestId('chat-input').fill(ANSWER);
    await s.getByTestId('chat-input').press('Control+Enter');
    const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a7' } }).png().toBuffer();
    await s.getByTestId('chat-thread').locator('input[type=file]').setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: image });
    await s.getByTestId('chat-image').waitFor();

    // The customer sees both live, the image loaded from the server.
    await c.getByTestId('chat-message').filter({ hasText: ANSWER }).waitFor({ timeout: 15_000 });
    const shown = c.getByTestId('chat-image');
    await shown.waitFor({ timeout: 15_000 });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

    // Both languages: no Chinese in the English conversation, no English words in the Chinese one.
    expect(await scanLanguage(c, 'zh-CN')).toEqual([]);
    await switchLanguage(c, 'en-US');
    await c.getByText('Online service').waitFor();
    expect(await scanLanguage(c, 'en-US')).toEqual([]);
    await s.getByTestId('chat-staff').waitFor();
    expect(await scanLanguage(s, 'zh-CN')).toEqual([]);

    expectNoConsoleErrors(customer.errors);
    expectNoConsoleErrors(staff.errors);
  });
});
