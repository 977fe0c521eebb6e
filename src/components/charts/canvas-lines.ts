import type { XYSeries } from '../../lib/lttb';

export interface CanvasLine {
  color: string;
  points: XYSeries;
  x: (value: number) => number;
  y: (value: number) => number;
}

/** Fewer points than one per this many pixels get a dot each, so sparse data stays visible. */
const DOT_SPACING_PX = 6;

/** Sizes a canvas for the device pixel ratio; returns its 2D context scaled to CSS pixels. */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return ctx;
}

/**
 * Draws each line as one path (a NaN value breaks it into segments). A canvas path of a few
 * thousand vertices costs far less than the same number of SVG nodes, which is why big series are
 * drawn here while axes, grid and tooltip stay in visx SVG.
 */
export function drawLines(ctx: CanvasRenderingContext2D, width: number, lines: readonly CanvasLine[], lineWidth = 1.5): void {
  ctx.lineWidth = lineWidth;
  ctx.lineJoin = 'round';
  for (const line of lines) {
    const { xs, ys } = line.points;
    ctx.strokeStyle = line.color;
    ctx.fillStyle = line.color;
    ctx.beginPath();
    let open = false;
    for (let i = 0; i < xs.length; i++) {
      const y = ys[i];
      if (!Number.isFinite(y)) {
        open = false;
        continue;
      }
      const px = line.x(xs[i]);
      const py = line.y(y);
      if (open) ctx.lineTo(px, py);
      else ctx.moveTo(px, py);
      open = true;
    }
    ctx.stroke();
    if (xs.length > 0 && xs.length * DOT_SPACING_PX < width) {
      for (let i = 0; i < xs.length; i++) {
        if (!Number.isFinite(ys[i])) continue;
        ctx.beginPath();
        ctx.arc(line.x(xs[i]), line.y(ys[i]), 2, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
}
