import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { markFirstFrames } from './first-frame';

const STEP_MS = 10_000;
const WIDTH = 1280;
const HEIGHT = 400;

/** The same series as bench/ui-page/chart-bench.tsx's generator (seconds for uPlot's time axis). */
function generate(n: number) {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const start = Date.now() - n * STEP_MS;
  let walk = 0;
  for (let i = 0; i < n; i++) {
    xs[i] = (start + i * STEP_MS) / 1000;
    walk += (Math.random() - 0.5) * 0.05;
    ys[i] = 7 + Math.sin((i * STEP_MS * 2 * Math.PI) / 86_400_000) * 1.5 + walk;
  }
  return [xs, ys] as unknown as uPlot.AlignedData;
}

/**
 * uPlot with default options drawing `points` points; pans on pointer drag with setScale (uPlot
 * zooms on drag-select by default and has no pan), marked up for the runner as the history chart
 * is: the plot area is `[data-testid="bench-chart-plot"]`, `data-view` tells when it is zoomed.
 * As on the product side, the data are generated in one task and handed over in the next.
 */
export function uplotBench(root: HTMLElement, points: number): void {
  window.__bench = { viewChanges: 0 };
  const t0 = performance.now();
  const data = generate(points);
  window.__bench.generateMs = performance.now() - t0;
  setTimeout(() => mount(root, data));
}

function mount(root: HTMLElement, data: uPlot.AlignedData): void {
  const wrap = document.createElement('div');
  wrap.dataset.testid = 'bench-chart';
  wrap.dataset.view = 'all';
  root.append(wrap);
  window.__bench.renderStart = performance.now();
  performance.mark('bench:start');
  const plot = new uPlot(
    {
      width: WIDTH,
      height: HEIGHT,
      series: [{}, { label: 'Dissolved oxygen', stroke: '#1677ff' }],
      cursor: { drag: { x: false, y: false } },
      hooks: { setScale: [() => (window.__bench.viewChanges += 1)] },
    },
    data,
    wrap,
  );
  // uPlot draws in a microtask after its constructor: any animation frame from here follows the draw.
  markFirstFrames(() => true);
  const over = wrap.querySelector('.u-over') as HTMLElement;
  over.dataset.testid = 'bench-chart-plot';
  const xs = data[0] as unknown as Float64Array;
  // Zoom to the middle quarter on a wheel, as the runner asks the history chart with its wheel.
  over.addEventListener('wheel', (e) => {
    e.preventDefault();
    const span = xs[xs.length - 1] - xs[0];
    plot.setScale('x', { min: xs[0] + span * 0.375, max: xs[0] + span * 0.625 });
    wrap.dataset.view = 'zoomed';
  });
  let from: { x: number; min: number; max: number } | null = null;
  let pending: { min: number; max: number } | null = null;
  over.addEventListener('pointerdown', (e) => {
    from = { x: e.clientX, min: plot.scales.x.min!, max: plot.scales.x.max! };
  });
  over.addEventListener('pointermove', (e) => {
    if (!from || !e.buttons) return;
    const shift = ((from.x - e.clientX) / plot.bbox.width) * devicePixelRatio * (from.max - from.min);
    // At most one redraw per animation frame, as the history chart does.
    if (!pending) requestAnimationFrame(() => (pending && plot.setScale('x', pending), (pending = null)));
    pending = { min: from.min + shift, max: from.max + shift };
  });
  over.addEventListener('pointerup', () => (from = null));
}
