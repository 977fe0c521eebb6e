import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

export const MONITOR_VIDEO_PATH = '/diagnose/monitor-video';

/**
 * Calls `apply(device)` once for each navigation to /diagnose/monitor-video?device=<device_id>
 * (the map's device panel links here), after `ready`. Hidden cached tabs keep rendering with other
 * pages' locations, so only this page's own path counts.
 */
export function useDeviceDeepLink(ready: boolean, apply: (deviceId: string) => void): void {
  const link = useRouterState({
    select: (s) => {
      if (s.location.pathname !== MONITOR_VIDEO_PATH) return null;
      // The router parses search values as JSON, so an all-digit id arrives as a number.
      const raw = (s.location.search as Record<string, unknown>).device;
      const device = typeof raw === 'number' ? String(raw) : raw;
      if (typeof device !== 'string' || device === '') return null;
      const key = (s.location.state as { __TSR_key?: string } | undefined)?.__TSR_key ?? s.location.href;
      return `${key}\n${device}`;
    },
  });
  const applied = useRef<string | null>(null);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (!ready || link === null || applied.current === link) return;
    applied.current = link;
    applyRef.current(link.split('\n')[1]);
  }, [ready, link]);
}
