import { describe, expect, it } from 'vitest';
import { connectedComponents, elongation } from './components';

const maskOf = (rows: string[]) => ({ mask: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)), width: rows[0].length, height: rows.length });

describe('connectedComponents', () => {
  it('joins diagonal neighbours, keeps separate regions apart and measures each', () => {
    const { mask, width, height } = maskOf([
      '##....#',
      '.#....#',
      '..#....',
      '.......',
      '####...',
    ]);
    const regions = connectedComponents(mask, width, height).sort((a, b) => a.minY - b.minY || a.minX - b.minX);
    expect(regions.map((r) => r.area)).toEqual([4, 2, 4]);
    expect(regions[0]).toMatchObject({ minX: 0, minY: 0, maxX: 2, maxY: 2 });
  });

  it('merges a U shape whose arms meet only at the bottom (labels unified in the first pass)', () => {
    const { mask, width, height } = maskOf(['#.#', '#.#', '###']);
    expect(connectedComponents(mask, width, height).map((r) => r.area)).toEqual([7]);
  });

  it('tells a line from a blob by elongation', () => {
    const line = maskOf(['##########']);
    const blob = maskOf(['###', '###', '###']);
    expect(elongation(connectedComponents(line.mask, line.width, line.height)[0])).toBeGreaterThan(6);
    expect(elongation(connectedComponents(blob.mask, blob.width, blob.height)[0])).toBeCloseTo(1, 5);
  });
});
