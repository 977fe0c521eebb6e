import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock$ } from './clock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('clock$', () => {
  it('ticks the wall clock every period on one timer for all its readers, and stops with the last', () => {
    const a: number[] = [];
    const b: number[] = [];
    const first = clock$(1000).subscribe((t) => a.push(t));
    const second = clock$(1000).subscribe((t) => b.push(t));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(a).toEqual([Date.now() - 1000, Date.now()]);
    expect(b).toEqual(a);
    first.unsubscribe();
    second.unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});
