import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';

/** The sim cameras are made by ffmpeg; without it there is no video to test. */
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const HAS_FFMPEG = existsSync(FFMPEG);
if (!HAS_FFMPEG) console.warn(`video e2e skipped: ${FFMPEG} is missing (apt-get install ffmpeg)`);

/** Four live streams starting at once on a busy 2-core machine take a while. */
const PLAY_TIMEOUT_MS = 90_000;
const WALL = '/diagnose/monitor-video';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  if (!HAS_FFMPEG) return;
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const cell = (page: Page, index: number) => page.locator(`[data-testid="wall-cell"][data-index="${index}"]`);
const cellTimes = (page: Page) => page.$$eval('[data-testid="wall-cell"] video', (videos) => videos.map((v) => (v as HTMLVideoElement).currentTime));
const livePlayers = (page: Page) => page.evaluate(() => window.__videoPlayers ?? 0);

async function pickLayout(page: Page, count: number) {
  await page.locator(`[data-testid="wall-layout"] [data-layout="${count}"]`).click();
  await expect.poll(() => page.getByTestId('video-wall').getAttribute('data-layout')).toBe(String(count));
}

async function clickCamera(page: Page, serial: string) {
  await page.locator(`[data-testid="camera-item"][data-serial="${serial}"]`).click();
}

/** Every cell's video time moves forward by at least a second: the streams are live, not stills. */
async function expectAllAdvancing(page: Page, count: number) {
  await expect.poll(async () => (await cellTimes(page)).filter((t) => t > 0).length, { timeout: PLAY_TIMEOUT_MS, interval: 500 }).toBe(count);
  const before = await cellTimes(page);
  await expect
    .poll(async () => (await cellTimes(page)).every((t, i) => t >= before[i] + 1), { timeout: 30_000, interval: 500 })
    .toBe(true);
}

