import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { followServerMessages } from '../message-feed';
import { autoCollapseMenu } from '../../stores/layout-store';
import { hasDeviceCache, loadDevicesAndSimAlarms, refreshSession } from '../../stores/session-actions';
import { useSessionStore } from '../../stores/session-store';
import { loadSiteConfig } from '../../stores/site-config-store';
import { applyUserTheme } from '../../stores/theme-store';
import { refreshAvatar } from '../../stores/avatar-store';

/** Spec section 9: the menu collapses 3000 ms after load. */
export const MENU_AUTO_COLLAPSE_MS = 3000;

/** What the layout starts once per mount: menu auto-collapse (once per document), session refresh, messages, site config. */
export function useShellEffects(): void {
  const router = useRouter();
  useEffect(() => autoCollapseMenu(MENU_AUTO_COLLAPSE_MS), []);

  useEffect(() => {
    const user = useSessionStore.getState().user;
    applyUserTheme(user?.userName ?? null);
    void loadSiteConfig();
    void refreshAvatar();
    if (user && !hasDeviceCache()) void loadDevicesAndSimAlarms(user);
    // A code revoked since login applies now: the guards run again with the refreshed cookie.
    refreshSession()
      .then((changed) => {
        if (changed) void router.invalidate();
      })
      .catch(() => {
        // 401 is handled by the API client; anything else keeps the cookie's codes.
      });
  }, [router]);

  useEffect(() => {
    // The bell's messages come from streams on the one refresh clock, like every live view.
    const subscription = followServerMessages();
    return () => subscription.unsubscribe();
  }, []);
}
