import { useEffect, useMemo } from 'react';
import { TimeSeriesChart } from '../../src/components/charts/time-series-chart';
import type { ChartSeries, Domain } from '../../src/components/charts/series-window';

declare global {
  interface Window {
    __bench: { firstFrameMs?: number; paintedFrameMs?: number; viewChanges: number; renderStart?: number; generateMs?: number };
  }
}

const STEP_MS = 10_000;

/** A random walk with a daily cycle: the shape of a water-quality series, not a flat line. */
export function generate(n: number): ChartSeries {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const start = Date.now() - n * STEP_MS;
  let walk = 0;
  for (let i = 0; i < n; i++) {
    xs[i] = start + i * STEP_MS;
    walk += (Math.random() - 0.5) * 0.05;
    ys[i] = 7 + Math.sin((i * STEP_MS * 2 * Math.PI) / 86_400_000) * 1.5 + walk;
  }
  return { id: 'do', label: 'Dissolved oxygen', unit: 'mg/L', color: '#1677ff', data: { xs, ys } };
}

window.__bench = { viewChanges: 0 };

/** One series of `points` points in the history chart; records the time to its first painted frame. */
export function ChartBench({ points }: { points: number }) {
  const series = useMemo(() => {
    const t0 = performance.now();
    const s = [generate(points)];
    window.__bench.generateMs = performance.now() - t0;
    window.__bench.renderStart = performance.now();
    return s;
  }, [points]);
  useEffect(() => {
    // The chart draws once it has measured its width; the frame after that draw is the first one seen.
    const waitForCanvas = () => {
      if (document.querySelector('.ts-chart__canvas')) {
        requestAnimationFrame(() => {
          window.__bench.firstFrameMs = performance.now() - (window.__bench.renderStart ?? 0);
        });
      } else requestAnimationFrame(waitForCanvas);
    };
    requestAnimationFrame(waitForCanvas);
  }, []);
  const onViewChange = (_view: Domain | null) => {
    window.__bench.viewChanges += 1;
  };
  return <TimeSeriesChart series={series} height={400} overview onViewChange={onViewChange} testId="bench-chart" />;
}