async function ptzState(page: Page, serial: string) {
  const res = await page.request.get(`/api/camera/status/${serial}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { pan: number; tilt: number; zoom: number } }).data;
}

describe.skipIf(!HAS_FFMPEG)('video wall', () => {
  it('plays four live streams, moves a camera by PTZ and keeps one player after 16 screens and back to 1', { timeout: 240_000 }, async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    // fishscreen watches the four ponds and the feed store (five cameras).
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto(WALL);
    await page.getByTestId('camera-list').waitFor();
    expect(await page.evaluate(() => MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'))).toBe(true);

    await pickLayout(page, 4);
    for (const serial of ['SIM000001', 'SIM000002', 'SIM000003', 'SIM000004']) await clickCamera(page, serial);
    expect(await page.$$eval('[data-testid="wall-cell"]', (cells) => cells.map((c) => c.getAttribute('data-serial')))).toEqual([
      'SIM000001', 'SIM000002', 'SIM000003', 'SIM000004',
    ]);
    await expectAllAdvancing(page, 4);
    expect(await livePlayers(page)).toBe(4);
    // The corner figures: a decoded frame rate in every cell.
    await expect
      .poll(() => page.$$eval('[data-testid="wall-player"]', (els) => els.map((el) => Number(el.getAttribute('data-fps') || 0))), { timeout: 15_000 })
      .toSatisfy((fps: number[]) => fps.length === 4 && fps.every((f) => f > 0));

    // PTZ: one click on "right" pans the selected camera; the stream reports the new position.
    await cell(page, 0).click();
    await expect.poll(() => page.getByTestId('ptz-pad').getAttribute('data-serial')).toBe('SIM000001');
    const before = await ptzState(page, 'SIM000001');
    await page.getByTestId('ptz-right').click();
    await expect.poll(async () => (await ptzState(page, 'SIM000001')).pan, { timeout: 10_000 }).toBeGreaterThan(before.pan);
    await expect.poll(async () => Number(await page.getByTestId('ptz-position').getAttribute('data-pan'))).toBeGreaterThan(before.pan);
    // The stop went out after the start: the camera is not still turning.
    const settled = (await ptzState(page, 'SIM000001')).pan;
    await expect.poll(async () => (await ptzState(page, 'SIM000001')).pan, { timeout: 5_000 }).toBe(settled);

    // 16 screens with five cameras, then 1: only cell 1 keeps a player.
    await pickLayout(page, 16);
    expect(await page.getByTestId('wall-cell').count()).toBe(16);
    await clickCamera(page, 'SIM000005');
    await expect.poll(() => livePlayers(page)).toBe(5);
    await pickLayout(page, 1);
    expect(await page.getByTestId('wall-cell').count()).toBe(1);
    await expect.poll(() => livePlayers(page)).toBe(1);
    expect(await page.locator('video').count()).toBe(1);
    await expectAllAdvancing(page, 1);

    // Double-click enlarges (and restores) a cell without a new player for it.
    await pickLayout(page, 4);
    await cell(page, 2).dblclick();
    await expect.poll(() => page.getByTestId('wall-cell').count()).toBe(1);
    await expect.poll(() => livePlayers(page)).toBe(1);
    await cell(page, 2).dblclick();
    await expect.poll(() => page.getByTestId('wall-cell').count()).toBe(4);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('opens filled with the cameras in scope, fills a bigger layout, and remembers the wall across a reload', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await page.addInitScript(() => localStorage.setItem('languageSet', 'en-US'));
    await loginAs(page, 'fishscreen', 'fish12345');
    await page.goto(WALL);
    await page.getByTestId('camera-list').waitFor();
    const inScope = await page.locator('[data-testid="camera-item"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-serial')));
    expect(inScope).toHaveLength(5);
    const serials = () => page.$$eval('[data-testid="wall-cell"]', (cells) => cells.map((c) => c.getAttribute('data-serial')));

    // Nothing remembered: four screens of the first four cameras, each with a player.
    await expect.poll(serials).toEqual(inScope.slice(0, 4));
    expect(await page.getByTestId('wall-player').count()).toBe(4);
    // Counted labels read as English does.
    const layoutLabel = (count: number) => page.locator(`[data-testid="wall-layout"] [data-layout="${count}"]`).textContent();
    expect([await layoutLabel(1), await layoutLabel(4), await layoutLabel(9)]).toEqual(['1 screen', '4 screens', '9 screens']);

    // The PTZ speed's last mark ("Fast", centred under the slider's end) lies inside the pad, not clipped by its edge.
    await cell(page, 0).click();
    const pad = page.getByTestId('ptz-pad');
    await expect.poll(() => pad.getAttribute('data-serial')).toBe(inScope[0]);
    const marks = pad.locator('.ant-slider-mark-text');
    await expect.poll(() => marks.allTextContents()).toEqual(['Slow', 'Normal', 'Fast']);
    const [padBox, fastBox] = [(await pad.boundingBox())!, (await marks.last().boundingBox())!];
    expect(fastBox.x).toBeGreaterThanOrEqual(padBox.x);
    expect(fastBox.y).toBeGreaterThanOrEqual(padBox.y);
    expect(fastBox.x + fastBox.width).toBeLessThanOrEqual(padBox.x + padBox.width);
    expect(fastBox.y + fastBox.height).toBeLessThanOrEqual(padBox.y + padBox.height);

    // Nine screens take the fifth camera; the other four cells wait for one.
    await pickLayout(page, 9);
    await expect.poll(serials).toEqual([...inScope, '', '', '', '']);
    await expect.poll(() => page.getByTestId('wall-player').count()).toBe(5);

    // The camera's name sits in a strip above the picture, never over the id the stream burns in.
    const head = await cell(page, 0).getByTestId('wall-cell-head').boundingBox();
    const video = await cell(page, 0).locator('video').boundingBox();
    expect(head!.y + head!.height).toBeLessThanOrEqual(video!.y + 0.5);

    // The user's own changes are what comes back after a reload.
    await cell(page, 1).getByTestId('wall-cell-close').click();
    await expect.poll(serials).toEqual([inScope[0], '', ...inScope.slice(2), '', '', '', '']);
    await page.reload();
    await page.getByTestId('camera-list').waitFor();
    await expect.poll(() => page.getByTestId('video-wall').getAttribute('data-layout')).toBe('9');
    await expect.poll(serials).toEqual([inScope[0], '', ...inScope.slice(2), '', '', '', '']);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('opens a device camera in cell 1 from a deep link, and takes a snapshot into the historical images', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');
    await page.goto(`${WALL}?device=AW00002`);
    await expect.poll(() => cell(page, 0).getAttribute('data-serial')).toBe('SIM000002');
    await expect.poll(() => cell(page, 0).getByTestId('wall-player').getAttribute('data-phase'), { timeout: PLAY_TIMEOUT_MS }).toBe('playing');

    await page.getByTestId('wall-snapshot').click();
    await page.getByTestId('snapshot-link').click();
    await page.getByTestId('picture-proces-page').waitFor();
    const card = page.getByTestId('snapshot-card').first();
    await card.waitFor();
    expect(await page.getByTestId('snapshot-card').count()).toBe(1);
    await expect.poll(() => card.getByTestId('snapshot-thumb').getAttribute('data-phase'), { timeout: 15_000 }).toBe('loaded');

    await card.getByTestId('snapshot-publish').click();
    await expect.poll(() => card.getAttribute('data-published')).toBe('1');

    // The camera's timeline shows today's picture.
    await page.getByTestId('open-timeline').click();
    await expect.poll(() => page.getByTestId('picture-history-page').getAttribute('data-serial')).toBe('SIM000002');
    await expect.poll(() => page.getByTestId('timeline-item').count()).toBe(1);

    await page.goto('/diagnose/picture-proces?deviceSerial=SIM000002');
    await page.getByTestId('snapshot-card').first().getByTestId('snapshot-delete').click();
    await page.getByTestId('snapshot-delete-ok').click();
    await page.getByTestId('pictures-empty').waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('recognises shrimp activity: the video beside a live index with its level', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'admin', 'admin123');
    await page.goto('/ai-detcte/shrimp-huoyuedu');
    await page.getByTestId('activity-toggle').click();
    await expect.poll(() => page.getByTestId('shrimp-activity-page').getAttribute('data-running')).toBe('true');
    await expect.poll(() => page.getByTestId('activity-player').getAttribute('data-phase'), { timeout: PLAY_TIMEOUT_MS }).toBe('playing');
    await expect
      .poll(async () => Number((await page.getByTestId('activity-current').getAttribute('data-value')) || Number.NaN), { timeout: 90_000, interval: 1000 })
      .toSatisfy((v: number) => v >= 0 && v <= 100);
    expect(['low', 'normal', 'high']).toContain(await page.getByTestId('activity-level').getAttribute('data-level'));
    await page.getByTestId('activity-toggle').click();
    // Stopping waits for the decoder to exit, which takes seconds on a loaded machine.
    await expect.poll(() => page.getByTestId('shrimp-activity-page').getAttribute('data-running'), { timeout: 30_000 }).toBe('false');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows the spec message to a user whose devices have no camera', async () => {
    // The grower watches the greenhouse cameras through its bound devices; without them it has none.
    const db = server.app.database.db;
    const grower = await db.selectFrom('users').select('id').where('user_name', '=', 'grower').executeTakeFirstOrThrow();
    await db.deleteFrom('device_users').where('user_id', '=', grower.id).execute();
    const { page, context, errors } = await openPage(browser, server.origin);
    await loginAs(page, 'grower', 'grower123');
    await page.goto(WALL);
    await expect.poll(() => page.getByTestId('video-not-configured').textContent()).toContain('视频监控未开通/未配置');
    expect(await page.locator('video').count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
