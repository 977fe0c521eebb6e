import { drawLines } from '../../src/components/charts/canvas-lines';
import { formatTick, niceTicks } from '../../src/lib/axis-ticks';
import { toXY, type XYSeries } from '../../src/lib/lttb';

export const AXIS_COLOR = 'rgba(120, 170, 220, 0.35)';
export const TEXT_COLOR = '#8fb6e0';
export const SCREEN_COLORS = ['#23d5ff', '#ffb020', '#39e08a', '#ff5b8a', '#a98bff', '#f5e663'];

export interface LineSpec {
  label: string;
  color: string;
  points: ReadonlyArray<{ ts: number; value: number | null }>;
}

const PAD = { left: 44, right: 12, top: 22, bottom: 22 };

/**
 * Horizontal grid lines and labels at round ticks over [lo, hi]; returns the axis bounds the ticks
 * span (at least [lo, hi]), which the caller maps values with.
 */
function grid(ctx: CanvasRenderingContext2D, width: number, height: number, lo: number, hi: number): [number, number] {
  const { ticks, step } = niceTicks(lo, hi, 4);
  const [bottom, top] = [ticks[0], ticks[ticks.length - 1]];
  ctx.strokeStyle = AXIS_COLOR;
  ctx.fillStyle = TEXT_COLOR;
  ctx.lineWidth = 1;
  ctx.font = '12px sans-serif';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const tick of ticks) {
    const y = PAD.top + ((top - tick) / (top - bottom)) * (height - PAD.top - PAD.bottom);
    ctx.beginPath();
    ctx.moveTo(PAD.left, y);
    ctx.lineTo(width - PAD.right, y);
    ctx.stroke();
    ctx.fillText(formatTick(tick, step), PAD.left - 6, y);
  }
  return [bottom, top];
}

function legend(ctx: CanvasRenderingContext2D, lines: readonly LineSpec[]) {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  let x = PAD.left;
  for (const line of lines) {
    ctx.fillStyle = line.color;
    ctx.fillRect(x, 4, 14, 3);
    ctx.fillStyle = TEXT_COLOR;
    ctx.fillText(line.label, x + 18, 0);
    x += 30 + ctx.measureText(line.label).width;
  }
}

/**
 * Time lines on a dark grid (canvas, via the charts' drawLines): x over [from, to], y over the
 * data's range or `range`, with horizontal `marks` (a flood limit) drawn dashed.
 */
export function drawTimeLines(
  ctx: CanvasRenderingContext2D, width: number, height: number, from: number, to: number, lines: readonly LineSpec[],
  options: { range?: [number, number]; marks?: ReadonlyArray<{ value: number; color: string; label: string }> } = {},
): void {
  const series: XYSeries[] = lines.map((line) => toXY(line.points));
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series) for (const y of s.ys) if (Number.isFinite(y)) { lo = Math.min(lo, y); hi = Math.max(hi, y); }
  for (const mark of options.marks ?? []) { lo = Math.min(lo, mark.value); hi = Math.max(hi, mark.value); }
  if (options.range) [lo, hi] = options.range;
  if (!Number.isFinite(lo)) [lo, hi] = [0, 1];
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const pad = (hi - lo) * 0.08;
  [lo, hi] = grid(ctx, width, height, lo - pad, hi + pad);
  const x = (ms: number) => PAD.left + ((ms - from) / (to - from)) * (width - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * (height - PAD.top - PAD.bottom);
  drawLines(ctx, width, series.map((points, i) => ({ color: lines[i].color, points, x, y })), 2);
  for (const mark of options.marks ?? []) {
    ctx.setLineDash([8, 6]);
    ctx.strokeStyle = mark.color;
    ctx.beginPath();
    ctx.moveTo(PAD.left, y(mark.value));
    ctx.lineTo(width - PAD.right, y(mark.value));
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = mark.color;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.fillText(`${mark.label} ${mark.value}`, width - PAD.right, y(mark.value) - 2);
  }
  legend(ctx, lines);
}

/** Vertical bars (hourly rainfall) with the value above each non-zero bar. */
export function drawBars(ctx: CanvasRenderingContext2D, width: number, height: number, bars: ReadonlyArray<{ label: string; value: number }>, color: string): void {
  const [, hi] = grid(ctx, width, height, 0, Math.max(1, ...bars.map((bar) => bar.value)));
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, bars.length);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  bars.forEach((bar, i) => {
    const h = (bar.value / hi) * plotH;
    ctx.fillStyle = color;
    ctx.fillRect(PAD.left + i * step + step * 0.15, PAD.top + plotH - h, step * 0.7, h);
    if (i % 3 === 0) {
      ctx.fillStyle = TEXT_COLOR;
      ctx.fillText(bar.label, PAD.left + i * step + step / 2, height - PAD.bottom + 4);
    }
  });
}

/** A 240-degree dial: track, value arc coloured by state, the value and its label. */
export function drawGauge(
  ctx: CanvasRenderingContext2D, width: number, height: number,
  gauge: { value: number | null; min: number; max: number; label: string; unit: string; alarm: boolean },
): void {
  const r = Math.min(width, height * 1.1) / 2 - 14;
  const cx = width / 2;
  const cy = height / 2 + 8;
  const start = Math.PI * (5 / 6);
  const sweep = Math.PI * (4 / 3);
  ctx.lineCap = 'round';
  ctx.lineWidth = 12;
  ctx.strokeStyle = 'rgba(35, 213, 255, 0.15)';
  ctx.beginPath();
  ctx.arc(cx, cy, r, start, start + sweep);
  ctx.stroke();
  const share = gauge.value === null ? 0 : Math.max(0, Math.min(1, (gauge.value - gauge.min) / (gauge.max - gauge.min || 1)));
  ctx.strokeStyle = gauge.alarm ? '#ff5b5b' : '#23d5ff';
  ctx.beginPath();
  ctx.arc(cx, cy, r, start, start + sweep * Math.max(share, 0.005));
  ctx.stroke();
  ctx.fillStyle = '#e6f4ff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = 'bold 26px sans-serif';
  ctx.fillText(gauge.value === null ? '--' : gauge.value.toFixed(2), cx, cy);
  ctx.font = '13px sans-serif';
  ctx.fillStyle = TEXT_COLOR;
  ctx.fillText(gauge.unit, cx, cy + 24);
  ctx.fillText(gauge.label, cx, cy + r * 0.75);
}
