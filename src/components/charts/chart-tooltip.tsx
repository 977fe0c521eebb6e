import type { ChartSeries } from './series-window';
import { formatTime, formatValue as defaultFormat } from './time-format';

export interface HoverPoint {
  series: ChartSeries;
  ts: number;
  value: number;
  px: number;
  py: number;
}

const OFFSET = 14;
const WIDTH_GUESS = 240;

/** The crosshair tooltip: time of the nearest point and each series' value there. */
export function ChartTooltip(props: {
  points: readonly HoverPoint[];
  left: number;
  top: number;
  containerWidth: number;
  formatValue?: (value: number, series: ChartSeries) => string;
}) {
  const { points, left, top, containerWidth } = props;
  // Flip to the left of the pointer near the right edge, so the box stays inside the chart.
  const flip = left + OFFSET + WIDTH_GUESS > containerWidth;
  const style = flip ? { right: containerWidth - left + OFFSET, top: top + OFFSET } : { left: left + OFFSET, top: top + OFFSET };
  return (
    <div className="ts-chart__tooltip" style={style} data-testid="chart-tooltip">
      <div className="ts-chart__tooltip-time">{formatTime(points[0].ts)}</div>
      {points.map((p) => (
        <div key={p.series.id}>
          <span className="ts-chart__swatch" style={{ background: p.series.color }} />
          {p.series.label}: <b>{props.formatValue ? props.formatValue(p.value, p.series) : defaultFormat(p.value)}</b>
          {p.series.unit ? ` ${p.series.unit}` : ''}
        </div>
      ))}
    </div>
  );
}
