import { useLayoutEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { scaleLinear } from '@visx/scale';
import { drawLines, prepareCanvas } from './canvas-lines';
import { clampDomain, visiblePoints, yExtent, type ChartSeries, type Domain } from './series-window';

const HEIGHT = 56;
/** A click without dragging further than this selects nothing new: it centres the window there. */
const CLICK_PX = 3;

interface ChartOverviewProps {
  series: readonly ChartSeries[];
  limits: Domain;
  view: Domain | null;
  left: number;
  width: number;
  onChange: (view: Domain | null) => void;
  resetLabel?: string;
}

type Gesture = { kind: 'move'; x: number; view: Domain } | { kind: 'select'; x: number };

/**
 * The brush under a chart: every series over the whole range (downsampled once per size), the
 * current view as a window. Drag the window to pan; drag elsewhere to select a new view; a click
 * centres the window there.
 */
export function ChartOverview({ series, limits, view, left, width, onChange, resetLabel }: ChartOverviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const x = useMemo(() => scaleLinear<number>({ domain: [limits[0], limits[1]], range: [0, width] }), [limits, width]);
  const points = useMemo(() => series.map((s) => visiblePoints(s.data, limits, width)), [series, limits, width]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = prepareCanvas(canvas, width, HEIGHT);
    if (!ctx) return;
    const y = scaleLinear<number>({ domain: yExtent(points), range: [HEIGHT - 2, 2] });
    drawLines(ctx, width, series.map((s, i) => ({ color: s.color, points: points[i], x: (v) => x(v), y: (v) => y(v) })), 1);
  }, [series, points, width, x]);

  const current = view ?? limits;
  const wx0 = x(current[0]);
  const wx1 = x(current[1]);
  const toTime = (px: number) => x.invert(Math.max(0, Math.min(width, px)));
  const localX = (e: ReactPointerEvent<SVGSVGElement>) => e.clientX - e.currentTarget.getBoundingClientRect().left;

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    const px = localX(e);
    gesture.current = view && px >= wx0 && px <= wx1 ? { kind: 'move', x: px, view } : { kind: 'select', x: px };
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (g?.kind !== 'move') return;
    const shift = toTime(localX(e)) - toTime(g.x);
    onChange(clampDomain([g.view[0] + shift, g.view[1] + shift], limits));
  };
  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (g?.kind !== 'select') return;
    const px = localX(e);
    if (Math.abs(px - g.x) > CLICK_PX) {
      const a = toTime(Math.min(px, g.x));
      const b = toTime(Math.max(px, g.x));
      onChange([a, b]);
    } else if (view) {
      const span = view[1] - view[0];
      const centre = toTime(px);
      onChange(clampDomain([centre - span / 2, centre + span / 2], limits));
    }
  };

  return (
    <div className="ts-chart__overview" data-testid="chart-overview">
      <canvas ref={canvasRef} style={{ left, width, height: HEIGHT }} />
      <svg
        width={width}
        height={HEIGHT}
        style={{ left }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onDoubleClick={() => onChange(null)}
      >
        <rect x={0} y={0} width={width} height={HEIGHT} fill="transparent" stroke="#e8e8e8" />
        {view && (
          <>
            <rect x={0} y={0} width={Math.max(0, wx0)} height={HEIGHT} fill="rgba(0,0,0,0.08)" />
            <rect x={wx1} y={0} width={Math.max(0, width - wx1)} height={HEIGHT} fill="rgba(0,0,0,0.08)" />
            <rect x={wx0} y={0} width={Math.max(2, wx1 - wx0)} height={HEIGHT} fill="rgba(22,119,255,0.12)" stroke="#1677ff" cursor="grab" />
          </>
        )}
      </svg>
      {view && resetLabel && (
        <a className="ts-chart__reset" onClick={() => onChange(null)} role="button">
          {resetLabel}
        </a>
      )}
    </div>
  );
}
