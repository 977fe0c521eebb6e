/**
 * A synthetic fish pond's dissolved oxygen (issue 35): "ponds the model was not tuned on", for the
 * forecast's API test and bench. Its own mass balance, integrated minute by minute:
 *
 *   dDO/dt = photosynthesis(daylight, the day's cloudiness)
 *          - respiration(water temperature, slowing as DO runs out)
 *          + reaeration(wind) * (saturation(temperature) - DO)
 *
 * with a day's cloudiness and a night's wind drawn from a seeded random stream, and warm spells,
 * so still, cloudy, warm nights crash. Readings carry a sensor's noise. Nothing here is shared
 * with the server's simulator (server/sim/) or the model's code.
 */
import type { HourRow, Reading } from '../../server/modules/forecast/model/hour-series';
import { seededRandom as seeded } from '../../server/core/seeded-random';

export interface PondParams {
  /** Clear-sky photosynthesis at noon, mg/L per hour. */
  photosynthesis: number;
  /** Respiration at 20 °C, mg/L per hour, and its temperature factor per degree. */
  respiration20: number;
  theta: number;
  /** Reaeration rate (per hour) in still air, and added per m/s of wind. */
  reaerationStill: number;
  reaerationWind: number;
  /** Mean wind at night, m/s. */
  windMean: number;
  /** Water temperature: the mean, its day-to-day wander and its daily swing (°C). */
  tempMean: number;
  tempWander: number;
  tempSwing: number;
  /** How much a cloudy day takes off photosynthesis (0..1). */
  cloudEffect: number;
  /** The sensor's noise (standard deviation, mg/L). */
  noise: number;
}

/** Three ponds unlike the demo's: a rich, warm, still one; a lean, windy one; a deep, cool one. */
export const UNSEEN_PONDS: Record<string, PondParams> = {
  rich: { photosynthesis: 2.4, respiration20: 0.36, theta: 1.07, reaerationStill: 0.02, reaerationWind: 0.025, windMean: 1.8, tempMean: 28, tempWander: 1.2, tempSwing: 1.0, cloudEffect: 0.75, noise: 0.05 },
  windy: { photosynthesis: 1.3, respiration20: 0.3, theta: 1.06, reaerationStill: 0.02, reaerationWind: 0.03, windMean: 3, tempMean: 24, tempWander: 1, tempSwing: 1.4, cloudEffect: 0.6, noise: 0.06 },
  cool: { photosynthesis: 1.1, respiration20: 0.28, theta: 1.08, reaerationStill: 0.012, reaerationWind: 0.02, windMean: 2, tempMean: 21, tempWander: 1.5, tempSwing: 0.8, cloudEffect: 0.7, noise: 0.04 },
};

/** Oxygen's saturation in fresh water (mg/L) at temperature t (°C). */
const saturation = (t: number) => 14.62 - 0.3898 * t + 0.006969 * t * t - 0.00005897 * t * t * t;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface PondRun {
  oxygen: Reading[];
  temperature: Reading[];
}

/**
 * `days` days of readings every `stepMs` from `from` (a local midnight in a zone `offsetHours`
 * ahead of UTC; China by default), after a week's spin-up that is not returned.
 */
export function pondNights(params: PondParams, options: { from: number; days: number; stepMs: number; seed: number; offsetHours?: number }): PondRun {
  // Weather and the sensor draw from streams of their own, so a pond's weather is the same whatever its reading interval.
  const gaussian = (random: () => number) => () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const random = seeded(options.seed);
  const gauss = gaussian(random);
  const sensor = gaussian(seeded(options.seed ^ 0x5eed));
  const offset = (options.offsetHours ?? 8) * HOUR_MS;
  const spinUp = 7 * DAY_MS;
  const start = options.from - spinUp;
  const end = options.from + options.days * DAY_MS;
  let oxygen = 7;
  let cloud = 0.3;
  let wander = 0;
  let wind = params.windMean;
  let windDrift = 0;
  let day = -1;
  const run: PondRun = { oxygen: [], temperature: [] };
  for (let t = start; t < end; t += MINUTE_MS) {
    const local = (t + offset) % DAY_MS;
    const hour = local / HOUR_MS;
    const today = Math.floor((t + offset) / DAY_MS);
    if (today !== day) {
      day = today;
      cloud = Math.min(1, Math.max(0, 0.5 * cloud + 0.5 * random() + 0.15 * gauss()));
      wander = 0.7 * wander + params.tempWander * 0.7 * gauss();
    }
    // The night's wind sets in during the afternoon (weather changes by the day, not at dusk) and drifts until morning.
    if (local === 15 * HOUR_MS) {
      wind = Math.max(0.2, params.windMean * Math.exp(0.55 * gauss()));
      windDrift = 0.08 * gauss();
    }
    const windNow = Math.max(0.1, wind + windDrift * ((hour + 9) % 24));
    const temp = params.tempMean + wander + params.tempSwing * Math.sin((2 * Math.PI * (hour - 9)) / 24);
    const light = hour > 6 && hour < 19 ? Math.sin((Math.PI * (hour - 6)) / 13) : 0;
    const produced = params.photosynthesis * (1 - params.cloudEffect * cloud) * light;
    const consumed = params.respiration20 * params.theta ** (temp - 20) * (oxygen / (oxygen + 0.6));
    const exchanged = (params.reaerationStill + params.reaerationWind * windNow) * (saturation(temp) - oxygen);
    oxygen = Math.max(0.05, oxygen + (produced - consumed + exchanged) / 60);
    if (t >= options.from && (t - options.from) % options.stepMs === 0) {
      run.oxygen.push({ ts: t, value: Math.round(Math.max(0, oxygen + params.noise * sensor()) * 100) / 100 });
      run.temperature.push({ ts: t, value: Math.round((temp + 0.05 * sensor()) * 10) / 10 });
    }
  }
  return run;
}

/** Readings folded into hourly rows as ingest's rollup does (hours cut at UTC, as in zones of whole-hour offsets). */
export function hourlyRows(readings: readonly Reading[], upTo = Infinity): HourRow[] {
  const rows = new Map<number, { sum: number; count: number; min: number; minTs: number }>();
  for (const r of readings) {
    if (r.ts > upTo) continue;
    const bucket = Math.floor(r.ts / HOUR_MS) * HOUR_MS;
    const row = rows.get(bucket);
    if (!row) rows.set(bucket, { sum: r.value, count: 1, min: r.value, minTs: r.ts });
    else {
      row.sum += r.value;
      row.count++;
      if (r.value < row.min) [row.min, row.minTs] = [r.value, r.ts];
    }
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([bucket, r]) => ({ bucket, mean: r.sum / r.count, min: r.min, minTs: r.minTs }));
}
