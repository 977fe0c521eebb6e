/**
 * How each parameter behaves over a day, as data, so that the live simulator (JS) and the
 * backfill (SQL) draw from the same curves. `wave`: base + amp * cos(2π (h - peak) / 24) + noise;
 * `sun`: daylight arch; `switch`: on at night (aerators, relays); `rain`: mostly dry, short showers.
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
}

const wave = (base: number, amp: number, peak: number, noise: number, digits = 2): Profile => ({
  kind: 'wave', base, amp, peak, noise, digits,
});

export const PROFILES: Record<string, Profile> = {
  // Dissolved oxygen peaks mid-afternoon (photosynthesis) and bottoms out before dawn.
  do: wave(7, 1.8, 15, 0.25),
  water_temp: wave(24, 1.6, 16, 0.15, 1),
  ph: wave(7.6, 0.25, 16, 0.04),
  nh3n: wave(0.25, 0.08, 6, 0.03, 3),
  turbidity: wave(22, 6, 14, 2.5, 1),
  aerator: { kind: 'switch', base: 0, amp: 1, peak: 0, noise: 0, digits: 0 },
  soil_moisture: wave(55, 4, 6, 0.8, 1),
  soil_temp: wave(20, 3, 16, 0.3, 1),
  air_temp: wave(24, 5, 14, 0.5, 1),
  air_humidity: wave(65, 12, 4, 2, 1),
  light: { kind: 'sun', base: 0, amp: 55000, peak: 12, noise: 0.15, digits: 0 },
  co2: wave(800, 250, 4, 30, 0),
  water_level: wave(103, 0.4, 12, 0.03),
  rainfall: { kind: 'rain', base: 0, amp: 6, peak: 0, noise: 0.04, digits: 1 },
  pm25: wave(30, 10, 8, 4, 0),
  pm10: wave(55, 15, 8, 6, 0),
  so2: wave(12, 4, 9, 1.5, 0),
  no2: wave(28, 8, 8, 3, 0),
  o3: wave(80, 35, 15, 6, 0),
  co: wave(0.8, 0.25, 8, 0.08, 2),
  temperature: wave(-19, 0.8, 15, 0.3, 1),
  smoke: wave(0.3, 0.1, 12, 0.05, 2),
  gas: wave(1.5, 0.5, 12, 0.3, 1),
  relay: { kind: 'switch', base: 0, amp: 1, peak: 0, noise: 0, digits: 0 },
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

/** The value of a profile at a local hour of day (0..24), before range clamping. */
export function profileValue(profile: Profile, hour: number, skew: number, random: () => number = Math.random): number {
  const r = random() * 2 - 1;
  let value: number;
  switch (profile.kind) {
    case 'switch':
      return isNight(hour) ? 1 : 0;
    case 'rain':
      value = random() < profile.noise ? random() * profile.amp : 0;
      break;
    case 'sun':
      value = hour > 6 && hour < 18 ? profile.amp * Math.sin((Math.PI * (hour - 6)) / 12) * (1 + profile.noise * r) : 0;
      break;
    default:
      value = profile.base * (1 + skew * 0.05) + profile.amp * Math.cos((2 * Math.PI * (hour - profile.peak)) / 24) + profile.noise * r;
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
