import { aqiLevel, type AqiLevel, type AqiPollutant } from '../../../shared/contract/air-quality';

/**
 * The daily air quality index of HJ 633-2012 ("Technical Regulation on Ambient Air Quality Index").
 * Concentration breakpoints of table 1 for the daily index: 24-hour means of SO2, NO2, PM10, CO,
 * PM2.5, the day's largest 1-hour O3 and largest 8-hour moving mean of O3. Indexes (IAQI) at the
 * breakpoints are 0, 50, 100, 150, 200, 300, 400, 500.
 */
const IAQI_STEPS = [0, 50, 100, 150, 200, 300, 400, 500];
const BREAKPOINTS: Record<AqiPollutant, number[]> = {
  so2: [0, 50, 150, 475, 800, 1600, 2100, 2620],
  no2: [0, 40, 80, 180, 280, 565, 750, 940],
  pm10: [0, 50, 150, 250, 350, 420, 500, 600],
  co: [0, 2, 4, 14, 24, 36, 48, 60],
  o3_1h: [0, 160, 200, 300, 400, 800, 1000, 1200],
  // Table 1 note 3: above 800 µg/m³ the 8-hour O3 has no index; the 1-hour O3 index counts instead.
  o3_8h: [0, 100, 160, 215, 265, 800],
  pm25: [0, 35, 75, 115, 150, 250, 350, 500],
};

/**
 * One pollutant's index by linear interpolation between the breakpoints around `c`, rounded up to
 * an integer (the standard's formula 1). Above the table's last breakpoint the index is 500;
 * null where the standard gives none (8-hour O3 above 800) or the concentration is unknown.
 */
export function iaqi(pollutant: AqiPollutant, c: number | null): number | null {
  if (c === null || !Number.isFinite(c) || c < 0) return null;
  const bp = BREAKPOINTS[pollutant];
  if (c > bp[bp.length - 1]) return pollutant === 'o3_8h' ? null : 500;
  let hi = 1;
  while (c > bp[hi]) hi++;
  const lo = hi - 1;
  const value = ((IAQI_STEPS[hi] - IAQI_STEPS[lo]) / (bp[hi] - bp[lo])) * (c - bp[lo]) + IAQI_STEPS[lo];
  // Rounded up, guarding against binary noise (50.00000000001 is 50).
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

export type DailyConcentrations = Record<AqiPollutant, number | null>;

export interface DailyAqi {
  aqi: number;
  level: AqiLevel;
  /** The pollutants whose index is the AQI, when the AQI is over 50 (the standard's 首要污染物). */
  primary: AqiPollutant[];
  iaqi: Record<AqiPollutant, number | null>;
}

/**
 * The day's AQI (section 4.3: seven indicators, the 1-hour and the 8-hour O3 among them): the
 * largest index over the pollutants that have one. Null when none has valid data (the caller says
 * why). An 8-hour O3 over 800 has no index, so the 1-hour O3 index stands for O3 (table 1 note 3).
 */
export function dailyAqi(c: DailyConcentrations): DailyAqi | null {
  const pollutants = Object.keys(BREAKPOINTS) as AqiPollutant[];
  const indexes = Object.fromEntries(pollutants.map((p) => [p, iaqi(p, c[p])])) as Record<AqiPollutant, number | null>;
  const counted = pollutants.filter((p) => indexes[p] !== null);
  if (counted.length === 0) return null;
  const aqi = Math.max(...counted.map((p) => indexes[p]!));
  const primary = aqi > 50 ? counted.filter((p) => indexes[p] === aqi) : [];
  return { aqi, level: aqiLevel(aqi), primary, iaqi: indexes };
}

/** Hourly means of one day (index 0 is the hour from local midnight), null where the hour has no valid data. */
export type HourlyMeans = (number | null)[];

/** GB 3095-2012 table 4 (data validity): a 24-hour mean needs at least 20 hourly means. */
export const MIN_HOURS_FOR_DAY = 20;
/** An 8-hour moving mean needs at least 6 hourly means of its 8 hours. */
export const MIN_HOURS_FOR_8H = 6;
/** The day's largest 8-hour O3 needs at least 14 valid 8-hour means. */
export const MIN_WINDOWS_FOR_8H_MAX = 14;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const present = (hours: HourlyMeans) => hours.filter((v): v is number => v !== null);

/** The 24-hour mean of a day, or null with too few hours. */
export function dayMean(hours: HourlyMeans): number | null {
  const valid = present(hours);
  return valid.length >= MIN_HOURS_FOR_DAY ? mean(valid) : null;
}

/** The largest hourly mean of a day, with the same validity as the 24-hour mean. */
export function dayMax1h(hours: HourlyMeans): number | null {
  const valid = present(hours);
  return valid.length >= MIN_HOURS_FOR_DAY ? Math.max(...valid) : null;
}

/**
 * The day's largest 8-hour moving mean: the windows end at 08:00 .. 24:00 (17 windows of the day's
 * own hours, hours 0-7 to 16-23), each valid with 6 of its 8 hours; the day needs 14 valid windows.
 */
export function dayMax8h(hours: HourlyMeans): number | null {
  const windows: number[] = [];
  for (let start = 0; start + 8 <= 24; start++) {
    const valid = present(hours.slice(start, start + 8));
    if (valid.length >= MIN_HOURS_FOR_8H) windows.push(mean(valid));
  }
  return windows.length >= MIN_WINDOWS_FOR_8H_MAX ? Math.max(...windows) : null;
}
