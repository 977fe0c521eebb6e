/**
 * How each parameter behaves over a day and a year, as data, so that the live simulator (JS) and
 * the backfill (SQL) draw from the same curves. `wave`: base + season term + amp * cos(2π (h - peak)
 * / 24) + noise; `sun`: daylight arch whose height follows the season; `switch`: on at night
 * (aerators, relays); `rain`: mostly dry, short showers, more of them in the wet season.
 */
export type ProfileKind = 'wave' | 'sun' | 'switch' | 'rain';

export interface Profile {
  kind: ProfileKind;
  base: number;
  amp: number;
  /** Local hour of the daily maximum. */
  peak: number;
  noise: number;
  /** Decimals kept, as a sensor would report. */
  digits: number;
  /**
   * Yearly swing added to the base (wave), to the daylight height (sun) or to the shower chance
   * (rain), largest on SEASON_PEAK_DAY; negative for what is highest in winter (oxygen, dust).
   * Kept small enough that the live simulator does not sit in alarm all summer or all winter.
   */
  season: number;
}

/** Day of the year (0 = 1 January) on which the seasonal term is largest: late July, the warmest. */
export const SEASON_PEAK_DAY = 200;
/** Mean length of a year in days: the season is a cosine of epoch days with this period. */
export const YEAR_DAYS = 365.2425;
const DAY_MS = 86_400_000;

const wave = (base: number, amp: number, peak: number, noise: number, digits = 2, season = 0): Profile => ({
  kind: 'wave', base, amp, peak, noise, digits, season,
});

export const PROFILES: Record<string, Profile> = {
  // Dissolved oxygen peaks mid-afternoon (photosynthesis), bottoms out before dawn, and is lower in
  // summer: warm water holds less of it. The simulator and the backfill take a pond's from its mass
  // balance (pond-oxygen.ts); this curve is the quick stand-in tests feed through ingest.
  do: wave(7, 1.8, 15, 0.25, 2, -0.8),
  // Pond water in the Yangtze delta: about 13 °C in January, 29 °C in late July.
  water_temp: wave(21, 1.6, 16, 0.15, 1, 8),
  ph: wave(7.6, 0.25, 16, 0.04),
  nh3n: wave(0.25, 0.08, 6, 0.03, 3, 0.06),
  turbidity: wave(22, 6, 14, 2.5, 1, 5),
  aerator: { kind: 'switch', base: 0, amp: 1, peak: 0, noise: 0, digits: 0, season: 0 },
  soil_moisture: wave(55, 4, 6, 0.8, 1, 4),
  soil_temp: wave(20, 3, 16, 0.3, 1, 7),
  air_temp: wave(22, 5, 14, 0.5, 1, 9),
  air_humidity: wave(65, 12, 4, 2, 1, 8),
  light: { kind: 'sun', base: 0, amp: 55000, peak: 12, noise: 0.15, digits: 0, season: 16000 },
  co2: wave(800, 250, 4, 30, 0),
  // Reservoir level rises with the plum rains of early summer.
  water_level: wave(103, 0.4, 12, 0.03, 2, 1.5),
  rainfall: { kind: 'rain', base: 0, amp: 6, peak: 0, noise: 0.04, digits: 1, season: 0.03 },
  // Dust and nitrogen dioxide are worst in winter (heating, still air); ozone in summer sun.
  pm25: wave(30, 10, 8, 4, 0, -12),
  pm10: wave(55, 15, 8, 6, 0, -20),
  so2: wave(12, 4, 9, 1.5, 0, -4),
  no2: wave(28, 8, 8, 3, 0, -8),
  o3: wave(80, 35, 15, 6, 0, 25),
  co: wave(0.8, 0.25, 8, 0.08, 2, -0.2),
  temperature: wave(-19, 0.8, 15, 0.3, 1),
  smoke: wave(0.3, 0.1, 12, 0.05, 2),
  gas: wave(1.5, 0.5, 12, 0.3, 1),
  relay: { kind: 'switch', base: 0, amp: 1, peak: 0, noise: 0, digits: 0, season: 0 },
  voltage: wave(220, 3, 20, 1.5, 1),
};

/** A gentle per-device offset so that neighbouring ponds do not draw identical lines. */
export function deviceSkew(deviceId: string): number {
  let h = 0;
  for (const ch of deviceId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return ((h % 1000) / 1000 - 0.5) * 0.3;
}

/** Night hours during which switches are on (aerators run to keep oxygen up). */
const isNight = (hour: number) => hour >= 21 || hour < 6;

/** The day of the year of an instant, from epoch days (drifts well under a day in a century). */
export function seasonDay(ts: number): number {
  return (ts / DAY_MS) % YEAR_DAYS;
}

/** -1..1 over the year, 1 on SEASON_PEAK_DAY; the SQL backfill computes the same. */
export function seasonFactor(day: number): number {
  return Math.cos((2 * Math.PI * (day - SEASON_PEAK_DAY)) / YEAR_DAYS);
}

/**
 * The value of a profile at a local hour of day (0..24) on a day of the year (seasonDay; the
 * default is a day in April where the seasonal term is zero, the yearly mean), before range clamping.
 */
export function profileValue(
  profile: Profile,
  hour: number,
  skew: number,
  random: () => number = Math.random,
  day = SEASON_PEAK_DAY - YEAR_DAYS / 4,
): number {
  const r = random() * 2 - 1;
  const season = profile.season * seasonFactor(day);
  let value: number;
  switch (profile.kind) {
    case 'switch':
      return isNight(hour) ? 1 : 0;
    case 'rain':
      value = random() < profile.noise + season ? random() * profile.amp : 0;
      break;
    case 'sun':
      value = hour > 6 && hour < 18 ? (profile.amp + season) * Math.sin((Math.PI * (hour - 6)) / 12) * (1 + profile.noise * r) : 0;
      break;
    default:
      value = profile.base * (1 + skew * 0.05) + season + profile.amp * Math.cos((2 * Math.PI * (hour - profile.peak)) / 24) + profile.noise * r;
  }
  const scale = 10 ** profile.digits;
  return Math.round(value * scale) / scale;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local hour (fractional) of an instant in a time zone. */
export function localHour(ts: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(ts);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour + minute / 60;
}
