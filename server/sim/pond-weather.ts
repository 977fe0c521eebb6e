import { YEAR_DAYS, seasonFactor } from './profiles';
import { seededRandom } from '../core/seeded-random';

/**
 * The weather a simulated pond lives through, one draw per night: the night of local date D runs
 * from noon on D to noon on D + 1, so the cloud of D's afternoon (how much oxygen the algae made
 * before dusk) belongs to the night it sets up. Drawn from a random seeded on the device and the
 * date, so the live simulator and the backfill draw the same night whenever they draw it.
 */
export interface NightWeather {
  /** 0 clear .. 1 overcast. */
  cloud: number;
  /** Mean wind over the pond, m/s. */
  wind: number;
  /** °C by which the pond's life breathes as if the water were warmer (a sultry night): respiration only. */
  warmth: number;
  /** A still, overcast, sultry night: the kind on which an unaerated pond crashes before dawn. */
  still: boolean;
}

/** Chance of a still night in the coolest season, and what summer adds to it (seasonFactor 1). */
const STILL_CHANCE = 0.02;
const STILL_CHANCE_SUMMER = 0.06;
const DAY_MS = 86_400_000;

/** FNV-1a over the text: the seed of one device's night. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The season (-1 winter .. 1 late July) of a local date "YYYY-MM-DD", as profiles.ts counts it. */
function seasonOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return seasonFactor((Date.UTC(y, m - 1, d, 12) / DAY_MS) % YEAR_DAYS);
}

/**
 * The weather of one device's night of local date `date` (YYYY-MM-DD). Every draw takes the same
 * count of random numbers, so a change to one branch never shifts another night.
 */
export function nightWeather(deviceId: string, date: string): NightWeather {
  const random = seededRandom(hash(`${deviceId}|${date}`));
  const pick = random();
  const [a, b, c] = [random(), random(), random()];
  const summer = Math.max(0, seasonOf(date));
  if (pick < STILL_CHANCE + STILL_CHANCE_SUMMER * summer) {
    return { cloud: 0.9 + 0.1 * a, wind: 0.2 + 0.5 * b, warmth: 2 + 1.5 * c, still: true };
  }
  return { cloud: 0.65 * a ** 1.4, wind: 1.5 + 4.5 * b ** 1.3, warmth: 2 * c - 1, still: false };
}
