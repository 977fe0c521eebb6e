import { describe, expect, it } from 'vitest';
import { ascendingWithin } from './history';

describe('ascendingWithin', () => {
  it('goes through the blocks newest first and each block oldest first', () => {
    expect(ascendingWithin(7, 3)).toEqual([2, 1, 0, 5, 4, 3, 6]);
  });

  it('takes every piece once, whatever the block', () => {
    for (const [count, block] of [[40, 12], [12, 12], [1, 12], [5, 1]]) {
      expect([...ascendingWithin(count, block)].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    }
    expect(ascendingWithin(0, 12)).toEqual([]);
  });
});
