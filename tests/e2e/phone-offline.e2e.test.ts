import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startSession } from './support/session';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/**
 * Issue 37 at 390 x 844: the app installs (a valid manifest, a service worker that controls the
 * page), opens offline with the last data marked old, and a feeding entered offline reaches the
 * server exactly once however often the connection comes back; nothing scrolls sideways.
 */
let server: E2eServer;
let browser: Browser;
/**
 * A pond per language: a pond takes one feeding per minute (farm_time_conflict), and the two
 * languages' feedings are made within the same minute.
 */
const ponds = {} as Record<'zh-CN' | 'en-US', { id: number; name: string }>;
/** The pond of the water-change log's offline entry. */
let waterChangePond: { id: number; name: string };
/** A pond per language for the edit that meets a console change (its own, so its feedings are counted alone). */
const editPonds = {} as Record<'zh-CN' | 'en-US', { id: number; name: string }>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const db = server.app.database.db;
  const { tenant_id: tenant } = await db.selectFrom('users').select('tenant_id').where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow();
  const site = (await db.insertInto('sites').values({ tenant_id: tenant!, name: 'Phone base', kind: 'aquaculture', longitude: 120.1, latitude: 30.8 }).returning('id').executeTakeFirstOrThrow()).id;
  for (const lang of ['zh-CN', 'en-US'] as const) {
    const name = `Phone pond ${lang}`;
    const row = await db.insertInto('ponds').values({ site_id: site, tenant_id: tenant!, name, polygon: JSON.stringify([[120.1, 30.8], [120.101, 30.8], [120.101, 30.801]]) }).returning('id').executeTakeFirstOrThrow();
    ponds[lang] = { id: row.id, name };
  }
  const waterPond = await db.insertInto('ponds').values({ site_id: site, tenant_id: tenant!, name: 'Phone pond water', polygon: JSON.stringify([[120.1, 30.8], [120.101, 30.8], [120.101, 30.801]]) }).returning('id').executeTakeFirstOrThrow();
  waterChangePond = { id: waterPond.id, name: 'Phone pond water' };
  for (const lang of ['zh-CN', 'en-US'] as const) {
    const name = `Edit pond ${lang}`;
    const row = await db.insertInto('ponds').values({ site_id: site, tenant_id: tenant!, name, polygon: JSON.stringify([[120.1, 30.8], [120.101, 30.8], [120.101, 30.801]]) }).returning('id').executeTakeFirstOrThrow();
    editPonds[lang] = { id: row.id, name };
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it stands (run through the debugging protocol, so the page's CSP does not apply). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

const feedingsOf = async (pondId: number) => (await server.app.database.db.selectFrom('farm_feedings' as never).select('id' as never).where('pond_id' as never, '=', pondId as never).execute()).length;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function phoneContext(lang: 'zh-CN' | 'en-US'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 390, height: 844 }, locale: lang, isMobile: true, hasTouch: true });
  await context.addInitScript((l) => localStorage.setItem('languageSet', l), lang);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  // Offline, the failed calls are logged by Chromium as resources that could not load: expected here.
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await startSession(context, 'fishscreen', 'fish12345');
  return { context, page, errors };
}

