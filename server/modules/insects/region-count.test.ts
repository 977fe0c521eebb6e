import { describe, expect, it } from 'vitest';
import { regionCounts, type MeasuredRegion } from './region-count';

const convex = (area: number, inscribed: number): MeasuredRegion => ({ area, halfWidth: inscribed, shape: { solidity: 1, notch: 0, inscribed } });
const notched = (area: number, inscribed: number, notch: number, solidity: number): MeasuredRegion => ({ area, halfWidth: inscribed, shape: { solidity, notch, inscribed } });
/** A board of 10 whiteflies (area 70, radius 3.5) and 10 moths (area 200, radius 6). */
const board = [...Array.from({ length: 10 }, () => convex(70, 3.5)), ...Array.from({ length: 10 }, () => convex(200, 6))];

describe('regionCounts', () => {
  it('counts a convex region as one insect whatever its area', () => {
    expect(regionCounts([...board, convex(400, 8)], 70).slice(-1)).toEqual([1]);
  });

  it('splits a notched region by the area of single insects of its own thickness', () => {
    const counts = regionCounts([...board, notched(150, 3.5, 2, 0.85), notched(420, 6, 3, 0.85), notched(280, 6, 2.5, 0.88)], 70);
    // Two whiteflies, two moths, and a whitefly on a moth (less than two moths' area, still two).
    expect(counts.slice(-3)).toEqual([2, 2, 2]);
  });

  it('does not split a region with a shallow notch unless its area is two of its kind', () => {
    const shallow = (area: number, inscribed: number) => notched(area, inscribed, 0.8, 0.94);
    expect(regionCounts([...board, shallow(230, 6), shallow(360, 6), shallow(150, 3.5)], 70).slice(-3)).toEqual([1, 2, 2]);
  });

  it('never splits a region smaller than one and a half of the small insects', () => {
    expect(regionCounts([...board, notched(95, 3.5, 3, 0.8)], 70).slice(-1)).toEqual([1]);
  });
});
