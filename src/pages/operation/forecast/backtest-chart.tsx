import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BacktestNight } from '../../../api/forecast';
import { limitText } from '../../../components/oxygen-forecast/forecast-words';
import { linear, niceRange, pathOf } from '../../../components/oxygen-forecast/svg-scale';

const WIDTH = 760;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 10, bottom: 22 };
export const PREDICTED_COLOR = '#1677ff';
export const ACTUAL_COLOR = '#389e0d';

type Scored = { i: number; value: number };

/**
 * Predicted against actual minimum by night (SVG, oldest left): the forecast with its band
 * as a whisker, the night's lowest reading beside it, so a pond's misses show at a glance.
 */
export function BacktestChart({ nights }: { nights: readonly BacktestNight[] }) {
  const { t } = useTranslation();
  const values = nights.flatMap((n) => [n.predicted?.low, n.predicted?.high, n.actual?.value].filter((v): v is number => v !== undefined));
  if (values.length === 0) return null;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = linear([0, Math.max(1, nights.length - 1)], [PAD.left + 6, WIDTH - PAD.right - 6]);
  const axis = niceRange(lo, hi);
  const y = linear(axis.domain, [HEIGHT - PAD.bottom, PAD.top]);
  const predicted: Scored[] = nights.flatMap((n, i) => (n.predicted ? [{ i, value: n.predicted.value }] : []));
  const actual: Scored[] = nights.flatMap((n, i) => (n.actual ? [{ i, value: n.actual.value }] : []));
  const labelEvery = Math.max(1, Math.ceil(nights.length / 8));
  return (
    <div data-testid="backtest-chart">
      <Flex gap={16} style={{ fontSize: 12 }}>
        <span><span style={{ color: PREDICTED_COLOR }}>●</span> {t('opForecast.predicted')}</span>
        <span><span style={{ color: PREDICTED_COLOR, opacity: 0.4 }}>┃</span> {t('opForecast.band')}</span>
        <span><span style={{ color: ACTUAL_COLOR }}>●</span> {t('opForecast.actual')}</span>
      </Flex>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block', maxHeight: HEIGHT }} role="img" aria-label={t('opForecast.chart')}>
        {axis.ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#f0f0f0" />
            <text x={PAD.left - 4} y={y(v)} dy={3} fontSize={10} fill="#8c8c8c" textAnchor="end">{limitText(v)}</text>
          </g>
        ))}
        {/* Counted back from the newest night, so it is always labelled and no two labels touch. */}
        {nights.map((n, i) => (nights.length - 1 - i) % labelEvery === 0 && (
          <text key={n.night} x={x(i)} y={HEIGHT - 6} fontSize={10} fill="#8c8c8c" textAnchor="middle">{n.night.slice(5)}</text>
        ))}
        {nights.map((n, i) => n.predicted && (
          <line key={n.night} x1={x(i)} x2={x(i)} y1={y(n.predicted.high)} y2={y(n.predicted.low)} stroke={PREDICTED_COLOR} strokeOpacity={0.35} strokeWidth={4} />
        ))}
        <path d={pathOf(predicted, (p) => x(p.i), (p) => y(p.value))} fill="none" stroke={PREDICTED_COLOR} strokeWidth={1.5} strokeDasharray="4 3" />
        <path d={pathOf(actual, (p) => x(p.i), (p) => y(p.value))} fill="none" stroke={ACTUAL_COLOR} strokeWidth={1.5} />
        {predicted.map((p) => <circle key={`p${p.i}`} cx={x(p.i)} cy={y(p.value)} r={2.5} fill={PREDICTED_COLOR} data-testid="backtest-predicted" />)}
        {actual.map((p) => <circle key={`a${p.i}`} cx={x(p.i)} cy={y(p.value)} r={2.5} fill={ACTUAL_COLOR} data-testid="backtest-actual" />)}
      </svg>
    </div>
  );
}
