import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, type RouteEntry } from '../../../src/app/route-manifest';
import { LOCAL_KEYS } from '../../../src/lib/storage-keys';
import { scanAxe, type AxeFinding } from './axe-scan';
import { scanLanguage, type Finding, type WalkLang } from './language-scan';
import { waitUntil } from './language-settle';
import { scanPolish } from './polish-scan';

/** A finding with the place the walk was at when it saw it. */
export interface WalkFinding extends Finding {
  where: string;
}

export interface Settler {
  settle(): Promise<void>;
}

/** Standalone pages that are not part of the walk: the login and lock screens are visited by the shell steps. */
const NOT_WALKED = new Set(['login', 'locking', 'error-403', 'error-500']);

/**
 * Every manifest route the walk opens, standalone screens first (each a document load), then the
 * pages of the main layout (moved between inside the app): new pages are walked without touching the test.
 */
export const WALKED_ROUTES: readonly RouteEntry[] = [
  ...ROUTES.filter((r) => r.layout === 'standalone' && !NOT_WALKED.has(r.name)),
  ...ROUTES.filter((r) => r.layout === 'main'),
];

/** "Add …" buttons; antd spaces two-character Chinese labels ("新 增"), and an icon's name may come first. */
const ADD_BUTTON = /(^|\s)(新\s*增|添\s*加|新\s*建)|(^|\s)(Add|New)(\s|$)/;
const EMPTY = '.ant-empty:visible, .ant-result:visible';
const OVERLAY = '.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible';
/** antd's message toasts. */
const NOTICE = '.ant-message-notice';
/** The text a canvas drawing lists beside itself (screens/shared/screen-canvas.tsx), which the scan reads. */
const DRAWING_TEXT = '.screen-canvas-text';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The user's way: the user menu's language item, whose label is the other language's own name. */
export async function switchLanguage(page: Page, to: WalkLang): Promise<void> {
  if ((await lang(page)) === to) return;
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: to === 'en-US' ? /^English$/ : /^中文$/ }).click();
  await expect.poll(() => lang(page)).toBe(to);
  await page.keyboard.press('Escape');
  // The menu closes as it switches: its popup keeps the words it was opened with (rc-trigger does
  // not re-render a closing popup) until its leave motion ends and it is hidden. Scan after that.
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()).toBe(0);
}

/** The login screen's own switch (logging out forgets the language, spec section 4). */
export async function switchLoginLanguage(page: Page, to: WalkLang): Promise<void> {
  if ((await lang(page)) === to) return;
  await page.locator('.login-page__lang').click();
  await expect.poll(() => lang(page)).toBe(to);
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * After this many pages in the layout, the next one is a document load with only its own tab open.
 * Every tab's page stays mounted (hidden), so without it the walk's last pages held some eighty
 * pages' DOM: axe and the language scan read all of it, and a page took 8 s to walk instead of 2 s
 * (bench/RESULTS.md, "Test suite"). Open tabs are the tab tests' subject, not the walk's.
 */
const PAGES_PER_LOAD = 12;

/** How long a page may take to show its root (a chunk to load, a WebGL scene to start on a busy machine). */
const OPEN_TIMEOUT_MS = 20_000;

type Opened = 'open' | 'redirected' | 'missing' | 'timeout';

/**
 * Opens a route: a document load for standalone screens, for the first page of the layout and
 * when `reload` (every PAGES_PER_LOAD pages), the layout's open tabs forgotten first; otherwise
 * in-app navigation, as a click on the menu does.
 */
async function openRoute(page: Page, net: Settler, route: RouteEntry, reload: boolean): Promise<Opened> {
  const inLayout = !reload && route.layout === 'main' && (await page.getByTestId('side-menu').isVisible());
  if (inLayout) {
    // TanStack's history patches pushState, so this is the navigation a menu click makes.
    await page.evaluate((path) => {
      const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
      const key = Math.random().toString(36).slice(2);
      history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', path);
    }, route.path);
  } else {
    if (route.layout === 'main') await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEYS.tabs);
    // The page's own readiness is awaited below; the load event would also wait for WebGL and video.
    const loaded = await page.goto(route.path, { waitUntil: 'domcontentloaded', timeout: OPEN_TIMEOUT_MS }).then(() => true, () => false);
    if (!loaded) return 'timeout';
  }
  const scope = route.layout === 'main' ? page.locator(`[data-page-name="${route.name}"]`) : page.locator('body');
  const shown = await waitUntil(async () => pathname(page) !== route.path || (await scope.isVisible()), OPEN_TIMEOUT_MS);
  await net.settle();
  if (pathname(page) !== route.path) return 'redirected';
  if (await page.getByTestId('error-404').isVisible()) return 'missing';
  return shown ? 'open' : 'timeout';
}

/**
 * Escape closes most dialogs; one that keeps focus in a field is closed by its × instead. On a busy
 * machine Escape's closing may still be under way, so a × that goes away meanwhile is no failure.
 */
async function closeOverlay(page: Page): Promise<void> {
  const overlay = page.locator(OVERLAY).first();
  await page.keyboard.press('Escape');
  if (await overlay.waitFor({ state: 'hidden', timeout: 3_000 }).then(() => true, () => false)) return;
  await page.locator('.ant-modal-close:visible, .ant-drawer-close:visible').first().click({ timeout: 5_000 }).catch(() => undefined);
  await overlay.waitFor({ state: 'hidden' });
}

