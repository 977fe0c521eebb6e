import { alarmSides } from '../../../shared/contract/param-limits';
import type { SummaryRow } from '../../api/telemetry';
import { formatValue } from '../charts/time-format';

/** The standard a factor is measured against, as its warning type watches it: "≥ 4", "≤ 1", "6 ~ 9". */
export function standardText(row: Pick<SummaryRow, 'limitMin' | 'limitMax' | 'isHigh'>): string {
  const { below: low, above: high } = alarmSides({ isHigh: row.isHigh, min: row.limitMin, max: row.limitMax });
  if (low !== null && high !== null) return `${formatValue(low)} ~ ${formatValue(high)}`;
  if (low !== null) return `≥ ${formatValue(low)}`;
  if (high !== null) return `≤ ${formatValue(high)}`;
  return '-';
}

/** A factor's name in the interface language. */
export const factorName = (row: Pick<SummaryRow, 'name' | 'name_en'>, lang: string): string => (lang === 'en-US' && row.name_en ? row.name_en : row.name);
