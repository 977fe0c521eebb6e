import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { canvasStats, hasColour, pixelsAround } from './support/canvas-pixels';
import { expectToast } from './support/toasts';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser({ webgl: true })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WARNING_RGB = [250, 160, 20];
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Waits until the fly-to transition is over: the device stays put between two reads. */
async function settled(page: Page, deviceId: string) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await devicePagePosition(page, deviceId));
      const same = now === last;
      last = now;
      return same;
    }, { timeout: 30_000, interval: 1500 })
    .toBe(true);
}

/** Where a device is drawn, in page coordinates, once the map has flown to it. */
async function devicePagePosition(page: Page, deviceId: string): Promise<[number, number]> {
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const at = await page.evaluate((id) => window.__deviceMap?.position(id) ?? null, deviceId);
  if (!at) throw new Error(`${deviceId} is not on the map`);
  return [box.x + at[0], box.y + at[1]];
}

describe('device map', () => {
  it('draws the basemap, sites and devices, and turns a device amber when the test raises an alarm for it', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/map');
    const map = page.getByTestId('map-canvas');
    await map.locator('canvas').waitFor();
    // Overview: clusters over the land; something besides the background is drawn.
    await expect.poll(async () => (await canvasStats(page, map)).colours, { timeout: 60_000, interval: 2000 }).toBeGreaterThan(4);
    await shot(page, 'map-overview');

    await page.getByTestId('map-device-list').locator('[data-device-id="AW00001"]').click();
    await page.getByTestId('device-panel').waitFor();
    await expect.poll(() => page.getByTestId('device-panel-no-data').count(), { timeout: 20_000 }).toBe(1);
    await page.locator('.ant-drawer-close').click();
    await settled(page, 'AW00001');
    // Close up: the ponds of the site layout and the device icons cover a good part of the map.
    await expect.poll(async () => (await canvasStats(page, map)).drawnShare, { timeout: 30_000, interval: 2000 }).toBeGreaterThan(0.05);
    const [x, y] = await devicePagePosition(page, 'AW00001');
    expect(hasColour(await pixelsAround(page, x, y, 12), WARNING_RGB)).toBe(false);

    // Dissolved oxygen below its limit for longer than waitTime (30 s) raises a real warning.
    const now = Date.now();
    server.app.bus.emit('telemetryIn', { deviceId: 'AW00001', ts: now - 40_000, values: { do: 2.1 } });
    server.app.bus.emit('telemetryIn', { deviceId: 'AW00001', ts: now - 1_000, values: { do: 2.0 } });
    await expect.poll(() => page.evaluate(() => window.__deviceMap?.color('AW00001')?.slice(0, 3)), { timeout: 30_000 }).toEqual(WARNING_RGB);
    await expect.poll(async () => hasColour(await pixelsAround(page, x, y, 12), WARNING_RGB), { timeout: 30_000, interval: 2000 }).toBe(true);
    await shot(page, 'map-alarm');
    expectNoConsoleErrors(errors);
    await context.close();
  }, 240_000);
});

describe('3D views', () => {
  it('draws the site model with device markers, and a marker opens the device panel', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/diagnose/gismap');
    const model = page.getByTestId('site-model');
    await model.locator('canvas').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await canvasStats(page, model)).drawnShare, { timeout: 60_000, interval: 2000 }).toBeGreaterThan(0.2);
    await expect.poll(async () => (await canvasStats(page, model)).colours, { timeout: 10_000 }).toBeGreaterThan(10);
    await shot(page, 'site-model');
    // Labels follow the camera every frame, so they are never "stable" for a pointer click.
    await page.locator('[data-marker="AW00001"]').dispatchEvent('click');
    await page.getByTestId('device-panel').waitFor();
    await expect.poll(() => page.getByTestId('device-panel').textContent()).toContain('AW00001');
    expectNoConsoleErrors(errors);
    await context.close();
  }, 180_000);

  it('draws the drone model (GLB and 3D Tiles) and measures a distance and an area on it', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/diagnose/gisDJmap');
    const model = page.getByTestId('drone-model');
    await expect.poll(() => model.getAttribute('data-loaded'), { timeout: 60_000 }).toBe('true');
    await expect.poll(async () => (await canvasStats(page, model)).drawnShare, { timeout: 60_000, interval: 2000 }).toBeGreaterThan(0.2);
    await shot(page, 'drone-glb');

    const box = (await model.boundingBox())!;
    const at = (fx: number, fy: number) => page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    await page.getByTestId('measure-mode').getByText(/测距|Distance/).click();
    await at(0.4, 0.6);
    await at(0.6, 0.6);
    const result = page.getByTestId('measure-result');
    await expect.poll(() => result.getAttribute('data-points'), { timeout: 20_000 }).toBe('2');
    const metres = Number(/([\d.]+) m/.exec((await result.textContent()) ?? '')?.[1]);
    expect(metres).toBeGreaterThan(20);
    await page.getByTestId('measure-mode').getByText(/测面积|Area/).click();
    await at(0.4, 0.55);
    await at(0.6, 0.55);
    await at(0.55, 0.7);
    await expect.poll(() => result.getAttribute('data-points'), { timeout: 20_000 }).toBe('3');
    expect(await result.textContent()).toMatch(/[1-9][\d.]* m²/);
    await shot(page, 'drone-measure');

    // The reservoir's model is a 3D Tiles tileset.
    await page.getByTestId('site-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /千岛湖大坝|Qiandao/ }).click();
    await expect.poll(() => model.getAttribute('data-loaded'), { timeout: 60_000 }).toBe('true');
    await expect.poll(async () => (await canvasStats(page, model)).drawnShare, { timeout: 60_000, interval: 2000 }).toBeGreaterThan(0.2);
    await shot(page, 'drone-tiles');
    expectNoConsoleErrors(errors);
    await context.close();
  }, 240_000);
});

describe('breeding map', () => {
  it('keeps a pond drawn on the map over a reload', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/diagnose/gis-picture');
    const map = page.getByTestId('breeding-map');
    await expect.poll(() => map.locator('[data-pond-id]').count(), { timeout: 20_000 }).toBe(8);
    await page.getByTestId('pond-draw').click();
    const box = (await map.boundingBox())!;
    for (const [fx, fy] of [[0.08, 0.08], [0.2, 0.08], [0.2, 0.18], [0.08, 0.18]]) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    }
    await expect.poll(() => page.getByTestId('pond-draft').locator('circle').count()).toBe(4);
    await page.getByTestId('pond-finish').click();
    await expect.poll(() => map.locator('[data-pond-id]').count(), { timeout: 20_000 }).toBe(9);
    await page.getByTestId('pond-species').fill('南美白对虾');
    await page.getByTestId('pond-save').click();
    await expectToast(page, '已保存');
    await shot(page, 'breeding-drawn');

    await page.reload();
    await expect.poll(() => map.locator('[data-pond-id]').count(), { timeout: 20_000 }).toBe(9);
    await expect.poll(() => map.textContent()).toContain('新池塘 9');
    await map.locator('[data-pond-id]').last().locator('polygon').click();
    await expect.poll(() => page.getByTestId('pond-species').inputValue()).toBe('南美白对虾');
    expectNoConsoleErrors(errors);
    await context.close();
  }, 120_000);
});

