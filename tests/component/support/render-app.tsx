import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { ALL_ACCESS_CODES } from '../../../shared/contract/access-catalogue';
import type { SessionUserView } from '../../../shared/contract/api/auth';
import { createAppRouter } from '../../../src/app/app-router';
import { installApiHandlers } from '../../../src/app/api-handlers';
import { setLanguage, type Lang } from '../../../src/i18n';
import { setSessionUser } from '../../../src/stores/session-store';
import { FakeApi } from './fake-api';

/** The platform administrator of the seed, holding every code. */
export const ADMIN: SessionUserView = {
  userId: 1, userName: 'admin', realName: null, userType: 'admin', access_keys: ALL_ACCESS_CODES.join(','), screen_type: 'fish', tenant: { id: 1, name: 'Platform' },
};

export interface AppOptions {
  lang: Lang;
  /** Logged in as this user (cookies and store, and GET /session answers it); none for a visitor. */
  user?: SessionUserView | null;
  /** The API the page talks to; a fresh one (answering GET /session) when absent. */
  api?: FakeApi;
  /**
   * Around main pages: the page area (tabs and cached pages, the default) or the app's whole main
   * layout (menu, header, footer and the shell's own calls, which the test then answers).
   */
  layout?: 'page-area' | 'main';
}

export interface RenderedApp {
  router: ReturnType<typeof createAppRouter>;
  api: FakeApi;
  view: RenderResult;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders the console at `path` as the app does: the app's router (guards, lazy pages, the /403
 * and /500 pages, the API client's 401/403/500 handling) on a memory history, the root shell's
 * antd locale in `lang`, and main pages in the page area (tabs and cached pages) instead of the
 * full layout. Resolves once the router has settled on its first page.
 */
export async function renderApp(path: string, options: AppOptions): Promise<RenderedApp> {
  const api = options.api ?? new FakeApi();
  const signedIn = options.user === undefined ? ADMIN : options.user;
  if (signedIn) {
    setSessionUser(signedIn);
    api.call('GET /session').answers(signedIn);
  }
  // The history and report pages ask where the demo history is (issue 42): written, unless the test says otherwise.
  api.fallback('GET /health').answers({ status: 'ok', database: { kind: 'pglite', ok: true }, uptimeSeconds: 60, backfill: { done: true, progress: 100 } });
  // A form's location picker asks which map tiles are configured (issue 39): none (the offline outline), unless the test says otherwise.
  api.fallback('GET /site-config/map-tiles').answers(null);
  // The bell and the message center list open incidents (issue 36): none, unless the test says otherwise.
  api.fallback('GET /incidents').answers({ rows: [], total: 0, open: 0 });
  api.install();
  // The address bar shows the page too: a page that reads window.location (the public tracing page) sees its query.
  window.history.replaceState(null, '', path);
  await setLanguage(options.lang);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    layout: options.layout === 'main' ? () => import('../../../src/app/layout/main-layout') : () => import('./page-area'),
    liveData: () => Promise.resolve(),
  });
  // The pending page, once shown, stays 500 ms by default: time a busy test machine need not wait.
  router.update({ ...router.options, defaultPendingMinMs: 0 });
  installApiHandlers(router);
  const view = render(<RouterProvider router={router} />);
  await router.load();
  return { router, api, view, user: userEvent.setup() };
}

/** The mounted copy of a main page (the cached page area keys each by its route name). */
export const cachedPage = (name: string) => document.querySelector(`[data-page-name="${name}"]`);

export { screen };
