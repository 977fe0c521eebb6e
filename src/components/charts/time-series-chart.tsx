import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Group } from '@visx/group';
import { ChartAxes } from './chart-axes';
import { ChartOverview } from './chart-overview';
import { ChartTooltip, type HoverPoint } from './chart-tooltip';
import { drawLines, prepareCanvas } from './canvas-lines';
import { ViewSampler, axisOf, fullExtent, nearestIndex, yExtent, type ChartSeries, type Domain } from './series-window';
import type { XYSeries } from '../../lib/lttb';
import { useElementWidth } from './use-element-width';
import { usePanZoom } from './use-pan-zoom';
import './time-series-chart.css';

export interface TimeSeriesChartProps {
  series: readonly ChartSeries[];
  /** Height of the main plot with its axes, in CSS pixels. */
  height?: number;
  /** A small overview of the whole range under the chart, with the view as a draggable window. */
  overview?: boolean;
  /** Wheel zoom and drag pan (default true). */
  zoomable?: boolean;
  /** The x range the view may move in (default: the data's own extent). */
  limits?: Domain;
  /** The narrowest view in ms (default 10 s). */
  minSpan?: number;
  /** Told about every view change (null: the whole range); the history page refetches detail on it. */
  onViewChange?: (view: Domain | null) => void;
  formatValue?: (value: number, series: ChartSeries) => string;
  resetLabel?: string;
  empty?: ReactNode;
  testId?: string;
}

const MARGIN = { top: 10, left: 56, bottom: 26 };
const RIGHT_AXIS_MARGIN = 56;
const NO_RIGHT_MARGIN = 16;
const NO_POINTS: XYSeries = { xs: new Float64Array(0), ys: new Float64Array(0) };

