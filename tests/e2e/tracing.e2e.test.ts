import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { sql } from 'kysely';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { expectToast } from './support/toasts';

let server: E2eServer;
let browser: Browser;
const BATCH = 'NX-E2E-01';
const PRODUCT = '南浔青虾';

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const db = server.app.database.db;
  // The farmer runs traceability for its company (7004) and has one product in the catalogue.
  await sql`insert into user_access (user_id, code) select id, '7004' from users where user_name = 'farmer' on conflict do nothing`.execute(db);
  await sql`insert into products (tenant_id, name) select tenant_id, ${PRODUCT} from users where user_name = 'farmer'`.execute(db);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item', { has: scope.page().locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

/** Types into an antd Select and takes the active option containing `text` with Enter. */
async function choose(page: Page, select: Locator, typed: string, text: string) {
  await select.click();
  const input = select.locator('input').first();
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.type(typed);
  const listId = (await input.getAttribute('aria-controls'))!;
  const active = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option-active');
  await expect.poll(() => active.textContent(), { timeout: 10_000 }).toContain(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => select.textContent()).toContain(text);
}

/** The text a QR code image holds. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('traceability', () => {
  it('adds a batch with an image, prints its QR label, and the code opens the product for someone logged out', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'farmer', 'farmer123');
    await page.goto('/data/tracing');
    await page.getByTestId('tracing-page').waitFor();

    // Add the batch: product from the catalogue, batch number, producer, origin and its place.
    await page.getByTestId('trace-add').click();
    const form = dialog(page);
    await choose(page, formItem(form, '产品名称').locator('.ant-select').first(), '青虾', PRODUCT);
    await form.getByLabel('批次号').fill('NX/E2E');
    await form.getByTestId('trace-save').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allTextContents()).toContain('批次号必填，由1至64位字母、数字、点、横线或下划线组成');
    await form.getByLabel('批次号').fill(BATCH);
    await form.getByLabel('生产单位').fill('南浔青虾养殖基地');
    await form.getByLabel('产地地址').fill('湖州市南浔区和孚镇');
    await form.getByLabel('经度').fill('120.23');
    await form.getByLabel('纬度').fill('30.79');
    await form.getByTestId('trace-save').click();
    await expectToast(page, '添加成功');

    // The stored batch takes its image: a GIF is refused before sending, a PNG is uploaded.
    const gif = Buffer.from('GIF89a');
    await form.getByTestId('trace-image-input').setInputFiles({ name: 'shrimp.gif', mimeType: 'image/gif', buffer: gif });
    await expect.poll(() => form.getByTestId('trace-image-error').textContent()).toContain('图片只支持 PNG、JPEG 或 WebP 格式');
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a8' } }).png().toBuffer();
    await form.getByTestId('trace-image-input').setInputFiles({ name: 'shrimp.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, '上传成功');
    await expect.poll(() => form.getByTestId('trace-image-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await form.getByRole('button', { name: /完\s*成/ }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: BATCH });
    await row.waitFor();

    // Its QR code, then the label sheet, printed.
    await row.getByTestId('trace-qr-open').click();
    await page.getByTestId('trace-qr-image').waitFor();
    await page.getByTestId('trace-qr-print').click();
    const labels = page.getByTestId('trace-label');
    await expect.poll(() => labels.count()).toBe(12);
    await expect.poll(() => labels.first().textContent()).toContain(PRODUCT);
    await expect.poll(() => labels.first().textContent()).toContain(BATCH);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByTestId('trace-labels-print').click();
    await expect.poll(() => page.locator('body').getAttribute('data-printed')).toBe('yes');

    // Read the code off the printed label's image.
    const src = (await labels.first().locator('img').getAttribute('src'))!;
    const qr = await page.request.get(src);
    expect(qr.headers()['content-type']).toBe('image/png');
    const address = await decodeQr(await qr.body());
    expect(address).toBe(`${server.origin}/tracing/search?batch=${BATCH}`);
    expectNoConsoleErrors(errors);
    await context.close();

    // Someone with no account opens the address the code holds, on a phone (the page is phone-first).
    const visitor = await openPage(browser, server.origin, [404]);
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await visitor.page.goto(address!);
    await visitor.page.getByTestId('tracing-search-page').waitFor();
    await expect.poll(() => visitor.page.getByTestId('trace-story-product').textContent()).toBe(PRODUCT);
    await expect.poll(() => visitor.page.getByTestId('trace-story').textContent()).toContain('南浔青虾养殖基地');
    await expect.poll(() => visitor.page.getByTestId('trace-story-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await visitor.page.getByTestId('trace-origin-map').waitFor();
    // Nothing sideways to scroll, and the product's name is on the screen.
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const product = await visitor.page.getByTestId('trace-story-product').boundingBox();
    expect(product).not.toBeNull();
    expect(product!.x).toBeGreaterThanOrEqual(0);
    expect(product!.x + product!.width).toBeLessThanOrEqual(390);
    expect(product!.y + product!.height).toBeLessThanOrEqual(844);
    expect(await visitor.page.evaluate(() => document.cookie)).not.toContain('user=');

    // An unknown batch says so plainly, in either language.
    await visitor.page.getByLabel('批次号').fill('NOPE-9');
    await visitor.page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => visitor.page.getByTestId('trace-not-found').textContent()).toContain('未找到批次号 NOPE-9 的溯源信息');
    await visitor.page.getByTestId('trace-language').click();
    await expect.poll(() => visitor.page.getByTestId('trace-not-found').textContent()).toContain('No product found for batch number NOPE-9');
    expectNoConsoleErrors(visitor.errors);
    await visitor.context.close();
  });
});