/** The first "Add" button of the page opens its dialog: scanned, then closed with Escape. */
async function scanAddDialog(page: Page, net: Settler, route: RouteEntry, to: WalkLang, out: WalkFinding[], axe: AxeFinding[]): Promise<boolean> {
  // The big screens have no dialogs, and a role query over their drawings is slow.
  if (route.layout !== 'main') return false;
  const add = page.locator(`[data-page-name="${route.name}"]`).getByRole('button', { name: ADD_BUTTON }).first();
  // Some pages enable "Add" only once something is chosen; those dialogs are left for their own tests.
  if (!(await add.isVisible()) || !(await add.isEnabled())) return false;
  const overlay = page.locator(OVERLAY).first();
  const notices = page.locator(NOTICE);
  const noticesBefore = await notices.count();
  await add.click();
  // The page answers with its dialog, or with a message in its place (a production log asks for a
  // query first): either ends the wait, which otherwise ran out its 5 s on every such page.
  await waitUntil(async () => (await overlay.count()) > 0 || (await notices.count()) > noticesBefore, 5_000);
  if (!(await overlay.isVisible())) return false;
  await net.settle();
  out.push(...(await scanAt(page, to, `${route.path} (add dialog)`)));
  axe.push(...(await scanAxe(page, `${route.path} (add dialog)`)));
  await closeOverlay(page);
  return true;
}

export interface WalkResult {
  findings: WalkFinding[];
  /** What axe-core found (WCAG 2.1 A and AA) on each page and dialog the walk opened, every impact. */
  axe: AxeFinding[];
  walked: string[];
  /** Routes the guard sent elsewhere (the user lacks their code). */
  redirected: string[];
  /** Routes not walked, each with why: the page does not exist, or it did not show in time. */
  notWalked: string[];
  /** Routes whose canvas drawings were read through their text (ScreenCanvas). */
  drawings: string[];
  /** Drawings that list no text: the walk could not read what they show. */
  unreadDrawings: string[];
  /** Routes whose "Add" dialog was opened and scanned. */
  dialogs: string[];
  /** Routes that showed an empty or result state (antd's own words come from its locale). */
  empties: string[];
}

/** Walks every route; returns what it found and where it went. */
export async function walkRoutes(page: Page, net: Settler, to: WalkLang, routes: readonly RouteEntry[] = WALKED_ROUTES): Promise<WalkResult> {
  const findings: WalkFinding[] = [];
  const axe: AxeFinding[] = [];
  const walked: string[] = [];
  const redirected: string[] = [];
  const notWalked: string[] = [];
  const drawings: string[] = [];
  const unreadDrawings: string[] = [];
  const dialogs: string[] = [];
  const empties: string[] = [];
  let axeMs = 0;
  let pagesSinceLoad = 0;
  for (const route of routes) {
    const started = Date.now();
    const reload = route.layout === 'main' && pagesSinceLoad >= PAGES_PER_LOAD;
    pagesSinceLoad = reload || route.layout !== 'main' ? 0 : pagesSinceLoad + 1;
    const opened = await openRoute(page, net, route, reload);
    if (opened === 'redirected') redirected.push(route.path);
    if (opened === 'missing') notWalked.push(`${route.path} (the page does not exist)`);
    if (opened === 'timeout') notWalked.push(`${route.path} (did not show within ${OPEN_TIMEOUT_MS / 1000} s)`);
    if (opened !== 'open') continue;
    walked.push(route.path);
    findings.push(...(await scanAt(page, to, route.path)));
    const axeStarted = Date.now();
    axe.push(...(await scanAxe(page, route.path)));
    const pageAxeMs = Date.now() - axeStarted;
    axeMs += pageAxeMs;
    const drawn = await page.locator(DRAWING_TEXT).evaluateAll((lists) => lists.map((list) => list.children.length));
    if (drawn.length > 0) drawings.push(route.path);
    if (drawn.some((count) => count === 0)) unreadDrawings.push(route.path);
    if ((await page.locator(EMPTY).count()) > 0) empties.push(route.path);
    // A failure inside the dialog names its route: the walk covers every page, and a bare timeout does not say which.
    const scanned = await scanAddDialog(page, net, route, to, findings, axe).catch((error: Error) => {
      throw new Error(`${route.path} (add dialog): ${error.message}`, { cause: error });
    });
    if (scanned) dialogs.push(route.path);
    if (process.env.WALK_TIMES) console.log(`${route.path} ${Date.now() - started} ms (axe ${pageAxeMs} ms)`);
  }
  if (process.env.WALK_TIMES) console.log(`axe: ${axeMs} ms over ${walked.length} pages`);
  return { findings, axe, walked, redirected, notWalked, drawings, unreadDrawings, dialogs, empties };
}

/** The other language's strings and the polish findings (polish-scan.ts) of what the page shows now. */
export async function scanAt(page: Page, to: WalkLang, where: string): Promise<WalkFinding[]> {
  return [...(await scanLanguage(page, to)), ...(await scanPolish(page))].map((f) => ({ ...f, where }));
}

/** One line per string and place; the shell's strings show on every page and are listed once. */
export function report(to: WalkLang, findings: readonly WalkFinding[]): string {
  const seen = new Map<string, { finding: WalkFinding; count: number }>();
  for (const finding of findings) {
    const key = `${finding.text}|${finding.path}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { finding, count: 1 });
  }
  const lines = [...seen.values()].map(({ finding: f, count }) => `  ${f.where}${count > 1 ? ` (+${count - 1} more)` : ''}  "${f.text}"  at ${f.path}`);
  return `${seen.size} string(s) of the other language or unpolished ([date], [float], [code], [cut]) in ${to}:\n${lines.join('\n')}`;
}
