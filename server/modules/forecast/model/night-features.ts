import { HOUR_MS } from './night-clock';
import type { HourSeries } from './hour-series';

/** The evening's rate of fall is measured over this span before the anchor. */
export const SLOPE_SPAN_MS = 2 * HOUR_MS;
/** The afternoon's peak is looked for this far back. */
export const PEAK_WINDOW_MS = 10 * HOUR_MS;
/** The previous night's lowest reading is looked for in its last hours. */
export const PREVIOUS_NIGHT_MS = 11 * HOUR_MS;

/** Names of the regressors, in the order of NightFeatures.x (docs/decisions.md, "Oxygen forecast"). */
export const FEATURE_NAMES = ['do_at_anchor', 'fall_per_hour', 'peak_minus_anchor', 'water_temp', 'previous_night_low', 'fall_last_hour'] as const;
/** Features a pond may lack (no water temperature; a gap the night before): imputed, or left out when mostly missing. */
export const OPTIONAL_FEATURES = new Set([3, 4, 5]);

export interface NightFeatures {
  /** DO at the anchor (mg/L). */
  start: number;
  /** One value per FEATURE_NAMES entry; null where the readings cannot say. */
  x: (number | null)[];
}

/**
 * What the readings before `anchor` say about the night ending at `end`: DO then, how fast it is
 * falling, how far it has come down from the afternoon's peak, the water's temperature and how low
 * the night before went. `start` overrides DO at the anchor (tonight's latest readings).
 */
export function nightFeatures(
  oxygen: HourSeries,
  temperature: HourSeries | null,
  anchor: number,
  end: number,
  start?: number,
): NightFeatures | null {
  const d0 = start ?? oxygen.at(anchor);
  const earlier = oxygen.at(anchor - SLOPE_SPAN_MS);
  if (d0 === null || earlier === null) return null;
  const peak = Math.max(oxygen.maxIn(anchor - PEAK_WINDOW_MS, anchor) ?? d0, d0);
  const lastHour = oxygen.at(anchor - HOUR_MS);
  const previous = oxygen.lowestIn(end - 24 * HOUR_MS - PREVIOUS_NIGHT_MS, end - 24 * HOUR_MS);
  return {
    start: d0,
    x: [
      d0,
      (d0 - earlier) / (SLOPE_SPAN_MS / HOUR_MS),
      peak - d0,
      temperature?.at(anchor) ?? null,
      previous && previous.coverage >= 0.5 ? previous.value : null,
      lastHour === null ? null : d0 - lastHour,
    ],
  };
}
