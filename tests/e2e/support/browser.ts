import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordToasts } from './toasts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-gpu'];

/** WebGL without a GPU: ANGLE on SwiftShader, the software renderer Chromium ships. */
const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];

/**
 * One Chromium of each kind per test worker, launched by the first file that asks and kept for the
 * worker's next files (the e2e project runs with `isolate: false`, so this module outlives a file).
 * Files share nothing else through it: every test opens its own context (cookies, storage, cache).
 */
const launched = new Map<string, Promise<Browser>>();

function sharedBrowser(webgl: boolean): Promise<Browser> {
  const kind = webgl ? 'webgl' : 'plain';
  let browser = launched.get(kind);
  if (!browser) {
    const args = webgl ? [...ARGS.filter((arg) => arg !== '--disable-gpu'), ...WEBGL_ARGS] : ARGS;
    browser = chromium.launch({ executablePath: CHROMIUM, args, headless: true });
    launched.set(kind, browser);
    // A browser that crashed or failed to start is launched again by the next file.
    browser.then((b) => b.on('disconnected', () => launched.delete(kind)), () => launched.delete(kind));
  }
  return browser;
}

/**
 * The file's view of its worker's Chromium: `close()` closes the contexts the file left open
 * (files in a worker run one after another, so every open context is this file's) and leaves the
 * browser running for the next file; it exits with the worker.
 */
function fileView(browser: Browser): Browser {
  const closeContexts = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return closeContexts;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `webgl: true` for specs that draw deck.gl or three.js canvases (the default disables the GPU process). */
export async function launchBrowser(options: { webgl?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);
  return fileView(await sharedBrowser(options.webgl ?? false));
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; every test asserts this stays empty. */
  errors: string[];
}

/**
 * A fresh browser context (its own cookies and storage) with one page that records console
 * errors, Content-Security-Policy violations and console documents served without a policy.
 * Responses the test provokes on purpose (401 at a wrong password, 400 at a wrong unlock)
 * are logged by Chromium as failed resources; those lines name their status and are filtered.
 */
export async function openPage(browser: Browser, origin: string, allowStatuses: number[] = []): Promise<TestPage> {
  // No service worker (issue 37): it would precache the shell in every context of every file, and
  // requests it answers pass by page.route. tests/e2e/phone-offline.e2e.test.ts opens its own contexts with it.
  // Reduced motion, which the console honours by turning antd's motion off: a click while a dialog or
  // popover still zoomed in could land on nothing (one CI run lost three tests so), and SwiftShader
  // draws no frames for animations nobody checks.
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1400, height: 860 }, locale: 'zh-CN', serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const url = msg.location().url;
    const expected = allowStatuses.some((status) => text.includes(`status of ${status}`));
    if (!expected) errors.push(`${text} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Chromium logs most CSP refusals itself; the event also catches those it reports only to the page.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  await recordToasts(context);
  // Every console document must carry the policy it is tested under.
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || !response.url().startsWith(origin)) return;
    if (!response.headers()['content-security-policy']) errors.push(`no Content-Security-Policy on ${response.url()}`);
  });
  return { page, context, errors };
}
