import { useTranslation } from 'react-i18next';
import type { DoForecast } from '../../api/forecast';
import { forecastClock, limitText } from './forecast-words';
import { linear, niceRange, pathOf } from './svg-scale';

type Point = { ts: number; value: number };

export const CURVE_THEMES = {
  light: { line: '#1677ff', band: 'rgba(22, 119, 255, 0.18)', limit: '#cf1322', crossing: '#d46b08', text: '#8c8c8c', grid: '#f0f0f0' },
  dark: { line: '#23d5ff', band: 'rgba(35, 213, 255, 0.25)', limit: '#ff5b5b', crossing: '#ffb020', text: '#8fb6e0', grid: 'rgba(120, 170, 220, 0.2)' },
} as const;

interface NightCurveProps {
  forecast: DoForecast;
  /** Readings before the forecast, drawn solid; the forecast is drawn dashed after the last of them. */
  readings?: readonly Point[];
  /** The drawing's own size; it scales to the width it is given (viewBox). */
  width?: number;
  height?: number;
  theme?: keyof typeof CURVE_THEMES;
  /** Time labels under the curve: every few hours, only its two ends (a small curve in a list), or no labels at all (a curve in a table cell). */
  ticks?: 'hours' | 'ends' | 'none';
  testId?: string;
}

const HOUR_MS = 3_600_000;
const LABELLED_PAD = { left: 30, right: 8, top: 8, bottom: 16 };
const BARE_PAD = { left: 2, right: 2, top: 3, bottom: 3 };

/**
 * Tonight's forecast as a curve (SVG, as the console's small charts): the readings before it,
 * the forecast dashed after the last reading, the low limit as a line, the minimum with its band
 * and the hour DO first crosses the limit. Times are the device's local clock.
 */
export function NightCurve({ forecast, readings = [], width = 320, height = 96, theme = 'light', ticks = 'ends', testId = 'night-curve' }: NightCurveProps) {
  const { t } = useTranslation();
  const colors = CURVE_THEMES[theme];
  const bare = ticks === 'none';
  const pad = bare ? BARE_PAD : LABELLED_PAD;
  const clock = forecastClock(forecast);
  const lastReading = readings.length > 0 ? readings[readings.length - 1] : null;
  const ahead = forecast.points.filter((p) => lastReading === null || p.ts > lastReading.ts);
  // The dashed line leaves from the last reading, so the two read as one curve.
  const dashed = lastReading && ahead.length > 0 ? [lastReading, ...ahead] : ahead;
  const { min } = forecast;
  const values = [...readings, ...ahead].map((p) => p.value);
  if (min) values.push(min.low, min.high);
  if (forecast.low_limit !== null) values.push(forecast.low_limit);
  const lo = values.length > 0 ? Math.min(...values) : 0;
  const hi = values.length > 0 ? Math.max(...values) : 1;
  const from = readings[0]?.ts ?? forecast.asof;
  const to = Math.max(forecast.until, ahead[ahead.length - 1]?.ts ?? forecast.until);
  const x = linear([from, to], [pad.left, width - pad.right]);
  const [yLo, yHi] = niceRange(lo, hi).domain;
  const y = linear([yLo, yHi], [height - pad.bottom, pad.top]);
  const times = bare ? [] : ticks === 'ends' ? [from, to] : hourTicks(from, to, clock);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', maxHeight: height }}
      role="img"
      aria-label={t('oxygenForecast.curve')}
      data-testid={testId}
    >
      {!bare && [yLo, yHi].map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke={colors.grid} />
          <text x={pad.left - 4} y={y(v)} dy={3} fontSize={10} fill={colors.text} textAnchor="end">{limitText(v)}</text>
        </g>
      ))}
      {times.map((ts, i) => (
        <text key={ts} x={x(ts)} y={height - 3} fontSize={10} fill={colors.text} textAnchor={i === 0 && ticks === 'ends' ? 'start' : i === times.length - 1 && ticks === 'ends' ? 'end' : 'middle'}>
          {clock(ts)}
        </text>
      ))}
      {forecast.low_limit !== null && (
        <g data-testid={`${testId}-limit`} data-value={forecast.low_limit}>
          <line x1={pad.left} x2={width - pad.right} y1={y(forecast.low_limit)} y2={y(forecast.low_limit)} stroke={colors.limit} strokeDasharray="2 3" />
          {!bare && <text x={width - pad.right} y={y(forecast.low_limit)} dy={-3} fontSize={10} fill={colors.limit} textAnchor="end">{t('oxygenForecast.limit', { value: limitText(forecast.low_limit) })}</text>}
        </g>
      )}
      {readings.length > 0 && (
        <path d={pathOf(readings, (p) => x(p.ts), (p) => y(p.value))} fill="none" stroke={colors.line} strokeWidth={1.5} data-testid={`${testId}-readings`} data-last-ts={lastReading?.ts} />
      )}
      {dashed.length > 1 && (
        <path d={pathOf(dashed, (p) => x(p.ts), (p) => y(p.value))} fill="none" stroke={colors.line} strokeWidth={1.5} strokeDasharray="5 4" data-testid={`${testId}-forecast`} data-first-ts={ahead[0]?.ts} />
      )}
      {forecast.crosses_low_at !== null && (
        <g data-testid={`${testId}-crossing`} data-ts={forecast.crosses_low_at}>
          <line x1={x(forecast.crosses_low_at)} x2={x(forecast.crosses_low_at)} y1={pad.top} y2={height - pad.bottom} stroke={colors.crossing} strokeDasharray="3 2" />
          {!bare && <text x={x(forecast.crosses_low_at)} y={pad.top} dy={8} dx={3} fontSize={10} fill={colors.crossing}>{clock(forecast.crosses_low_at)}</text>}
        </g>
      )}
      {min && (
        <g data-testid={`${testId}-min`} data-ts={min.ts} data-value={min.value}>
          <rect x={x(min.ts) - 3} width={6} y={y(min.high)} height={Math.max(1, y(min.low) - y(min.high))} fill={colors.band} />
          <line x1={x(min.ts)} x2={x(min.ts)} y1={y(min.high)} y2={y(min.low)} stroke={colors.line} />
          <circle cx={x(min.ts)} cy={y(min.value)} r={3} fill={colors.line} />
        </g>
      )}
    </svg>
  );
}

/** Local whole hours across the span, every 1 to 3 hours so about six labels fit. */
function hourTicks(from: number, to: number, clock: (ts: number) => string): number[] {
  const step = (to - from > 8 * HOUR_MS ? 3 : 1) * HOUR_MS;
  // The first whole local hour after `from`: its minutes in local time are those of the clock.
  const minutes = Number(clock(from).slice(3));
  const first = from + ((60 - minutes) % 60) * 60_000 - (from % 60_000);
  const out: number[] = [];
  for (let ts = first; ts <= to; ts += step) out.push(ts);
  return out;
}
