import { Card, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeParam } from '../../api/telemetry';
import type { XYSeries } from '../../lib/lttb';
import { Sparkline } from '../charts/sparkline';
import { formatValue } from '../charts/time-format';
import { directionWord } from '../../i18n/alarm-words-text';
import { LEVEL_COLORS, tileDirection, tileLevel } from './tile-level';

const SPARK_WIDTH = 180;

/** Name of a parameter in the interface language (the English name comes from its definition). */
export function paramLabel(p: Pick<RealtimeParam, 'name' | 'name_en'>, lang: string): string {
  return lang === 'en-US' && p.name_en ? p.name_en : p.name;
}

/** A range's words, or that none is set: a parameter without one read "最佳范围 - ~ -". */
function rangeText(t: (key: string, options?: Record<string, unknown>) => string, key: 'best' | 'limits', low: number | null, high: number | null): string {
  if (low === null && high === null) return t(`realtime.${key}Unset`);
  return t(`realtime.${key}`, { low: formatValue(low), high: formatValue(high) });
}
const STATE_TYPES = ['switch', 'boolean'];

/** One live parameter: its value and unit coloured by how it stands, the ranges and a sparkline. */
export function ParamTile({ param, trend }: { param: RealtimeParam; trend: XYSeries | undefined }) {
  const { t, i18n } = useTranslation();
  const level = tileLevel(param);
  const color = LEVEL_COLORS[level];
  const direction = level === 'alarm' ? tileDirection(param) : null;
  const best = rangeText(t, 'best', param.valuePerfectL, param.valuePerfectH);
  const limits = rangeText(t, 'limits', param.min, param.max);
  return (
    <Card size="small" className="param-tile" data-testid="param-tile" data-param-key={param.param_key} data-level={level} style={{ borderTop: `3px solid ${color}` }}>
      <div className="param-tile__head">
        <Typography.Text strong>{paramLabel(param, i18n.language)}</Typography.Text>
        <Typography.Text style={{ color }}>{direction ? directionWord(t, direction) : t(`realtime.levels.${level}`)}</Typography.Text>
      </div>
      <Tooltip title={`${best}; ${limits}`}>
        <div className="param-tile__value" style={{ color }}>
          <span data-testid="tile-value">
            {STATE_TYPES.includes(param.param_type) && param.value !== null ? t(param.value ? 'realtime.on' : 'realtime.off') : formatValue(param.value)}
          </span>
          {param.unit && <small className="param-tile__unit">{param.unit}</small>}
        </div>
      </Tooltip>
      <div className="param-tile__range">{best}</div>
      {trend && <Sparkline data={trend} width={SPARK_WIDTH} color={color} />}
    </Card>
  );
}
