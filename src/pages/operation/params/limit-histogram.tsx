import { Bar, Line } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import type { Suggestion } from '../../../api/optimisation';

const WIDTH = 360;
const HEIGHT = 120;
const PAD = { left: 4, right: 4, top: 6, bottom: 16 };
export const CURRENT_COLOR = '#cf1322';
// Green 8, not 7: the legend writes it as text, where #389e0d read 3.3:1 on white (axe, issue 41).
export const SUGGESTED_COLOR = '#237804';

/** The parameter's readings as a histogram, with today's limits (red) and the suggested ones (green). */
export function LimitHistogram({ row, label }: { row: Suggestion; label: string }) {
  const bins = row.histogram;
  if (bins.length === 0) return null;
  const x = scaleLinear<number>({ domain: [bins[0]!.from, bins[bins.length - 1]!.to], range: [PAD.left, WIDTH - PAD.right] });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...bins.map((b) => b.count))], range: [HEIGHT - PAD.bottom, PAD.top] });
  const mark = (value: number | null, color: string, key: string) =>
    value === null ? null : <Line key={key} from={{ x: x(value), y: PAD.top }} to={{ x: x(value), y: HEIGHT - PAD.bottom }} stroke={color} strokeWidth={2} strokeDasharray={key.startsWith('c') ? '4 3' : undefined} />;
  return (
    <svg width={WIDTH} height={HEIGHT} role="img" aria-label={label} data-testid={`histogram-${row.paramKey}`}>
      {bins.map((b) => (
        <Bar key={b.from} x={x(b.from) + 0.5} width={Math.max(1, x(b.to) - x(b.from) - 1)} y={y(b.count)} height={HEIGHT - PAD.bottom - y(b.count)} fill="#91caff" />
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#bfbfbf" />
      <text x={PAD.left} y={HEIGHT - 3} fontSize={10} fill="#8c8c8c">{bins[0]!.from}</text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 3} fontSize={10} fill="#8c8c8c" textAnchor="end">{bins[bins.length - 1]!.to}</text>
      {mark(row.current.min, CURRENT_COLOR, 'cmin')}
      {mark(row.current.max, CURRENT_COLOR, 'cmax')}
      {mark(row.suggested.min, SUGGESTED_COLOR, 'smin')}
      {mark(row.suggested.max, SUGGESTED_COLOR, 'smax')}
    </svg>
  );
}
