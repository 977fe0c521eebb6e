import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The console's toasts (antd `message`) stay on screen for 3 s. On a loaded machine the page can
 * spend longer than that drawing what the answer that raised one changed (a chart, a table), and a
 * locator polled on animation frames then finds the toast already gone (CI, data-audit: the mark's
 * toast was never seen while the chart and average it announced did change). So every test page
 * records each toast's text the moment it is added, by a MutationObserver, and the tests wait on
 * that record: a toast that was shown is seen however briefly, one that never was still fails.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const texts: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = texts;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent ?? '';
        if (seen.has(notice) || text === '') continue;
        seen.add(notice);
        texts.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until a toast containing `text` has been shown since the page last loaded, and takes it from
 * the record, so that waiting for the same words again needs a new toast.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const matches = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown));
  await expect
    .poll(async () => (await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? [])).some(matches), {
      timeout: 15_000,
      message: `a toast with ${String(text)}`,
    })
    .toBe(true);
  await page.evaluate(
    ({ source, flags, plain }) => {
      const texts = (window as unknown as { __toasts: string[] }).__toasts;
      const at = texts.findIndex((shown) => (plain !== null ? shown.includes(plain) : new RegExp(source, flags).test(shown)));
      if (at >= 0) texts.splice(at, 1);
    },
    typeof text === 'string' ? { source: '', flags: '', plain: text } : { source: text.source, flags: text.flags, plain: null },
  );
}
