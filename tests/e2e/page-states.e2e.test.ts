import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { expectNoConsoleErrors, loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { DATA_SCREENS, FARM_SCREENS, PUBLIC_TRACE, type Lang, type Screen } from './support/page-state-screens';
import { LOCAL_KEYS } from '../../src/lib/storage-keys';
import { ROUTES } from '../../src/app/route-manifest';

/**
 * Issues 17 and 21: every data and farm screen shows its list's states in both languages. The
 * test answers each screen's list call itself: held (the page's spinner), with no rows (the page's
 * own empty text in that language), refused with the API envelope (the page's error alert; Retry
 * asks again and shows the row then given) and, in one language, failed with HTTP 500, which
 * spec section 8 sends to the /500 page because the list is the page's main call. The public
 * tracing page shows its spinner, an unknown batch, and a server error with Retry.
 */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Reply {
  status: number;
  body: Record<string, unknown>;
}
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, code: '00000', message: 'ok', data } });
const refusal = (status: number, code: string, message: string): Reply => ({ status, body: { success: false, code, message } });

/** The server's own words for a refusal any call can meet (the rate limiter's) and for a server error. */
const TOO_MANY: Record<Lang, string> = { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests. Please try again later.' };
const SERVER_ERROR: Record<Lang, string> = { 'zh-CN': '服务器错误', 'en-US': 'server error' };
/** antd spaces a two-character Chinese label. */
const RETRY: Record<Lang, RegExp> = { 'zh-CN': /^重\s*试$/, 'en-US': /^Retry$/ };

/** One screen's list call, answered as the test says: held until released, or with a reply. */
class ListCall {
  reply: Reply | 'hold' = 'hold';
  asked = 0;
  readonly held: Route[] = [];

  constructor(private readonly call: Screen['call']) {}

  readonly matches = (url: URL) => url.pathname === `/api${this.call.path}`;

  readonly handle = async (route: Route) => {
    const request = route.request();
    const body = (request.method() === 'POST' ? request.postDataJSON() : null) as Record<string, unknown> | null;
    if (request.method() !== this.call.method || (this.call.isList && !this.call.isList(body ?? {}))) return route.fallback();
    this.asked += 1;
    if (this.reply === 'hold') this.held.push(route);
    else await fulfil(route, this.reply);
  };

  async release(reply: Reply) {
    for (const route of this.held.splice(0)) await fulfil(route, reply);
  }
}

const fulfil = (route: Route, reply: Reply) => route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) });

async function intercept(page: Page, call: Screen['call'], run: (list: ListCall) => Promise<void>) {
  const list = new ListCall(call);
  await page.route(list.matches, list.handle);
  try {
    await run(list);
  } finally {
    await page.unroute(list.matches, list.handle);
    // A failed step may leave an answer held: let it go rather than hang the page.
    for (const route of list.held.splice(0)) await route.abort().catch(() => undefined);
  }
}

