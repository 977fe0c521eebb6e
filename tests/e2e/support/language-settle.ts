import type { Page, Request } from 'playwright-core';

/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 300;
const QUIET_TIMEOUT_MS = 10_000;
/** Long enough for a big screen's second round of requests (its history follows its device list) on a busy machine. */
const BUSY_TIMEOUT_MS = 10_000;
/** Spinners, skeletons, the router's pending page, and whatever says it is still loading (the screens' panels). */
const BUSY = '.ant-spin-spinning:visible, .ant-skeleton-active:visible, .page-loading:visible, [aria-busy="true"]:visible';
/**
 * Requests that never end while a page is open: the socket's long poll and live video. They are
 * not "loading", so they do not keep a page from settling.
 */
const ENDLESS = /\/socket\.io\/|\.m3u8|\.ts(\?|$)|\.flv|\/live\//;

/**
 * Counts the page's requests in flight. Playwright's `networkidle` only follows a document load;
 * the walk moves between pages inside the app, so it keeps its own count.
 */
export function trackRequests(page: Page): { settle(): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counted = (request: Request) => !ENDLESS.test(request.url()) && !['websocket', 'media', 'eventsource'].includes(request.resourceType());
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    /**
     * Waits until no request has been in flight for a moment and no spinner or skeleton shows.
     * A page that keeps a spinner on purpose (a video buffering) is scanned once the wait runs out.
     */
    async settle() {
      const started = Date.now();
      const quiet = await waitUntil(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, QUIET_TIMEOUT_MS);
      const quietAt = Date.now();
      const idle = await waitUntil(async () => (await page.locator(BUSY).count()) === 0, BUSY_TIMEOUT_MS);
      if (process.env.WALK_TIMES) console.log(`  settle: network ${quiet ? 'quiet' : `busy (${[...inFlight].map((r) => r.url()).join(', ')})`} after ${quietAt - started} ms, ${idle ? 'no spinner' : 'spinner left'} after ${Date.now() - quietAt} ms`);
    },
  };
}

/** Polls `condition` until it holds or `timeout` ms pass; says which. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
