import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { scanLanguage } from './support/language-scan';
import { startQWeatherDouble, type QWeatherDouble } from '../helpers/qweather-double';

/**
 * The home index: device counts, the device-distribution thumbnail on its offline basemap, the
 * weather card (the same POST /apiWeather stream as the big screens' weather panels) and a layout
 * without blank bands, in both languages.
 */
let server: E2eServer;
let browser: Browser;
let qweather: QWeatherDouble;
const saved = { key: process.env.QWEATHER_KEY, host: process.env.QWEATHER_HOST };

beforeAll(async () => {
  // The forecast provider is read from the environment on each call: none to start with.
  delete process.env.QWEATHER_KEY;
  [server, browser, qweather] = await Promise.all([startE2eServer(), launchBrowser(), startQWeatherDouble()]);
  // The fish base's weather station reports (the simulator is off in e2e).
  expect(await server.app.ingest.submit('ET000001', { ts: Date.now() - 60_000, values: { air_temp: 21.5, air_humidity: 66 } })).toEqual({ accepted: true });
  await vi.waitFor(async () => expect(await server.app.database.db.selectFrom('telemetry_latest').select('value').where('device_id', '=', 'ET000001').execute()).toHaveLength(2), { timeout: 5000 });
});
afterAll(async () => {
  for (const [name, value] of [['QWEATHER_KEY', saved.key], ['QWEATHER_HOST', saved.host]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await browser?.close();
  await server?.close();
  await qweather?.close();
});

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

describe('home index', () => {
  it('draws the devices on the offline basemap, shows the station weather and why there is no forecast, with no blank band', async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.getByTestId('home-count-total').textContent()).toMatch(/\d+/);

    // The thumbnail's basemap: Natural Earth land and borders as drawn paths, under the device dots.
    const basemap = page.getByTestId('home-map-basemap');
    await basemap.waitFor();
    expect(await basemap.locator('path').count()).toBeGreaterThanOrEqual(1);
    const drawn = await basemap.locator('path').evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').length));
    expect(Math.max(...drawn)).toBeGreaterThan(100);
    expect(await page.locator('[data-testid="home-map-thumbnail"] circle').count()).toBeGreaterThan(0);

    // The base's weather station now, and the server's word for the missing forecast provider.
    const weather = page.getByTestId('home-weather');
    const now = weather.getByTestId('home-weather-now');
    await expect.poll(() => now.getAttribute('data-state')).toBe('stations');
    expect(await now.textContent()).toMatch(/气温\s*21\.5\s*°C\s*湿度\s*66\s*%/);
    expect(await now.textContent()).toContain('1 个气象站');
    const forecast = weather.getByTestId('home-forecast');
    expect(await forecast.getAttribute('data-status')).toBe('not_configured');
    expect(await forecast.textContent()).toBe('未配置天气预报服务（QWEATHER_KEY）');

    // No blank band: the map starts right under the counts (the row gutter is 16 px), the weather
    // beside it at the same height, and the alarms end where the map ends.
    const [counts, map, weatherBox, alarms] = [await box(page, 'home-counts'), await box(page, 'home-map'), await weather.boundingBox(), await box(page, 'home-alarms-card')];
    const gap = map.y - (counts.y + counts.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(20);
    expect(Math.abs(weatherBox!.y - map.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(alarms.y + alarms.height - (map.y + map.height))).toBeLessThanOrEqual(1);
    expect(alarms.y - (weatherBox!.y + weatherBox!.height)).toBeLessThanOrEqual(20);

    expect(await scanLanguage(page, 'zh-CN')).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("shows the provider's next days in English once one is configured, and says when the company has no station", async () => {
    process.env.QWEATHER_KEY = 'good-key';
    process.env.QWEATHER_HOST = qweather.origin;
    const { page, context, errors } = await openPage(browser, server.origin);
    await page.addInitScript(() => localStorage.setItem('languageSet', 'en-US'));
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto('/home');
    const forecast = page.getByTestId('home-forecast');
    await expect.poll(() => forecast.getAttribute('data-status')).toBe('ok');
    const days = await forecast.locator(':scope > div').allTextContents();
    expect(days).toHaveLength(3);
    expect(days[0]).toMatch(/^Today.+10~20 °C$/);
    expect(days[1]).toMatch(/^\d\d-\d\d.+11~21 °C$/);
    expect(await page.getByTestId('home-weather-now').textContent()).toMatch(/Air\s*21\.5\s*°C\s*Humidity\s*66\s*%/);
    expect(await scanLanguage(page, 'en-US')).toEqual([]);
    await context.close();

    // The greenhouse company has no weather station: the card says so and still shows the forecast of its site.
    const grower = await openPage(browser, server.origin);
    await grower.page.addInitScript(() => localStorage.setItem('languageSet', 'en-US'));
    await loginAs(grower.page, 'grower', 'grower123');
    await grower.page.goto('/home');
    const now = grower.page.getByTestId('home-weather-now');
    await expect.poll(() => now.getAttribute('data-state')).toBe('none');
    expect(await now.textContent()).toBe('No weather station');
    await expect.poll(() => grower.page.getByTestId('home-forecast').getAttribute('data-status')).toBe('ok');
    expect(qweather.requests.length).toBeGreaterThan(0);
    expectNoConsoleErrors([...errors, ...grower.errors]);
    await grower.context.close();
  });
});
