import { useEffect, useState } from 'react';
import { clock$ } from '../../streams';

/**
 * `Date.now()`, redrawn every `ms` while `running` (streams/clock.ts: one timer per period for all
 * views). For what changes with time alone: a countdown, an age, a clock, a rotating panel.
 */
export function useClock(ms: number, running = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    const subscription = clock$(ms).subscribe(setNow);
    return () => subscription.unsubscribe();
  }, [ms, running]);
  return now;
}
