import { useTranslation } from 'react-i18next';
import { sparklinePath, trendRange, type TrendPoint } from './sparkline-path';

const WIDTH = 96;
const HEIGHT = 28;

/**
 * Today's trend of one value as a small line (an inline SVG: no chart library on the phone's first
 * load), named for screen readers by the day's low and high.
 */
export function Sparkline({ points, from, to, unit }: { points: readonly TrendPoint[]; from: number; to: number; unit?: string | null }) {
  const { t } = useTranslation();
  const path = sparklinePath(points, { width: WIDTH, height: HEIGHT, from, to });
  const range = trendRange(points);
  if (path === null || range === null) return null;
  const suffix = unit ? ` ${unit}` : '';
  const label = t('phoneHome.trend', { min: `${round(range.min)}${suffix}`, max: `${round(range.max)}${suffix}` });
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="phone-sparkline" style={{ flexShrink: 0 }}>
      <title>{label}</title>
      <path d={path} fill="none" stroke="#0958d9" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

const round = (value: number) => String(Math.round(value * 100) / 100);
