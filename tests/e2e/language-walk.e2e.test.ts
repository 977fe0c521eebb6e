import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { loginAs } from './support/console';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import type { WalkLang } from './support/language-scan';
import { trackRequests } from './support/language-settle';
import { report, scanAt, switchLanguage, switchLoginLanguage, walkRoutes, WALKED_ROUTES, type Settler, type WalkFinding } from './support/language-walk';

/**
 * Issue 16, "Must show": the whole live half walked in English and then in Chinese. Every visible
 * string of the other language outside user data fails the walk; support/language-scan.ts says
 * what counts as user data and which Latin words a Chinese interface legitimately shows.
 * WALK_TIMES=1 prints each page's time, how it settled, and what was walked.
 */
let server: E2eServer;
let browser: Browser;
let tab: TestPage;
let net: Settler;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser({ webgl: true })]);
  // 401 is the wrong password the shell steps try on purpose.
  tab = await openPage(browser, server.origin, [401]);
  net = trackRequests(tab.page);
  await loginAs(tab.page, 'admin', 'admin123');
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
  await server?.close();
});

/** The shell around the pages: the user menu, a tooltip, the 404 screen, and the login screen with a server message. */
async function walkShell(page: Page, lang: WalkLang): Promise<WalkFinding[]> {
  const found: WalkFinding[] = [];
  await page.goto('/home');
  await net.settle();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem').first().waitFor();
  found.push(...(await scanAt(page, lang, 'user menu')));
  await page.keyboard.press('Escape');
  await page.getByTestId('message-bell').hover();
  await page.getByRole('tooltip').last().waitFor();
  found.push(...(await scanAt(page, lang, 'message bell tooltip')));

  await page.goto('/no/such/page');
  await page.getByTestId('error-404').waitFor();
  found.push(...(await scanAt(page, lang, '/no/such/page')));

  await page.goto('/home');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /^(退出登录|Log out)$/ }).click();
  await page.waitForURL('**/login');
  await net.settle();
  await switchLoginLanguage(page, lang);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  found.push(...(await scanAt(page, lang, '/login (empty form)')));
  await page.getByLabel(/账号|Account/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('not-the-password');
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await page.getByTestId('login-error').waitFor();
  found.push(...(await scanAt(page, lang, '/login (wrong password)')));
  await loginAs(page, 'admin', 'admin123');
  await switchLanguage(page, lang);
  return found;
}

describe('language walk', () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`shows no ${lang === 'en-US' ? 'Chinese' : 'English'} outside user data in ${lang}`, { timeout: 240_000 }, async () => {
      const { page } = tab;
      await page.goto('/home');
      await switchLanguage(page, lang);
      const { findings, walked, redirected, missing, dialogs, empties } = await walkRoutes(page, net, lang);
      findings.push(...(await walkShell(page, lang)));
      if (process.env.WALK_TIMES) console.log({ walked, missing, dialogs, empties });
      // The admin holds every code, so the walk opened every built page; some "Add" dialogs and empty states too.
      expect(redirected).toEqual([]);
      expect(walked.length, `walked ${walked.join(', ')}; missing ${missing.join(', ')}`).toBeGreaterThan(WALKED_ROUTES.length / 2);
      expect(dialogs.length).toBeGreaterThan(3);
      expect(empties.length).toBeGreaterThan(0);
      expect(findings.length, report(lang, findings)).toBe(0);
    });
  }
});