/**
 * A time-series chart for one to many series and up to millions of points: lines are drawn on a
 * <canvas> from the visible slice of each series, LTTB-downsampled to the plot's pixel width (again
 * on every zoom; a pan slices one series-wide sample, see ViewSampler), while visx draws the axes, grid and crosshair tooltip in SVG on top. Wheel
 * zooms around the pointer, drag pans, double-click shows everything again. With `overview` a
 * brush chart under it shows the whole range and moves the view.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { series, height = 320, overview = false, zoomable = true, minSpan = 10_000, testId } = props;
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // State, not a ref: the wheel listener must be attached when the overlay first appears.
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<Domain | null>(null);
  const [hoverPx, setHoverPx] = useState<{ x: number; y: number } | null>(null);

  const limits = useMemo(() => props.limits ?? fullExtent(series), [props.limits, series]);
  const domain = view ?? limits;
  const axes = useMemo(() => axisOf(series), [series]);
  const hasRight = [...axes.values()].includes('right');
  const margin = { ...MARGIN, right: hasRight ? RIGHT_AXIS_MARGIN : NO_RIGHT_MARGIN };
  const plotW = Math.max(0, width - margin.left - margin.right);
  const plotH = Math.max(0, height - margin.top - margin.bottom);

  const [sampler] = useState(() => new ViewSampler());
  // Nothing is drawn before the width is known (the first render): no sampling for it either.
  const visible = useMemo(
    () => series.map((s) => (plotW > 0 ? sampler.sample(s.data, domain, plotW) : NO_POINTS)),
    [sampler, series, domain, plotW],
  );
  const x = useMemo(() => scaleTime<number>({ domain: [new Date(domain[0]), new Date(domain[1])], range: [0, plotW] }), [domain, plotW]);
  const yFor = (side: 'left' | 'right') =>
    scaleLinear<number>({ domain: yExtent(visible.filter((_, i) => axes.get(series[i].id) === side)), range: [plotH, 0], nice: true });
  const yLeft = yFor('left');
  const yRight = hasRight ? yFor('right') : null;

  const changeView = (next: Domain | null) => {
    const whole = next !== null && next[0] <= limits[0] && next[1] >= limits[1];
    const value = whole ? null : next;
    setView(value);
    props.onViewChange?.(value);
  };
  const gestures = usePanZoom({ target: overlay, domain, limits, plotWidth: plotW, minSpan, enabled: zoomable, onChange: changeView });

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || plotW <= 0) return;
    const ctx = prepareCanvas(canvas, plotW, plotH);
    if (!ctx) return;
    drawLines(
      ctx,
      plotW,
      series.map((s, i) => ({ color: s.color, points: visible[i], x: (v) => x(v), y: axes.get(s.id) === 'right' && yRight ? yRight : yLeft })),
    );
  });

  const hover: HoverPoint[] = [];
  let hoverTime: number | null = null;
  if (hoverPx) {
    hoverTime = x.invert(hoverPx.x).getTime();
    for (const s of series) {
      const i = nearestIndex(s.data.xs, hoverTime);
      if (i < 0 || s.data.xs[i] < domain[0] || s.data.xs[i] > domain[1]) continue;
      const scale = axes.get(s.id) === 'right' && yRight ? yRight : yLeft;
      hover.push({ series: s, ts: s.data.xs[i], value: s.data.ys[i], px: x(s.data.xs[i]), py: scale(s.data.ys[i]) });
    }
  }
  const units = (side: 'left' | 'right') => [...new Set(series.filter((s) => axes.get(s.id) === side).map((s) => s.unit ?? ''))].filter(Boolean).join(' / ');
  const noData = series.every((s) => s.data.xs.length === 0);

  return (
    <div ref={containerRef} className="ts-chart" data-testid={testId} data-view={view ? `${Math.round(view[0])},${Math.round(view[1])}` : 'all'}>
      <div className="ts-chart__main" style={{ height }}>
        {plotW > 0 && (
          <>
            <canvas ref={canvasRef} className="ts-chart__canvas" style={{ left: margin.left, top: margin.top, width: plotW, height: plotH }} />
            <svg width={width} height={height} className="ts-chart__svg">
              <Group left={margin.left} top={margin.top}>
                <ChartAxes x={x} yLeft={yLeft} yRight={yRight} width={plotW} height={plotH} leftLabel={units('left')} rightLabel={units('right')} />
                {hoverPx && hover.length > 0 && (
                  <g pointerEvents="none">
                    <line x1={hover[0].px} x2={hover[0].px} y1={0} y2={plotH} stroke="#bfbfbf" strokeDasharray="3 3" />
                    {hover.map((h) => (
                      <circle key={h.series.id} cx={h.px} cy={h.py} r={3.5} fill={h.series.color} stroke="#fff" />
                    ))}
                  </g>
                )}
              </Group>
            </svg>
            <div
              ref={setOverlay}
              className={zoomable ? 'ts-chart__overlay ts-chart__overlay--zoomable' : 'ts-chart__overlay'}
              data-testid={testId ? `${testId}-plot` : undefined}
              style={{ left: margin.left, top: margin.top, width: plotW, height: plotH }}
              onPointerDown={(e) => {
                setHoverPx(null);
                gestures.onPointerDown(e);
              }}
              onPointerMove={(e) => {
                gestures.onPointerMove(e);
                // No tooltip while dragging: one render per frame, from the view change alone.
                if (gestures.dragging()) return;
                const rect = e.currentTarget.getBoundingClientRect();
                setHoverPx({ x: e.clientX - rect.left, y: e.clientY - rect.top });
              }}
              onPointerUp={gestures.onPointerUp}
              onPointerLeave={() => setHoverPx(null)}
              onDoubleClick={() => changeView(null)}
            />
            {hoverPx && hoverTime !== null && hover.length > 0 && (
              <ChartTooltip points={hover} left={margin.left + hoverPx.x} top={margin.top + hoverPx.y} containerWidth={width} formatValue={props.formatValue} />
            )}
            {noData && props.empty && <div className="ts-chart__empty">{props.empty}</div>}
          </>
        )}
      </div>
      {overview && plotW > 0 && !noData && (
        <ChartOverview series={series} limits={limits} view={view} left={margin.left} width={plotW} onChange={changeView} resetLabel={props.resetLabel} />
      )}
    </div>
  );
}
