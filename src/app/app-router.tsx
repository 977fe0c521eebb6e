import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type ParsedLocation,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import Cookies from 'js-cookie';
import { COOKIE_NAMES } from '../lib/storage-keys';
import type { ShellContext } from '../lib/shell-context';
import { decide, type GuardRoute } from './guards';
import { shellContext } from './navigation';
import { notifyNoPermission } from './notify';
import { HOME_PATH, isPhonePath, NOT_FOUND_ROUTE, ROUTES, type RouteEntry } from './route-manifest';
import { RootShell } from './root-shell';
import { PageLoading } from '../components/page-loading';
import { refreshAccessBeforeNavigation } from '../stores/session-actions';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The manifest entry's route name. */
    name?: string;
  }
}

const LOGIN_PATH = '/login';
let liveData: Promise<void> | undefined;
/**
 * Streams (rxjs, socket.io: ~24 KB gzip) load with the first page that can show live data, not with
 * /login; every other route's loader awaits this before its component renders.
 */
function ensureLiveData(): Promise<void> {
  liveData ??= import('./live-data').then((m) => m.startLiveData());
  return liveData;
}

/**
 * The phone's pages read over plain calls, not streams: live data (the socket, streams and the
 * service worker's registration) starts once the page has drawn and the browser is idle, so on a
 * 3G signal it does not stand between the phone and its first values.
 */
function startLiveDataWhenIdle(start: () => Promise<void>): void {
  const later = () => void start().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(later, { timeout: 3000 });
  else setTimeout(later, 1000);
}

/** Route components of main-layout pages render nothing: the layout draws every open tab itself. */
const RenderedByLayout = () => null;

export interface AppRouterOptions {
  /** Where locations come from: the browser's address bar in the app, a memory history in component tests. */
  history?: RouterHistory;
  /** The layout around every 'main' page (the app's is main-layout.tsx). */
  layout?: () => Promise<{ default: ComponentType }>;
  /** What a route awaits before its page shows live data (the app starts streams and the socket). */
  liveData?: () => Promise<void>;
}

/**
 * The console's router, built from the route manifest: guards on every route, the main layout
 * around 'main' pages, standalone pages beside it. The app makes one (router.tsx); component tests
 * make theirs with a memory history and a layout of their own, so a page renders as it does here.
 */
export function createAppRouter(options: AppRouterOptions = {}) {
  const awaitLiveData = options.liveData ?? ensureLiveData;

  /** Runs the pure guard on the current cookies and turns its decision into a redirect. */
  function enforce(route: GuardRoute, location: ParsedLocation): void {
    const decision = decide(route, location.href, {
      user: Cookies.get(COOKIE_NAMES.user),
      access: Cookies.get(COOKIE_NAMES.access),
      locking: Cookies.get(COOKIE_NAMES.locking),
    });
    switch (decision.kind) {
      case 'allow':
        return;
      case 'login':
        throw redirect({ to: '/login', search: { login_dp: decision.loginDp }, replace: true });
      case 'locking':
        throw redirect({ to: '/locking', replace: true });
      case 'forbidden':
        throw redirect({ to: '/403', replace: true });
      case 'blocked':
        throw redirect({ to: router.state.resolvedLocation?.pathname ?? HOME_PATH, replace: true });
      case 'no-permission':
        notifyNoPermission();
        throw redirect({ to: router.state.resolvedLocation?.pathname ?? HOME_PATH, replace: true });
    }
  }

  const rootRoute = createRootRouteWithContext<ShellContext>()({ component: RootShell });

  const mainLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'main',
    // Runs before the page's own guard, so the guard sees codes changed since the last navigation.
    beforeLoad: () => refreshAccessBeforeNavigation(),
    loader: () => awaitLiveData(),
    component: lazyRouteComponent(options.layout ?? (() => import('./layout/main-layout'))),
  });

  function routeFor(entry: RouteEntry) {
    const standalone = entry.layout === 'standalone';
    return createRoute({
      getParentRoute: () => (standalone ? rootRoute : mainLayout),
      path: entry.path,
      staticData: { name: entry.name },
      beforeLoad: ({ location }) => enforce(entry, location),
      // Loading the page's chunk during navigation keeps the loading bar honest.
      loader: async () => {
        if (isPhonePath(entry.path)) {
          await entry.lazy();
          startLiveDataWhenIdle(awaitLiveData);
          return;
        }
        await Promise.all([entry.lazy(), entry.path === LOGIN_PATH ? undefined : awaitLiveData()]);
      },
      component: standalone ? lazyRouteComponent(entry.lazy) : RenderedByLayout,
    });
  }

  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: HOME_PATH, replace: true });
    },
  });

  const notFoundRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    staticData: { name: NOT_FOUND_ROUTE.name },
    beforeLoad: ({ location }) => enforce({ path: location.pathname }, location),
    component: lazyRouteComponent(NOT_FOUND_ROUTE.lazy),
  });

  const routeTree = rootRoute.addChildren([
    indexRoute,
    ...ROUTES.filter((r) => r.layout === 'standalone').map(routeFor),
    mainLayout.addChildren(ROUTES.filter((r) => r.layout === 'main').map(routeFor)),
    notFoundRoute,
  ]);

  // The guards' "stay where you are" (above) reads the router they run in, made last.
  const router = createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    context: shellContext,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 300,
  });
  return router;
}
