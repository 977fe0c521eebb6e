import { interval, map, share, type Observable } from 'rxjs';

const clocks = new Map<number, Observable<number>>();

/**
 * The wall clock for what a view redraws as time passes (a countdown, "stale for 2 min", a
 * screen's clock, a rotating panel): `Date.now()` every `ms`, the first after `ms`. One timer per
 * period however many views read it, started by the first subscriber and stopped with the last.
 * It asks no server: data comes from the other streams.
 */
export function clock$(ms: number): Observable<number> {
  let clock = clocks.get(ms);
  if (!clock) {
    clock = interval(ms).pipe(
      map(() => Date.now()),
      share(),
    );
    clocks.set(ms, clock);
  }
  return clock;
}
