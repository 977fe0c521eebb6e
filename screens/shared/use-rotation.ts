import { useEffect, useState } from 'react';
import { clock$ } from '../../streams';

export const ROTATE_MS = 15_000;

/**
 * Index of the item a rotating panel shows, advancing on each tick of the shared clock
 * (streams/clock.ts) every `ms` (15 s by default) through `count` items; it follows the clock only
 * while there is more than one item.
 */
export function useRotation(count: number, ms: number = ROTATE_MS): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const subscription = clock$(ms).subscribe(() => setTick((n) => (n + 1) % 1_000_000));
    return () => subscription.unsubscribe();
  }, [count, ms]);
  return count === 0 ? 0 : tick % count;
}
