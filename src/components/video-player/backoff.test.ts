import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((a) => reconnectDelay(a, mid))).toEqual([
      RECONNECT_BASE_MS, 2000, 4000, 8000, 16000, RECONNECT_MAX_MS, RECONNECT_MAX_MS, RECONNECT_MAX_MS,
    ]);
  });

  it('spreads retries by at most a fifth and never passes the cap', () => {
    expect(reconnectDelay(1, () => 0)).toBe(800);
    expect(reconnectDelay(1, () => 1)).toBe(1200);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});
