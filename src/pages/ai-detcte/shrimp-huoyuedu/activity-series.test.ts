import { describe, expect, it } from 'vitest';
import { appendPoint, levelOf, mergeHistory, WINDOW_MS } from './activity-series';

describe('activity series', () => {
  it('labels the level from the ideal bounds, with defaults', () => {
    expect(levelOf(10)).toBe('low');
    expect(levelOf(50)).toBe('normal');
    expect(levelOf(90)).toBe('high');
    expect(levelOf(35, 40, 60)).toBe('low');
    expect(levelOf(65, null, 60)).toBe('high');
  });

  it('appends only newer points and drops those out of the window', () => {
    let points = appendPoint([], { ts: 1000, value: 10 }, 1000);
    points = appendPoint(points, { ts: 1000, value: 99 }, 1000);
    points = appendPoint(points, { ts: 500, value: 99 }, 1000);
    expect(points).toEqual([{ ts: 1000, value: 10 }]);
    points = appendPoint(points, { ts: 2000, value: 20 }, 1000 + WINDOW_MS + 1);
    expect(points).toEqual([{ ts: 2000, value: 20 }]);
    expect(appendPoint(points, { ts: 3000, value: Number.NaN }, 3000)).toBe(points);
  });

  it('puts live points after the history they do not repeat', () => {
    expect(mergeHistory([{ ts: 1, value: 1 }, { ts: 2, value: 2 }], [{ ts: 2, value: 9 }, { ts: 3, value: 3 }])).toEqual([
      { ts: 1, value: 1 },
      { ts: 2, value: 2 },
      { ts: 3, value: 3 },
    ]);
    expect(mergeHistory([], [{ ts: 3, value: 3 }])).toEqual([{ ts: 3, value: 3 }]);
    expect(mergeHistory([{ ts: 1, value: 1 }], [{ ts: 2 + WINDOW_MS, value: 2 }])).toEqual([{ ts: 2 + WINDOW_MS, value: 2 }]);
  });
});
