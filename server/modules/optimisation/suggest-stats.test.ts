import { describe, expect, it } from 'vitest';
import { backtest, histogram, percentile, samplesOf, suggestLimits, type Bucket } from './suggest-stats';

const HOUR = 3600_000;
/** One bucket per hour with the given means, each spanning ±0.1. */
const hours = (means: number[]): Bucket[] => means.map((mean, i) => ({ ts: i * HOUR, min: mean - 0.1, mean, max: mean + 0.1 }));

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    const sorted = Array.from({ length: 101 }, (_, i) => i);
    expect(percentile(sorted, 0.01)).toBe(1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile([0, 10], 0.25)).toBe(2.5);
    expect(percentile([7], 0.99)).toBe(7);
  });
});

describe('suggestLimits', () => {
  it('takes the 1st and 99th percentiles on the sides the warning type uses', () => {
    const sorted = Array.from({ length: 1001 }, (_, i) => i / 100); // 0 .. 10
    expect(suggestLimits(sorted, 2)).toEqual({ min: 0.1, max: 9.9 });
    expect(suggestLimits(sorted, 0)).toEqual({ min: 0.1, max: null });
    expect(suggestLimits(sorted, 1)).toEqual({ min: null, max: 9.9 });
  });

  it('uses each hour’s low, average and high', () => {
    expect(samplesOf(hours([5]))).toEqual([4.9, 5, 5.1]);
  });
});

describe('histogram', () => {
  it('counts every sample once and stretches to show the limits', () => {
    const sorted = [1, 2, 2, 3, 9];
    const bins = histogram(sorted, [0, 10], 10);
    expect(bins).toHaveLength(10);
    expect(bins[0]!.from).toBe(0);
    expect(bins[9]!.to).toBe(10);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(5);
    expect(bins[2]!.count).toBe(2);
  });
});

describe('backtest', () => {
  // Best range 5..9. Two dips: a short one to 4.5 (hours 3-4) and a deep one to 3 (hours 10-12);
  // one spike to 9.5 (hour 20); a blip inside the best range that only a tight limit sees (hour 16).
  const means = Array.from({ length: 24 }, () => 7);
  means[3] = 4.5;
  means[4] = 4.6;
  means[10] = 3;
  means[11] = 3.2;
  means[12] = 3.5;
  means[16] = 5.5;
  means[20] = 9.5;
  const series = hours(means);
  const best = { min: 5, max: 9 };

  it('counts alarm episodes and the excursions the limits missed', () => {
    // Current limits (min 4, no max): only the deep dip alarms; the short dip and the spike are missed.
    expect(backtest(series, { min: 4, max: null }, best)).toEqual({ alarms: 1, missed: 2, excursions: 3 });
    // Tighter limits catch every excursion, and the blip at hour 16 raises one more alarm.
    expect(backtest(series, { min: 5.6, max: 9 }, best)).toEqual({ alarms: 4, missed: 0, excursions: 3 });
    // No limits: nothing raised, everything missed.
    expect(backtest(series, { min: null, max: null }, best)).toEqual({ alarms: 0, missed: 3, excursions: 3 });
  });

  it('ends an episode at a gap in the data', () => {
    const gapped: Bucket[] = [
      { ts: 0, min: 1, mean: 1, max: 1 },
      { ts: 5 * HOUR, min: 1, mean: 1, max: 1 },
    ];
    expect(backtest(gapped, { min: 2, max: null }, { min: 2, max: null }).alarms).toBe(2);
  });
});
