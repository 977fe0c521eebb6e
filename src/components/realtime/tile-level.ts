import { limitBreach } from '../../../shared/contract/param-limits';
import type { RealtimeParam } from '../../api/telemetry';

/**
 * How a live value stands: `alarm` past a threshold the warning type watches (or an alarm is
 * active), `best` inside the best range valuePerfectL..H, `fair` in between, `invalid` outside the
 * reasonable range, `nodata` without a reading.
 */
export type TileLevel = 'alarm' | 'best' | 'fair' | 'invalid' | 'nodata';

/**
 * The tile's level word and value are written in these, so each reads at 4.5:1 or more on the
 * card's white and on the grey page (WCAG AA, issue 41; antd's red-6, green-6, orange-6 and greys
 * read 1.8 to 4.1): the 7th/8th shades, checked by tile-level.test.ts.
 */
export const LEVEL_COLORS: Record<TileLevel, string> = {
  alarm: '#cf1322',
  best: '#237804',
  fair: '#ad4e00',
  invalid: '#595959',
  nodata: '#6e6e6e',
};

type LevelInput = Pick<RealtimeParam, 'value' | 'min' | 'max' | 'isHigh' | 'valuePerfectL' | 'valuePerfectH'> & {
  invalid?: boolean;
  status?: RealtimeParam['status'];
};

/** Which limit a live value is past, if any (the alarm engine's condition): its card names it. */
export function tileDirection(p: Pick<LevelInput, 'value' | 'min' | 'max' | 'isHigh'>): 'high' | 'low' | null {
  if (p.value === null || p.value === undefined) return null;
  return limitBreach(p, p.value)?.direction ?? null;
}

export function tileLevel(p: LevelInput): TileLevel {
  if (p.value === null || p.value === undefined) return 'nodata';
  if (p.invalid) return 'invalid';
  if (p.status === 'warning') return 'alarm';
  // The alarm engine's condition (a missing warning type watches both sides).
  if (limitBreach(p, p.value) !== null) return 'alarm';
  const aboveLow = p.valuePerfectL === null || p.value >= p.valuePerfectL;
  const belowHigh = p.valuePerfectH === null || p.value <= p.valuePerfectH;
  if (p.valuePerfectL === null && p.valuePerfectH === null) return 'fair';
  return aboveLow && belowHigh ? 'best' : 'fair';
}
