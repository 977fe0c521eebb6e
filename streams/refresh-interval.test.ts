import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_INTERVAL, getRefreshInterval, refreshInterval$, refreshIntervalAtLeast$, setRefreshInterval } from './refresh-interval';

afterEach(() => setRefreshInterval(DEFAULT_REFRESH_INTERVAL));

describe('refresh interval', () => {
  it('starts at 10 s and accepts only the spec’s intervals', () => {
    const seen: number[] = [];
    const subscription = refreshInterval$.subscribe((ms) => seen.push(ms));
    expect(setRefreshInterval(3000)).toBe(true);
    expect(setRefreshInterval(3000)).toBe(true);
    expect(setRefreshInterval(4000)).toBe(false);
    expect(setRefreshInterval(60000)).toBe(true);
    subscription.unsubscribe();
    expect(seen).toEqual([DEFAULT_REFRESH_INTERVAL, 3000, 60000]);
    expect(getRefreshInterval()).toBe(60000);
  });

  it('gives slow data the same clock, never faster than its floor', () => {
    const seen: number[] = [];
    const subscription = refreshIntervalAtLeast$(15000).subscribe((ms) => seen.push(ms));
    setRefreshInterval(3000);
    setRefreshInterval(5000);
    setRefreshInterval(30000);
    setRefreshInterval(15000);
    subscription.unsubscribe();
    // 10 s and 3 s and 5 s all poll at the floor, so only the changes above it are emitted.
    expect(seen).toEqual([15000, 30000, 15000]);
  });
});
