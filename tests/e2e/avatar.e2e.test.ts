import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('avatar', () => {
  it('uploads an avatar in the personal center, and the header shows it after a reload', async () => {
    const { page, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto('/ownspace');
    const card = page.getByTestId('avatar-card');
    await card.waitFor();
    expect(await page.getByTestId('header-avatar').locator('img').count()).toBe(0);

    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f9e44' } }).png().toBuffer();
    await card.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByTestId('header-avatar').locator('img').waitFor();

    await page.reload();
    const headerImage = page.getByTestId('header-avatar').locator('img');
    await headerImage.waitFor();
    const src = await headerImage.getAttribute('src');
    expect(src).toMatch(/^\/api\/users\/avatar\/\d+\?v=/);
    // The browser really drew the server's square avatar.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="header-avatar"] img');
      return img !== null && img.complete && img.naturalWidth === 192 && img.naturalHeight === 192;
    });

    // A wrong type is refused before sending, with the message in the page's language.
    await card.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(/头像只接受 PNG、JPEG 或 WebP 图片|The avatar must be a PNG, JPEG or WebP image/).waitFor();
    expect(await headerImage.getAttribute('src')).toBe(src);

    await card.getByRole('button', { name: /移除头像|Remove avatar/ }).click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByTestId('header-avatar').locator('img').waitFor({ state: 'detached' });
    expectNoConsoleErrors(errors);
  });
});
