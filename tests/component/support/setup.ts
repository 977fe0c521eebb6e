import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createRequire } from 'node:module';
import Cookies from 'js-cookie';
import { HOME_TAB, useTabsStore } from '../../../src/stores/tabs-store';
import { clearSessionUser } from '../../../src/stores/session-store';
// Dates as the app shows them: dayjs follows the language once a signed-in page loads its live data.
import '../../../src/i18n/dayjs-locale';
import { noNetworkFetch } from './no-network';

// No component test opens the app's socket (renderApp hands the router no live data); should a page
// start one, it fails here instead of connecting to a real address from a worker other files share.
vi.mock('socket.io-client', () => ({
  io: (url?: unknown) => {
    throw new Error(`component tests open no socket (io(${JSON.stringify(url ?? location.origin)})): stub the socket as streams' tests do`);
  },
}));
// The files share a worker (vitest.config.ts): until a test installs its FakeApi, and after it, no request reaches a network.
vi.stubGlobal('fetch', noNetworkFetch);

// Every antd Table measures the scrollbar through getComputedStyle, which happy-dom answers by
// matching all of antd's injected CSS (a sixth of a page test's time); a simulated DOM has no
// scrollbar to measure anyway.
createRequire(import.meta.url)('@rc-component/util/lib/getScrollBarSize').getTargetScrollBarSize = () => ({ width: 0, height: 0 });
// A page's first render in a file also loads its module: seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * antd's development build warns of deprecated components (List); the console's production build,
 * the one people use, says nothing. Other errors fail the test, as a console error fails an e2e test.
 */
const DEV_ONLY = /^Warning: \[antd: \w+\] .*deprecated/;
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  const print = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const line = format(...args);
    if (!DEV_ONLY.test(line)) consoleErrors.push(line);
    print(...args);
  });
});

/**
 * Every component test file: jest-dom's matchers, no console errors, and after each test an empty
 * document and browser storage, no session, only the home tab and a fetch that reaches no network.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // unstubAllGlobals puts back the environment's fetch, which would reach localhost: a request the
  // page makes after its test (a timer, a held answer let go) gets the no-network one instead.
  vi.stubGlobal('fetch', noNetworkFetch);
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  clearSessionUser();
  useTabsStore.setState({ list: [HOME_TAB] });
  expect(consoleErrors, `console errors:\n${consoleErrors.join('\n')}`).toEqual([]);
});
