import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import Cookies from 'js-cookie';
import { HOME_TAB, useTabsStore } from '../../../src/stores/tabs-store';
import { clearSessionUser } from '../../../src/stores/session-store';

// happy-dom has these; jsdom (for a file that asks for it with @vitest-environment) has not.
if (!('ResizeObserver' in globalThis)) {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
window.scrollTo = () => {};

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
 * document and browser storage, no session, only the home tab and the real fetch back.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(consoleErrors, `console errors:\n${consoleErrors.join('\n')}`).toEqual([]);
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  clearSessionUser();
  useTabsStore.setState({ list: [HOME_TAB] });
});
