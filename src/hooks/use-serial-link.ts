import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * Calls `apply(serial)` once per navigation to `path?deviceSerial=<serial>` (the wall's snapshot
 * notice and the images page link here). Hidden cached tabs see other pages' locations; only
 * this page's own path counts.
 */
export function useSerialLink(path: string, apply: (serial: string) => void): void {
  const link = useRouterState({
    select: (s) => {
      if (s.location.pathname !== path) return null;
      const raw = (s.location.search as Record<string, unknown>).deviceSerial;
      const serial = typeof raw === 'number' ? String(raw) : raw;
      if (typeof serial !== 'string' || serial === '') return null;
      const key = (s.location.state as { __TSR_key?: string } | undefined)?.__TSR_key ?? s.location.href;
      return `${key}\n${serial}`;
    },
  });
  const applied = useRef<string | null>(null);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (link === null || applied.current === link) return;
    applied.current = link;
    applyRef.current(link.split('\n')[1]);
  }, [link]);
}
