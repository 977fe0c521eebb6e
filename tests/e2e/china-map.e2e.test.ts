import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { hasColour, pixelsAround } from './support/canvas-pixels';
import { ApiClient, DEMO } from '../helpers/api-client';
import { wgs84ToGcj02 } from '../../shared/contract/map/gcj02';

// One console server and browser for the file; a local tile server stands in for AMap (GCJ-02), so
// nothing here reaches the internet.
let server: E2eServer;
let browser: Browser;
let tiles: Server;
let tileOrigin: string;
const tileRequests: string[] = [];

beforeAll(async () => {
  // Every tile is the same flat grey PNG: the test reads where the device is drawn, not the picture.
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 236, g: 236, b: 228 } } }).png().toBuffer();
  tiles = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser({ webgl: true })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => tiles?.close(resolve));
});

type View = NonNullable<ReturnType<NonNullable<Window['__deviceMap']>['view']>>;
const mapView = (page: Page) => page.evaluate(() => window.__deviceMap?.view() ?? null);

/** Opens /map in a language and waits until the offline names are known and the view holds still. */
async function openMap(page: Page, language: 'zh-CN' | 'en-US'): Promise<View> {
  await page.addInitScript((lang) => localStorage.setItem('languageSet', lang), language);
  await loginAs(page, 'agent', 'agent123');
  await page.goto('/map');
  await page.getByTestId('map-canvas').locator('canvas').waitFor();
  await expect.poll(async () => (await mapView(page))?.names.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
  return openedView(page);
}

/** The view once it has held still for a second (the wheel zoom is animated). */
async function openedView(page: Page): Promise<View> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await mapView(page));
      const still = now === last;
      last = now;
      return still;
    }, { timeout: 30_000, interval: 1000 })
    .toBe(true);
  return (await mapView(page))!;
}

/**
 * A name is drawn: grey glyph pixels, darker than the land and unlike the bluish borders, around its
 * anchor. (This machine has no CJK font, so Chinese names come out as pale grey boxes here; a
 * supervisor's browser has one.)
 */
async function expectDrawn(page: Page, label: { name: string; x: number; y: number }) {
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const grey = ([r, g, b]: number[]) => r + g + b < 650 && Math.abs(r - b) <= 10 && Math.abs(r - g) <= 10;
  await expect.poll(async () => (await pixelsAround(page, box.x + label.x, box.y + label.y, 12)).some(grey), { message: `${label.name} drawn`, timeout: 10_000 }).toBe(true);
}

describe('China map', () => {
  it('offline by default: province and city names at the zoom of the demo sites, in both languages, and no request leaves the machine', async () => {
    for (const [language, cities, provinces] of [
      ['en-US', ['Hangzhou', 'Huzhou'], ['Zhejiang', 'Jiangsu']],
      ['zh-CN', ['杭州', '湖州'], ['浙江', '江苏']],
    ] as const) {
      const { page, context, errors } = await openPage(browser, server.origin);
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== server.origin) outside.push(request.url());
      });
      const view = await openMap(page, language);
      expect(view.crs).toBe('wgs84');
      expect(view.zoom).toBeGreaterThan(5.5);
      const box = (await page.getByTestId('map-canvas').boundingBox())!;
      for (const city of cities) expect(view.names.map((n) => n.name)).toContain(city);
      await expectDrawn(page, view.names.find((n) => n.name === cities[0])!);
      // Further out, the provinces around the sites are named as well.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 300);
      await expect.poll(async () => (await mapView(page))?.names.map((n) => n.name) ?? [], { timeout: 20_000 }).toEqual(expect.arrayContaining([...provinces]));
      await expectDrawn(page, (await openedView(page)).names.find((n) => n.name === provinces[0])!);
      expect(outside).toEqual([]);
      expectNoConsoleErrors(errors);
      await context.close();
    }
  }, 240_000);

  it('on GCJ-02 tiles: a device is drawn on the pixel of its reference GCJ-02 position, and that pixel picks its WGS84 position back', async () => {
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const edit = (await admin.get<Record<string, unknown>>('/site-config/edit')).body.data!;
    const saved = await admin.put('/site-config', { ...edit, mapTileProvider: 'custom', mapTileUrl: `${tileOrigin}/{z}/{x}/{y}.png`, mapTileCrs: 'gcj02', mapTileKey: '' });
    expect(saved.status).toBe(200);

    const { page, context, errors } = await openPage(browser, server.origin);
    await page.addInitScript((lang) => localStorage.setItem('languageSet', lang), 'zh-CN');
    await loginAs(page, 'agent', 'agent123');
    await page.goto('/map');
    await page.getByTestId('map-canvas').locator('canvas').waitFor();
    await expect.poll(() => page.evaluate(() => window.__deviceMap?.view()?.crs), { timeout: 60_000 }).toBe('gcj02');
    await page.evaluate(() => window.__deviceMap!.flyTo('AW00001'));
    // Held still at the fly-to's zoom: the flight is over.
    let last = '';
    await expect
      .poll(async () => {
        const view = await mapView(page);
        const now = JSON.stringify(view);
        const still = now === last && Math.abs((view?.zoom ?? 0) - 16) < 0.01;
        last = now;
        return still;
      }, { timeout: 30_000, interval: 1500 })
      .toBe(true);
    await expect.poll(() => tileRequests.length, { timeout: 30_000 }).toBeGreaterThan(0);

    const view = (await mapView(page))!;
    const box = (await page.getByTestId('map-canvas').boundingBox())!;
    const wgs84 = (await server.app.database.db.selectFrom('devices').select(['longitude', 'latitude']).where('device_id', '=', 'AW00001').executeTakeFirstOrThrow()) as { longitude: number; latitude: number };
    // Where the reference conversion puts the device on Web Mercator tiles (512 px world at zoom 0).
    const [gLon, gLat] = wgs84ToGcj02(Number(wgs84.longitude), Number(wgs84.latitude));
    const world = 512 * 2 ** view.zoom;
    const mx = (lon: number) => ((lon + 180) / 360) * world;
    const my = (lat: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world;
    const expected: [number, number] = [box.width / 2 + mx(gLon) - mx(view.longitude), box.height / 2 + my(gLat) - my(view.latitude)];
    const drawn = (await page.evaluate(() => window.__deviceMap!.position('AW00001')))!;
    expect(Math.hypot(drawn[0] - expected[0], drawn[1] - expected[1])).toBeLessThan(2);
    // The icon is on that pixel (its status colour), and picking the pixel gives the stored WGS84 back within 1 m.
    const colour = (await page.evaluate(() => window.__deviceMap!.color('AW00001')))!.slice(0, 3);
    expect(hasColour(await pixelsAround(page, box.x + expected[0], box.y + expected[1], 14), colour, 40)).toBe(true);
    const picked = (await page.evaluate(([x, y]) => window.__deviceMap!.pick(x, y), expected))!;
    const metres = Math.hypot((picked[0] - Number(wgs84.longitude)) * 111_320 * Math.cos((Number(wgs84.latitude) * Math.PI) / 180), (picked[1] - Number(wgs84.latitude)) * 110_574);
    expect(metres).toBeLessThan(1);

    expectNoConsoleErrors(errors);
    await context.close();
    await admin.put('/site-config', edit);
  }, 240_000);
});
