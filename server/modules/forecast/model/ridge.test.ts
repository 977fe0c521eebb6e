import { describe, expect, it } from 'vitest';
import { quantile, ridgeFit, ridgePredict, solve } from './ridge';

describe('ridge regression', () => {
  it('solves a small linear system and refuses a singular one', () => {
    expect(solve([[2, 1], [1, 3]], [3, 5])).toEqual([expect.closeTo(0.8, 9), expect.closeTo(1.4, 9)]);
    expect(solve([[1, 2], [2, 4]], [1, 2])).toBeNull();
  });

  it('recovers the coefficients of an exact line with almost no penalty', () => {
    const x = [[1, 0], [2, 1], [3, 5], [4, 2], [5, 7], [6, 1]];
    const y = x.map(([a, b]) => 2 + 3 * a - 0.5 * b);
    const fit = ridgeFit(x, y, 1e-9)!;
    expect(ridgePredict(fit, [10, 4])).toBeCloseTo(30, 6);
    for (const e of fit.looResiduals) expect(e).toBeCloseTo(0, 6);
  });

  it('gives the leave-one-out residuals a refit without each row would (least squares, where the shortcut is exact)', () => {
    const x = [[1, 3], [2, 1], [3, 4], [4, 1], [5, 5], [6, 9], [7, 2]];
    const y = [1.2, 1.9, 3.4, 3.8, 5.3, 6.9, 6.4];
    const lambda = 1e-9;
    const fit = ridgeFit(x, y, lambda)!;
    x.forEach((_, i) => {
      const alone = ridgeFit(x.filter((__, r) => r !== i), y.filter((__, r) => r !== i), lambda)!;
      expect(fit.looResiduals[i]).toBeCloseTo(y[i] - ridgePredict(alone, x[i]), 6);
    });
  });

  it('reads quantiles between the sorted values', () => {
    expect(quantile([4, 1, 3, 2, 5], 0.5)).toBe(3);
    expect(quantile([1, 2], 0.9)).toBeCloseTo(1.9, 9);
  });
});
