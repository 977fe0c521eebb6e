/**
 * npm run a11y:scan [-- --lang zh-CN|en-US] [-- --only /path,/path]: axe-core (WCAG 2.1 A and AA)
 * over every manifest route the two-language walk opens, and the "Add" dialogs it opens, as the
 * admin in both languages, on the built console (dist/, `npm run build` first) against a real server
 * with a day of readings and the farm demo (the walk's own setup: tests/e2e/support/). Prints per
 * rule its impact, elements and screens, serious and critical first. RESULTS.md
 * ("Accessibility") is written by hand from it. The walk itself fails on serious or critical
 * findings (issue 41 item 3); this is the measure, every impact, with the screens named.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seedFarmDemo } from '../server/modules/farm';
import { FAILING_IMPACTS, scanAxe, summarise, type AxeFinding } from '../tests/e2e/support/axe-scan';
import { launchBrowser, openPage } from '../tests/e2e/support/browser';
import { startE2eServer } from '../tests/e2e/support/e2e-server';
import type { WalkLang } from '../tests/e2e/support/language-scan';
import { trackRequests, waitUntil } from '../tests/e2e/support/language-settle';
import { walkRoutes, WALKED_ROUTES } from '../tests/e2e/support/language-walk';
import { feedLiveReadings } from '../tests/e2e/support/live-readings';
import { startSession } from '../tests/e2e/support/session';

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const LANGS: WalkLang[] = argValue('--lang') ? [argValue('--lang') as WalkLang] : ['zh-CN', 'en-US'];
const only = argValue('--only')?.split(',');
const ROUTES = only ? WALKED_ROUTES.filter((r) => only.includes(r.path)) : WALKED_ROUTES;

function table(title: string, findings: AxeFinding[]): string {
  const rows = summarise(findings).sort((a, b) => Number(FAILING_IMPACTS.has(b.impact)) - Number(FAILING_IMPACTS.has(a.impact)));
  const screens = new Set(findings.filter((f) => FAILING_IMPACTS.has(f.impact)).map((f) => f.where));
  const lines = rows.map((r) => `| ${r.rule} | ${r.impact} | ${r.elements} | ${r.screens.length} | ${r.screens.slice(0, 4).join(', ')}${r.screens.length > 4 ? ' …' : ''} |`);
  return [`### ${title}: ${screens.size} screen(s) with serious or critical findings`, '', '| rule | impact | elements | screens | e.g. |', '| --- | --- | --- | --- | --- |', ...lines, ''].join('\n');
}

const docLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * The walk's own switches wait with vitest's expect.poll, which needs a test run: the same clicks
 * (the user menu's language item, the login page's switch), waited for here.
 */
async function switchTo(page: Page, to: WalkLang, onLogin = false): Promise<void> {
  if ((await docLang(page)) === to) return;
  if (onLogin) await page.locator('.login-page__lang').click();
  else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: to === 'en-US' ? /^English$/ : /^中文$/ }).click();
  }
  await waitUntil(async () => (await docLang(page)) === to, 10_000);
  if (onLogin) return;
  await page.keyboard.press('Escape');
  await waitUntil(async () => (await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()) === 0, 10_000);
}

async function scanLogin(page: Page, lang: WalkLang): Promise<AxeFinding[]> {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1400, height: 860 }, locale: 'zh-CN' });
  await context.addInitScript('globalThis.__name = (f) => f');
  const login = await context.newPage();
  await login.goto('/login');
  await login.getByRole('button', { name: /登\s*录|Log in/ }).waitFor();
  await switchTo(login, lang, true);
  const found = await scanAxe(login, '/login');
  await context.close();
  return found;
}

const started = Date.now();
const [server, browser] = await Promise.all([startE2eServer(), launchBrowser({ webgl: true })]);
try {
  await feedLiveReadings(server.app);
  await seedFarmDemo(server.app.database.db);
  const { page, context } = await openPage(browser, server.origin);
  // tsx keeps function names with a `__name` helper that functions sent to the page then call.
  await context.addInitScript('globalThis.__name = (f) => f');
  page.setDefaultTimeout(60_000);
  const net = trackRequests(page);
  await page.goto(await startSession(context, 'admin', 'admin123'));
  // The first document load (the shell's chunks, a day of readings) can take over 30 s on a loaded machine.
  await page.getByTestId('side-menu').waitFor({ timeout: 120_000 });
  const all: AxeFinding[] = [];
  // Every element with its selector and axe's summary, for whoever fixes them (.tmp/ is not committed);
  // written after each route, so a run stopped part way still says what it saw.
  mkdirSync('.tmp', { recursive: true });
  const out = `.tmp/a11y-scan-${LANGS.join('+')}.json`;
  for (const lang of LANGS) {
    await switchTo(page, lang);
    const found = await scanLogin(page, lang);
    const walked: string[] = [];
    const dialogs: string[] = [];
    const notWalked: string[] = [];
    // Route by route: on a loaded machine one click can outlast its timeout, which would otherwise end
    // the whole run (27 min) with nothing; that route is named as not walked and the walk goes on.
    for (const route of ROUTES) {
      try {
        const walk = await walkRoutes(page, net, lang, [route]);
        found.push(...walk.axe);
        walked.push(...walk.walked);
        dialogs.push(...walk.dialogs);
        notWalked.push(...walk.notWalked);
      } catch (error) {
        notWalked.push(`${route.path} (${(error as Error).message.split('\n')[0]})`);
        await page.keyboard.press('Escape').catch(() => undefined);
      }
      writeFileSync(out, JSON.stringify([...all, ...found.map((f) => ({ ...f, where: `${lang} ${f.where}` }))], null, 1));
    }
    console.log(table(`${lang}, ${walked.length + 1} screens, ${dialogs.length} dialogs${notWalked.length ? `, not walked: ${notWalked.join(', ')}` : ''}`, found));
    all.push(...found.map((f) => ({ ...f, where: `${lang} ${f.where}` })));
  }
  if (LANGS.length > 1) console.log(table('Both languages', all));
  console.log(`${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await browser.close();
  await server.close();
}
// The support's Chromium is kept for a test worker's next file (support/browser.ts): this run has none.
process.exit(0);