/** A fresh document of a page in the context's language (the public page is outside the layout). */
async function load(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** The page each context lands on and falls back to when a screen's tab closes. */
const PARKING = '/ownspace';

const nameOf = (path: string) => {
  const route = ROUTES.find((r) => r.path === path.split('?')[0]);
  if (!route) throw new Error(`${path} is not in the route manifest`);
  return route.name;
};

/**
 * Closes a page's tab if it is open: an open tab keeps its page mounted, and a page asks for its
 * list once. One run (of about ten, each closing some 90 tabs) clicked × after the /500 step and
 * the page stayed mounted for 30 s; why was not found. While the tab is still there, × is clicked
 * again, as a person would; a tab that is gone while its page stays mounted still fails.
 */
async function closeTab(page: Page, name: string) {
  const tabs = page.getByTestId('page-tabs');
  if (!(await tabs.isVisible())) return;
  const tab = tabs.locator('.ant-tabs-tab', { has: page.locator(`[data-tab-name="${name}"]`) });
  if ((await tab.count()) === 0) return;
  const cached = page.locator(`[data-page-name="${name}"]`);
  await vi.waitFor(
    async () => {
      if ((await tab.count()) > 0) await tab.locator('.ant-tabs-tab-remove').click({ timeout: 5_000 });
      await cached.waitFor({ state: 'detached', timeout: 5_000 });
    },
    { timeout: WAIT.timeout * 2, interval: 100 },
  );
}

/** Moves inside the app as a menu click does (TanStack's history patches pushState): much cheaper than loading the document. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
  }, path);
}

/** A fresh copy of a layout page (its tab closed first), then what a person does to ask for its list. */
async function open(page: Page, screen: Screen, lang: Lang) {
  const name = nameOf(screen.path);
  await closeTab(page, name);
  await navigate(page, screen.path);
  await page.locator(`[data-page-name="${name}"]`).getByTestId(screen.root).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await screen.start?.(page);
}

/** The machine is shared and slow: conditions get the page's own waiting time. */
const WAIT = { timeout: 15_000 };

/** The spinner over a list: antd draws a table's around it, a card's inside it. */
const spinners = (page: Page, screen: Pick<Screen, 'root' | 'list'>) => {
  const list = page.getByTestId(screen.list ?? screen.root);
  return page.locator('.ant-spin-spinning', { has: list }).or(list.locator('.ant-spin-spinning'));
};

async function showsStates(page: Page, screen: Screen, lang: Lang) {
  const root = page.getByTestId(screen.root);
  const list = page.getByTestId(screen.list ?? screen.root);
  await intercept(page, screen.call, async (call) => {
    // Loading while the answer is held, then the page's own empty text.
    await open(page, screen, lang);
    await expect.poll(() => call.held.length, WAIT).toBe(1);
    await spinners(page, screen).first().waitFor();
    await call.release(ok(screen.none));
    await list.getByText(screen.empty[lang], { exact: true }).waitFor();
    await expect.poll(() => spinners(page, screen).count(), WAIT).toBe(0);

    // A refusal in the API envelope: the page's alert with the server's words; Retry asks again and shows the row.
    call.reply = refusal(429, 'A0429', TOO_MANY[lang]);
    await open(page, screen, lang);
    const alert = root.locator('.ant-alert-error');
    await expect.poll(() => alert.first().textContent(), WAIT).toContain(TOO_MANY[lang]);
    const asked = call.asked;
    call.reply = ok(screen.one);
    await alert.first().getByRole('button', { name: RETRY[lang] }).click();
    await list.locator('.ant-table-row', { hasText: screen.shows }).waitFor();
    expect(call.asked).toBeGreaterThan(asked);
    expect(await alert.count()).toBe(0);
    await closeTab(page, nameOf(screen.path));

    // HTTP 500 on the page's main call is the /500 page (spec section 8); one language is enough, the page is shared.
    if (lang === 'zh-CN') {
      call.reply = refusal(500, 'B0500', SERVER_ERROR[lang]);
      // A page that lists on opening may leave for /500 before it can be seen.
      if (screen.start) await open(page, screen, lang);
      else await navigate(page, screen.path);
      await page.getByTestId('error-500').waitFor();
      expect(new URL(page.url()).pathname).toBe('/500');
      // Back to the layout, and the screen's tab closed before its page asks again.
      await navigate(page, PARKING);
      await page.locator(`[data-page-name="${nameOf(PARKING)}"]`).waitFor();
      await closeTab(page, nameOf(screen.path));
    }
  });
}

/** A context that keeps one language and opens each page with no other tab restored (a restored tab would make its own calls). */
async function contextIn(lang: Lang): Promise<TestPage> {
  const opened = await openPage(browser, server.origin, [404, 429, 500]);
  opened.page.setDefaultTimeout(WAIT.timeout * 2);
  await opened.context.addInitScript(
    ([languageKey, tabsKey, language]) => {
      localStorage.setItem(languageKey, language);
      localStorage.removeItem(tabsKey);
    },
    [LOCAL_KEYS.language, LOCAL_KEYS.tabs, lang],
  );
  return opened;
}

const PUBLIC_PAGE = { root: 'tracing-search-page' };
const NOT_FOUND: Record<Lang, string> = {
  'zh-CN': '未找到批次号 NOPE-1 的溯源信息，请核对后重试。',
  'en-US': 'No product found for batch number NOPE-1. Check the number and try again.',
};

for (const lang of ['zh-CN', 'en-US'] as const) {
  describe(`screen states in ${lang}`, () => {
    let admin: TestPage;
    beforeAll(async () => {
      admin = await contextIn(lang);
      // The personal page stays open as the tab to fall back on when a screen's tab closes.
      await loginAs(admin.page, 'admin', 'admin123', { path: `/login?login_dp=${encodeURIComponent(PARKING)}` });
    });
    afterAll(async () => {
      await admin?.context.close();
    });

    it.each([...DATA_SCREENS, ...FARM_SCREENS].map((screen) => [screen.path, screen] as const))('%s', async (_, screen) => {
      await showsStates(admin.page, screen, lang);
      expectNoConsoleErrors(admin.errors.splice(0));
    }, 120_000);

    it('/tracing/search, logged out: loading, an unknown batch, and a server error with Retry', async () => {
      const visitor = await contextIn(lang);
      const { page } = visitor;
      const story = '/tracing/search?batch=NOPE-1';
      await intercept(page, { method: 'GET', path: '/tracing/search' }, async (call) => {
        await load(page, story, lang);
        await expect.poll(() => call.held.length, WAIT).toBe(1);
        await spinners(page, PUBLIC_PAGE).first().waitFor();
        await call.release(refusal(404, 'A0404', 'not found'));
        await expect.poll(() => page.getByTestId('trace-not-found').textContent(), WAIT).toBe(NOT_FOUND[lang]);
        expect(await spinners(page, PUBLIC_PAGE).count()).toBe(0);

        // The public query is no page's main call: a server error shows on the page, and Retry asks again.
        call.reply = refusal(500, 'B0500', SERVER_ERROR[lang]);
        await load(page, story, lang);
        await expect.poll(() => page.getByTestId('trace-error').textContent(), WAIT).toContain(SERVER_ERROR[lang]);
        const asked = call.asked;
        call.reply = ok({ records: [PUBLIC_TRACE] });
        await page.getByTestId('trace-error').getByRole('button', { name: RETRY[lang] }).click();
        await expect.poll(() => page.getByTestId('trace-story-product').textContent(), WAIT).toBe(PUBLIC_TRACE.product_name);
        expect(call.asked).toBe(asked + 1);
        expect(await page.getByTestId('trace-error').count()).toBe(0);
      });
      expect(await page.evaluate(() => document.cookie)).not.toContain('user=');
      expectNoConsoleErrors(visitor.errors);
      await visitor.context.close();
    });
  });
}
