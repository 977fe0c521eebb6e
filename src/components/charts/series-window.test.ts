import { describe, expect, it } from 'vitest';
import { ViewSampler, axisOf, clampDomain, fullExtent, nearestIndex, visiblePoints, yExtent, zoomDomain, type ChartSeries } from './series-window';

const data = (n: number) => {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = i * 10;
    ys[i] = i % 7;
  }
  return { xs, ys };
};

describe('series window', () => {
  it('takes the visible slice with one point beyond each edge and downsamples it to the pixels', () => {
    const d = data(100_000);
    const few = visiblePoints(d, [1000, 2000], 1000);
    expect(few.xs[0]).toBe(990);
    expect(few.xs[few.xs.length - 1]).toBe(2000);
    const many = visiblePoints(d, [0, 999_990], 800);
    expect(many.xs.length).toBe(800);
  });

  it('zooms around the anchor and stays inside the data', () => {
    const zoomed = zoomDomain([0, 1000], 250, 0.5, [0, 1000], 10);
    expect(zoomed).toEqual([125, 625]);
    expect(zoomDomain([0, 1000], 250, 4, [0, 1000], 10)).toEqual([0, 1000]);
    expect(zoomDomain([0, 1000], 500, 0.000001, [0, 1000], 10)).toEqual([495, 505]);
    expect(clampDomain([900, 1100], [0, 1000])).toEqual([800, 1000]);
  });

  it('finds extents, the nearest point and the axis of each unit', () => {
    const d = data(10);
    expect(fullExtent([{ id: 'a', label: 'a', color: '', data: d }])).toEqual([0, 90]);
    expect(fullExtent([])).toEqual([0, 1]);
    const [lo, hi] = yExtent([d]);
    expect(lo).toBeLessThan(0);
    expect(hi).toBeGreaterThan(6);
    expect(nearestIndex(d.xs, 44)).toBe(4);
    expect(nearestIndex(d.xs, 46)).toBe(5);
    const series: ChartSeries[] = [
      { id: 'do', label: '', color: '', unit: 'mg/L', data: d },
      { id: 'nh3n', label: '', color: '', unit: 'mg/L', data: d },
      { id: 't', label: '', color: '', unit: '°C', data: d },
    ];
    expect([...axisOf(series).values()]).toEqual(['left', 'left', 'right']);
  });
});

describe('ViewSampler', () => {
  it('samples a panning view from one series-wide sample at the zoom level', () => {
    const d = data(200_000);
    const sampler = new ViewSampler();
    const span = 100_000;
    const first = sampler.sample(d, [0, span], 500);
    expect(first.xs.length).toBe(500);
    const second = sampler.sample(d, [10_000, 10_000 + span], 500);
    const third = sampler.sample(d, [20_000, 20_000 + span], 500);
    // Slices of one sample: about the pixel count, inside the view plus one point each side.
    for (const part of [second, third]) {
      expect(part.xs.length).toBeGreaterThan(450);
      expect(part.xs.length).toBeLessThan(560);
    }
    expect(third.xs[0]).toBeLessThanOrEqual(20_000);
    expect(third.xs[third.xs.length - 1]).toBeGreaterThanOrEqual(20_000 + span);
    // Points kept at one zoom level stay the same as the view slides (no shimmer).
    const shared = [...second.xs].filter((x) => x >= 20_000 && x <= 10_000 + span);
    const again = [...third.xs].filter((x) => x >= 20_000 && x <= 10_000 + span);
    expect(again).toEqual(shared);
  });

  it('slices short views and samples wide ones directly', () => {
    const d = data(10_000);
    const sampler = new ViewSampler();
    expect(sampler.sample(d, [0, 1000], 500).xs.length).toBe(101);
    expect(sampler.sample(d, [0, 99_990], 500).xs.length).toBe(500);
  });

  it('computes the whole-series sample once for the chart and its overview', () => {
    const d = data(100_000);
    const whole: [number, number] = [0, 999_990];
    const chart = new ViewSampler().sample(d, whole, 800);
    // The overview asks for the same series over the same range at the same width.
    const overview = visiblePoints(d, whole, 800);
    expect(overview).toBe(chart);
    expect(chart.xs.length).toBe(800);
    // The chart's own series-wide sample at that zoom level (built on a second render) is the same one too.
    const sampler = new ViewSampler();
    expect(sampler.sample(d, whole, 800)).toBe(chart);
    expect(sampler.sample(d, whole, 800).xs.buffer).toBe(chart.xs.buffer);
    // Another width, a part of the range or another series is sampled afresh.
    expect(visiblePoints(d, whole, 700).xs.length).toBe(700);
    expect(visiblePoints(d, [0, 500_000], 800)).not.toBe(chart);
    expect(visiblePoints(data(100_000), whole, 800)).not.toBe(chart);
  });
});
