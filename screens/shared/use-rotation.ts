import { useEffect, useState } from 'react';

export const ROTATE_MS = 15_000;

/**
 * Index of the item a rotating panel shows, advancing every `ms` (15 s by default) through
 * `count` items. One interval per panel, cleared on unmount or when the count changes.
 */
export function useRotation(count: number, ms: number = ROTATE_MS): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const id = window.setInterval(() => setTick((n) => (n + 1) % 1_000_000), ms);
    return () => window.clearInterval(id);
  }, [count, ms]);
  return count === 0 ? 0 : tick % count;
}
