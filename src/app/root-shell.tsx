import { useCallback, useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../components/loading-bar';
import { LockOverlay } from '../components/lock-overlay';
import { setLockAnimation, useLayoutStore } from '../stores/layout-store';
import { MAIN_COLORS, useThemeStore } from '../stores/theme-store';
import { setErrorNotifier } from './notify';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS };

/** Hands antd's context-aware message API to code outside React (the router's guards). */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  return null;
}

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

/** The root of every screen: antd locale and theme, the loading bar, the lock animation. */
export function RootShell() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const mainTheme = useThemeStore((s) => s.mainTheme);
  const lockAnimating = useLayoutStore((s) => s.locking);
  const navigating = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const endLock = useCallback(() => setLockAnimation(false), []);
  useScrollTopOnNavigate();
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={{ token: { colorPrimary: MAIN_COLORS[mainTheme] } }}>
      <AntApp>
        <NotifierBridge />
        <LoadingBar active={navigating} />
        <Outlet />
        {lockAnimating && <LockOverlay onDone={endLock} />}
      </AntApp>
    </ConfigProvider>
  );
}
