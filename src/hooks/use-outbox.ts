import { useEffect, useSyncExternalStore } from 'react';
import { phoneOutbox } from '../lib/offline/phone-outbox';
import type { Outbox, OutboxEntry } from '../lib/offline/outbox';

/** The phone's outbox and its entries (pending and refused), redrawn as they change. */
export function useOutbox(): { outbox: Outbox; entries: readonly OutboxEntry[] } {
  const outbox = phoneOutbox();
  const entries = useSyncExternalStore(
    (onChange) => {
      const stop = outbox.subscribe(onChange);
      return () => void stop();
    },
    () => outbox.list(),
  );
  useEffect(() => void outbox.load().catch(() => undefined), [outbox]);
  return { outbox, entries };
}