describe('the phone app at the pond', () => {
  it('is installable: the manifest is valid and sw.js is never cached by the browser', async () => {
    const { context } = await phoneContext('zh-CN');
    const manifest = await context.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as { name: string; short_name: string; lang: string; start_url: string; display: string; icons: Array<{ sizes: string; purpose?: string }> };
    expect(body).toMatchObject({ name: '智能监控管理平台', lang: 'zh-CN', start_url: '/m', display: 'standalone' });
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(body.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const english = (await (await context.request.get('/manifest.en-US.webmanifest')).json()) as { name: string; lang: string };
    expect(english).toMatchObject({ name: 'Smart Monitoring Platform', lang: 'en-US' });
    const sw = await context.request.get('/sw.js');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    for (const icon of ['/pwa-192.png', '/pwa-512.png', '/pwa-maskable-512.png']) expect((await context.request.get(icon)).headers()['content-type']).toBe('image/png');
    await context.close();
  });

  it.each(['zh-CN', 'en-US'] as const)('in %s: opens offline with the kept data marked old, and a feeding made offline is stored once after two reconnections', async (lang) => {
    const { context, page, errors } = await phoneContext(lang);
    const pond = ponds[lang];
    const feedingsOfPond = () => feedingsOf(pond.id);
    // A fodder in stock to feed from.
    const fodder = await context.request.post('/api/feedManage', { data: { type: 'add', name: `Phone feed ${lang}`, unit: 'kg' } });
    const fodderId = ((await fodder.json()) as { data: { id: number } }).data.id;
    await context.request.post('/api/stockManage', { data: { type: 'add', item_id: fodderId, direction: 'in', quantity: 100, at: '2026-01-01 07:00' } });
    const before = await feedingsOfPond();

    await page.goto('/m/feed');
    await page.getByTestId('phone-feed-form').waitFor();
    // The worker installs with the first signed-in page and controls the page from the next load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await page.getByTestId('phone-feed-form').waitFor();
    // Visit the ponds page once online, so its values are kept.
    await page.goto('/m');
    await page.getByTestId('phone-connection').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/m/feed');
    await page.locator('.ant-select').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('phone-connection').textContent()).toBe(lang === 'zh-CN' ? '离线' : 'Offline');
    await expect.poll(() => page.getByTestId('phone-stale').textContent()).toMatch(lang === 'zh-CN' ? /当前离线，显示的是/ : /Offline: showing the data saved at/);

    const form = page.getByTestId('phone-feed-form');
    await form.locator('.ant-select').nth(0).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: pond.name }).first().click();
    await form.locator('.ant-select').nth(1).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `Phone feed ${lang}` }).first().click();
    await form.getByRole('spinbutton').fill('6.5');
    await page.getByTestId('phone-feed-save').click();
    await page.getByTestId('phone-feed-queued').waitFor();
    expect(await feedingsOfPond()).toBe(before);
    expect(await noSidewaysScroll(page)).toBe(true);
    // The scan reads the page as it rests: a select's list still closing is a listbox of no name.
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Back online: the outbox sends it; off and on again: nothing is sent twice.
    await context.setOffline(false);
    await expect.poll(feedingsOfPond, { timeout: 30_000 }).toBe(before + 1);
    await page.getByTestId('phone-feed-queued').waitFor({ state: 'detached' });
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('phone-feed-form').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await feedingsOfPond()).toBe(before + 1);

    // The ponds page offline: the kept values, marked with the time they were read.
    await context.setOffline(true);
    await page.goto('/m');
    await expect.poll(() => page.getByTestId('phone-stale').count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it.each(['zh-CN', 'en-US'] as const)('in %s: a row edited offline while the console changed it comes back as a conflict, and the console\'s value stays', async (lang) => {
    const { context, page, errors } = await phoneContext(lang);
    const pond = editPonds[lang];
    const feedName = `Edit feed ${lang}`;
    const fodder = await context.request.post('/api/feedManage', { data: { type: 'add', name: feedName, unit: 'kg' } });
    const fodderId = ((await fodder.json()) as { data: { id: number } }).data.id;
    await context.request.post('/api/stockManage', { data: { type: 'add', item_id: fodderId, direction: 'in', quantity: 100, at: '2026-01-01 07:00' } });
    // Today's feeding, as the duty operator made it earlier.
    const at = dayjs().format('YYYY-MM-DD HH:mm');
    const added = await context.request.post('/api/feedingManage', { data: { type: 'add', pond_id: pond.id, at, item_id: fodderId, quantity: 10 } });
    expect(added.ok()).toBe(true);
    const feedingId = ((await added.json()) as { data: { id: number } }).data.id;
    const storedQuantity = async () => Number((await server.app.database.db.selectFrom('farm_feedings' as never).select('quantity' as never).where('id' as never, '=', feedingId as never).executeTakeFirstOrThrow()).quantity);

    await page.goto('/m/feed');
    const row = page.getByTestId('phone-feed-row').filter({ hasText: pond.name });
    await expect.poll(() => row.textContent()).toContain('10 kg');
    // The pickers' choices and today's rows are kept on the phone, and the app installed, before the signal goes.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('phone-connection').textContent()).toBe(lang === 'zh-CN' ? '离线' : 'Offline');
    const edit = row.getByTestId('phone-feed-edit');
    expect(await edit.getAttribute('aria-label')).toMatch(lang === 'zh-CN' ? /^修改 / : /^Edit /);
    const box = (await edit.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    await edit.click();
    const form = page.getByTestId('phone-feed-edit-form');
    await expect.poll(() => form.getByRole('spinbutton').inputValue()).toBe('10');
    await form.getByRole('spinbutton').fill('12');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('phone-feed-save').click();
    const queued = page.getByTestId('phone-feed-queued').filter({ hasText: pond.name });
    await expect.poll(() => queued.textContent()).toMatch(lang === 'zh-CN' ? /^修改 · .*12 kg.*待发送/ : /^Edit · .*12 kg.*Waiting/);
    expect(await storedQuantity()).toBe(10);

    // Meanwhile the console (an administrator's session, as /feedingManage's edit form sends it) changes the same row.
    const consoleContext = await browser.newContext({ baseURL: server.origin });
    await startSession(consoleContext, 'admin', 'admin123');
    const changed = await consoleContext.request.post('/api/feedingManage', { data: { type: 'update', id: feedingId, pond_id: pond.id, at, item_id: fodderId, quantity: 15, handler: null, note: null } });
    expect(changed.ok()).toBe(true);
    await consoleContext.close();
    const before = await feedingsOf(pond.id);

    // Back online: the phone's change is refused with the server's words; the row shows the console's value.
    await context.setOffline(false);
    const attention = page.getByTestId('phone-attention');
    await expect.poll(() => attention.textContent(), { timeout: 30_000 }).toContain(
      lang === 'zh-CN' ? '该记录在您编辑期间已被他人修改，请刷新后重新编辑' : 'This record was changed by someone else since you opened it; reload it and edit again',
    );
    expect(await attention.textContent()).toContain(lang === 'zh-CN' ? '冲突' : 'Conflict');
    await expect.poll(() => row.textContent()).toContain('15 kg');
    await page.getByTestId('phone-feed-queued').filter({ hasText: pond.name }).waitFor({ state: 'detached' });
    expect(await storedQuantity()).toBe(15);
    expect(await feedingsOf(pond.id)).toBe(before);
    expect(before).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Read, the entry is dropped; nothing else changes.
    await attention.getByRole('button').click();
    await attention.waitFor({ state: 'detached' });
    expect(await storedQuantity()).toBe(15);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('the other phone pages pass the scan without sideways scroll, and a water change made offline is stored once', async () => {
    const { context, page, errors } = await phoneContext('en-US');
    const changesOfPond = async () => (await server.app.database.db.selectFrom('farm_water_changes' as never).select('id' as never).where('pond_id' as never, '=', waterChangePond.id as never).execute()).length;
    for (const path of ['/m/alarms', '/m/seeding', '/m/patrol', '/m/water-change', '/m/sampling', '/m/water-test', '/m/farm-log', '/m/fodder-stock']) {
      await page.goto(path);
      await page.getByTestId('phone-connection').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The navigation's "More" list, open.
    await page.getByTestId('phone-nav-more').click();
    await page.getByTestId('phone-nav-all').getByRole('link', { name: 'Water change' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('phone-nav-all').getByRole('link', { name: 'Water change' }).click();
    await page.getByTestId('phone-water-change-form').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const form = page.getByTestId('phone-water-change-form');
    await form.locator('.ant-select').nth(0).click();
    // The pond list is long and drawn in part (a virtual list): the search brings the pond into it.
    await page.keyboard.type(waterChangePond.name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: waterChangePond.name }).first().click();
    await form.getByRole('spinbutton', { name: 'Volume' }).fill('120');
    await page.getByTestId('phone-water-change-save').click();
    await page.getByTestId('phone-water-change-queued').waitFor();
    expect(await changesOfPond()).toBe(0);
    await context.setOffline(false);
    await expect.poll(changesOfPond, { timeout: 30_000 }).toBe(1);
    await page.getByTestId('phone-water-change-queued').waitFor({ state: 'detached' });
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('phone-water-change-form').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await changesOfPond()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it.each(['zh-CN', 'en-US'] as const)('in %s: /m/camera shows a camera with a PTZ pad for a thumb, passes the scan and does not scroll sideways', async (lang) => {
    const { context, page, errors } = await phoneContext(lang);
    await page.goto('/m/camera');
    await page.getByTestId('phone-ptz').waitFor();
    await page.getByTestId('phone-camera-player').waitFor();
    // Every key a thumb can hit: WCAG 2.5.5's 44 x 44 px at least.
    const keys = await page.getByTestId('phone-ptz').locator('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(keys.length).toBe(9);
    expect(Math.min(...keys)).toBeGreaterThanOrEqual(44);
    expect(await page.getByTestId('phone-ptz-up').textContent()).toContain(lang === 'zh-CN' ? '上' : 'Up');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
