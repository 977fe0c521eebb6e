import { createRoot } from 'react-dom/client';
import { drawLines, prepareCanvas } from '../../../src/components/charts/canvas-lines';
import { ViewSampler, fullExtent, yExtent } from '../../../src/components/charts/series-window';
import { TimeSeriesChart } from '../../../src/components/charts/time-series-chart';
import { generate } from '../../ui-page/chart-bench';
import { markFirstFrames } from './first-frame';

/**
 * The product side of the chart pair, shaped like uplot-bench.ts so both first frames are taken at
 * the same points: the series is generated in one task, the chart handed its data in the next
 * (performance mark `bench:start`), and the first frame is the first animation frame after the
 * draw. (bench:ui's ChartBench waits one frame more, so its figure includes a paint.)
 * `variant` takes features away to measure what each costs (bench/compare/profile.ts):
 * `no-overview`; `gpu-canvas` (the lines' canvas without willReadFrequently, so GPU-backed);
 * `lines-only` (the chart's sampler and canvas drawing alone: no React, axes, overview or events).
 */
export function productChartBench(root: HTMLElement, points: number, variant: string): void {
  window.__bench = { viewChanges: 0 };
  const t0 = performance.now();
  const series = [generate(points)];
  window.__bench.generateMs = performance.now() - t0;
  if (variant === 'gpu-canvas') {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, options?: object) {
      return getContext.call(this, kind, kind === '2d' ? { ...options, willReadFrequently: false } : options);
    } as typeof getContext;
  }
  setTimeout(() => {
    window.__bench.renderStart = performance.now();
    performance.mark('bench:start');
    if (variant === 'lines-only') {
      linesOnly(root, series[0].data);
      markFirstFrames(() => true);
      return;
    }
    createRoot(root).render(
      <TimeSeriesChart
        series={series}
        height={400}
        overview={variant !== 'no-overview'}
        onViewChange={() => (window.__bench.viewChanges += 1)}
        testId="bench-chart"
      />,
    );
    // The canvas is drawn in the commit that mounts it, so the first frame that finds it follows the draw.
    markFirstFrames(() => document.querySelector('.ts-chart__canvas') !== null);
  });
}

/** The plot's lines as TimeSeriesChart draws them (same plot size), without anything around them. */
function linesOnly(root: HTMLElement, data: ReturnType<typeof generate>['data']) {
  const width = 1280 - 56 - 16;
  const height = 400 - 10 - 26;
  const canvas = document.createElement('canvas');
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  root.append(canvas);
  const domain = fullExtent([{ id: 'do', label: '', color: '', data }]);
  const visible = new ViewSampler().sample(data, domain, width);
  const [y0, y1] = yExtent([visible]);
  const ctx = prepareCanvas(canvas, width, height)!;
  const x = (v: number) => ((v - domain[0]) / (domain[1] - domain[0])) * width;
  const y = (v: number) => height - ((v - y0) / (y1 - y0)) * height;
  drawLines(ctx, width, [{ color: '#1677ff', points: visible, x, y }]);
}
