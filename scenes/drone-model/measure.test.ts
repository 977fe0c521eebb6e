import { describe, expect, it } from 'vitest';
import { formatArea, formatLength, pathLength, planArea, type Point3 } from './measure';

describe('measuring on the drone model', () => {
  const square: Point3[] = [[0, 0, 0], [30, 2, 0], [30, 5, -40], [0, 1, -40]];

  it('sums segment lengths in 3D', () => {
    expect(pathLength([[0, 0, 0], [3, 0, 4]])).toBe(5);
    expect(pathLength([[0, 0, 0], [0, 12, 0], [5, 12, 0]])).toBe(17);
    expect(pathLength([[1, 1, 1]])).toBe(0);
  });

  it('measures the plan area whatever the heights and winding', () => {
    expect(planArea(square)).toBe(1200);
    expect(planArea([...square].reverse())).toBe(1200);
    expect(planArea(square.slice(0, 2))).toBe(0);
  });

  it('formats metres, kilometres, square metres and hectares', () => {
    expect(formatLength(42.04)).toBe('42.0 m');
    expect(formatLength(1530)).toBe('1.53 km');
    expect(formatArea(1200)).toBe('1200.0 m²');
    expect(formatArea(25_000)).toBe('2.50 ha (25000 m²)');
  });
});
