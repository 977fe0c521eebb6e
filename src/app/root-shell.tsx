import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { ConfigProvider } from 'antd';
// The ES build: antd/locale/* is CommonJS and carried a second copy of en_US into /login's chunk.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../components/loading-bar';
import { setLockAnimation, useLayoutStore } from '../stores/layout-store';
import { useThemeStore } from '../stores/theme-store';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { consoleTheme } from './theme-tokens';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS };

// Loaded when the lock button is first pressed, not on every screen's first load (/login's budget).
const LockOverlay = lazy(() => import('../components/lock-overlay').then((m) => ({ default: m.LockOverlay })));

/** After every navigation: back to the top of the window and of the page area. */
function useScrollTopOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        window.scrollTo(0, 0);
        document.getElementById('page-scroll')?.scrollTo(0, 0);
      }),
    [router],
  );
}

/**
 * The root of every screen: antd locale and theme (without antd's motion for a person whose system
 * asks for less), the loading bar, the lock animation. antd's <App> (message, modal, notification)
 * sits in the main layout, not here: it weighs ~20 KB gzip that /login does not need.
 */
export function RootShell() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const mainTheme = useThemeStore((s) => s.mainTheme);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => consoleTheme(mainTheme, reducedMotion), [mainTheme, reducedMotion]);
  const lockAnimating = useLayoutStore((s) => s.locking);
  const navigating = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const endLock = useCallback(() => setLockAnimation(false), []);
  useScrollTopOnNavigate();
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={theme}>
      <LoadingBar active={navigating} />
      <Outlet />
      {lockAnimating && (
        <Suspense fallback={null}>
          <LockOverlay onDone={endLock} />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
