import { describe, expect, it } from 'vitest';
import { attemptUrl, MAX_ATTEMPTS, preloadRootMargin, PRELOAD_RATIO, retryDelay } from './lazy-load-policy';

describe('lazy-load policy', () => {
  it('keeps the spec constants', () => {
    expect(PRELOAD_RATIO).toBe(1.3);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('extends the viewport downwards by the preload ratio', () => {
    expect(preloadRootMargin()).toBe('0px 0px 30% 0px');
    expect(preloadRootMargin(1)).toBe('0px 0px 0% 0px');
  });

  it('backs off between attempts and stops after the sixth', () => {
    expect([2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(retryDelay(7)).toBeNull();
    expect(retryDelay(3, 2)).toBeNull();
  });

  it('marks retried URLs so a cached failure is not reused', () => {
    expect(attemptUrl('/api/ftpfile/image/3', 1)).toBe('/api/ftpfile/image/3');
    expect(attemptUrl('/api/ftpfile/image/3', 2)).toBe('/api/ftpfile/image/3?attempt=2');
    expect(attemptUrl('/x?a=1', 3)).toBe('/x?a=1&attempt=3');
  });
});
