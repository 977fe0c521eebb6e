import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_INTERVAL, getRefreshInterval, refreshInterval$, setRefreshInterval } from './refresh-interval';

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
});
