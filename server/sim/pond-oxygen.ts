import { localDate, zoneOffsetMs } from '../core/local-time';
import { PROFILES, deviceSkew, profileValue, seasonDay } from './profiles';
import { nightWeather, type NightWeather } from './pond-weather';

/**
 * Dissolved oxygen of one simulated pond as a mass balance, integrated at a fixed step:
 *
 *   dDO/dt = P(light, cloud, T) - R(T + warmth, DO) + K(wind, aerator) * (DO_sat(T) - DO)
 *
 * P: the algae's photosynthesis, proportional to daylight (the `light` profile's arch, the cloud
 * taking its share); R: the respiration of plankton, stock and mud, faster in warm water and slower
 * as oxygen runs out; K: reaeration through the surface, stirred by the wind and by an aerator.
 * Water temperature is the `water_temp` profile without its sensor noise. The weather is one draw
 * per night (pond-weather.ts). Pure and seeded: the same pond, instant and aerator history give
 * the same oxygen, live or in the backfill.
 */
export interface PondParams {
  /** Gross photosynthesis under a clear midsummer noon sun at 20 °C, mg/L/h. */
  production: number;
  /** Respiration of the water column, stock and sediment at 20 °C, mg/L/h. */
  respiration: number;
  /** Temperature coefficients θ of P and R (rate x θ^(T - 20)). */
  thetaProduction: number;
  thetaRespiration: number;
  /** Oxygen (mg/L) at which respiration runs at half speed. */
  halfSaturation: number;
  /** The share of light an overcast sky takes away. */
  cloudShade: number;
  /** Daylight (0..1 of a clear midsummer noon) at which the algae are half-way to light-saturated (tanh curve). */
  lightSaturation: number;
  /** Oxygen above this multiple of saturation leaves as bubbles, at `bubbleLoss` per hour of the excess. */
  supersaturation: number;
  bubbleLoss: number;
  /** Surface reaeration of still water, 1/h, and what each (m/s)² of wind adds. */
  reaeration: number;
  windReaeration: number;
  /** What a running aerator adds to the reaeration, 1/h. */
  aeratorReaeration: number;
}

/** Tuned so that a typical July night bottoms out near 5 mg/L, a still one below 3, and winter water stays near saturation. */
export const POND_PARAMS: PondParams = {
  production: 1.2,
  respiration: 0.36,
  thetaProduction: 1.06,
  thetaRespiration: 1.065,
  halfSaturation: 0.6,
  cloudShade: 0.7,
  lightSaturation: 0.35,
  supersaturation: 1.6,
  bubbleLoss: 0.5,
  reaeration: 0.008,
  windReaeration: 0.006,
  aeratorReaeration: 0.6,
};

/** The integration step: one minute, the backfill's reading interval, on a grid of whole epoch minutes. */
export const POND_STEP_MS = 60_000;
/** How long the rates that do not depend on oxygen are held (drivers()). */
const DRIVER_SLOT_MS = 5 * 60_000;
/** The history a pond is integrated over before its first reading: its start state is forgotten by then. */
export const WARM_UP_MS = 10 * 86_400_000;
/** The `do` parameter's reasonable range: the model never leaves it. */
export const DO_RANGE: readonly [number, number] = [0, 20];
/** Sensor noise of a reading, mg/L either way (an optical probe's few hundredths). */
export const SENSOR_NOISE = 0.05;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const steady = () => 0.5;
const LIGHT_FULL = PROFILES.light.amp + PROFILES.light.season;

/**
 * Oxygen saturation of fresh water at 1 atm, mg/L, at `tempC`: Benson and Krause (1984), as APHA
 * Standard Methods 4500-O and USGS Office of Water Quality Technical Memorandum 2011.03 give it:
 * ln C = -139.34411 + 1.575701e5/T - 6.642308e7/T² + 1.243800e10/T³ - 8.621949e11/T⁴ (T in K).
 */
export function saturationDo(tempC: number): number {
  const t = tempC + 273.15;
  return Math.exp(-139.34411 + 1.575701e5 / t - 6.642308e7 / t ** 2 + 1.2438e10 / t ** 3 - 8.621949e11 / t ** 4);
}

/** What drives the pond at one instant. */
export interface PondConditions {
  /** Local hour, 0..24. */
  hour: number;
  waterTemp: number;
  /** Daylight 0..1 of a clear midsummer noon, before the cloud. */
  light: number;
  weather: NightWeather;
}

export interface PondOptions {
  params?: Partial<PondParams>;
  /** The weather of a night (its local date): a test forces a still night with it. */
  weather?: (date: string) => NightWeather;
}

const clamp = (v: number) => Math.min(DO_RANGE[1], Math.max(DO_RANGE[0], v));

export class PondOxygen {
  readonly params: PondParams;
  private readonly skew: number;
  private readonly weatherOf: (date: string) => NightWeather;
  /** Zone offset per UTC hour and weather per night, the last ones only: the model walks forward. */
  private offsetHour = NaN;
  private offset = 0;
  private weatherDay = NaN;
  private weather: NightWeather | null = null;
  private state: { ts: number; value: number } | null = null;
  private driverSlot = NaN;
  private driverCache: { production: number; respiration: number; reaeration: number; saturation: number } | null = null;

  constructor(
    readonly deviceId: string,
    readonly timeZone: string,
    options: PondOptions = {},
  ) {
    this.skew = deviceSkew(deviceId);
    // Ponds differ in how much lives in them: more algae make more by day and breathe more by night.
    const life = 1 + this.skew;
    const params = { ...POND_PARAMS, ...options.params };
    this.params = { ...params, production: params.production * life, respiration: params.respiration * life };
    this.weatherOf = options.weather ?? ((date) => nightWeather(deviceId, date));
  }

  /** The state's time (on the step grid) and oxygen, mg/L; null before start(). */
  get current(): { ts: number; value: number } | null {
    return this.state && { ...this.state };
  }

  /** Starts the pond at `ts` (rounded down to the grid) with `value`, else saturated at its temperature. */
  start(ts: number, value?: number): this {
    const at = Math.floor(ts / POND_STEP_MS) * POND_STEP_MS;
    this.state = { ts: at, value: clamp(value ?? saturationDo(this.conditions(at).waterTemp)) };
    return this;
  }

  /** Starts WARM_UP_MS before `ts` and integrates up to it unaerated: the state a long-running pond has there. */
  warmUp(ts: number): this {
    return this.start(ts - WARM_UP_MS).advance(ts);
  }

  /**
   * Integrates step by step up to `ts` (the last grid point not after it), calling `each` with
   * every new state; `aerator` says whether the aerator runs during the step starting at a time.
   */
  advance(ts: number, aerator: (at: number) => boolean = () => false, each?: (at: number, value: number) => void): this {
    const state = this.state ?? this.start(ts).state!;
    while (state.ts + POND_STEP_MS <= ts) {
      state.value = clamp(state.value + this.rate(state.ts, state.value, aerator(state.ts)) * (POND_STEP_MS / HOUR_MS));
      state.ts += POND_STEP_MS;
      each?.(state.ts, state.value);
    }
    return this;
  }

  /** dDO/dt in mg/L/h at an instant. */
  rate(ts: number, value: number, aerator: boolean): number {
    const p = this.params;
    const d = this.drivers(ts);
    const respiration = d.respiration * (value / (value + p.halfSaturation));
    const k = d.reaeration + (aerator ? p.aeratorReaeration : 0);
    const bubbles = p.bubbleLoss * Math.max(0, value - p.supersaturation * d.saturation);
    return d.production - respiration + k * (d.saturation - value) - bubbles;
  }

  /**
   * The rates that do not depend on the oxygen itself, held for DRIVER_SLOT_MS: temperature and
   * light move slowly, and a year of minutes is integrated at every first start.
   */
  private drivers(ts: number) {
    const slot = Math.floor(ts / DRIVER_SLOT_MS);
    if (slot === this.driverSlot && this.driverCache) return this.driverCache;
    const p = this.params;
    const { waterTemp, light, weather } = this.conditions(slot * DRIVER_SLOT_MS);
    const sunlit = light * (1 - p.cloudShade * weather.cloud);
    this.driverSlot = slot;
    this.driverCache = {
      production: p.production * p.thetaProduction ** (waterTemp - 20) * (Math.tanh(sunlit / p.lightSaturation) / Math.tanh(1 / p.lightSaturation)),
      respiration: p.respiration * p.thetaRespiration ** (waterTemp + weather.warmth - 20),
      reaeration: p.reaeration + p.windReaeration * weather.wind ** 2,
      saturation: saturationDo(waterTemp),
    };
    return this.driverCache;
  }

  /** The local hour, water temperature, daylight and night's weather at an instant. */
  conditions(ts: number): PondConditions {
    const hourIndex = Math.floor(ts / HOUR_MS);
    if (hourIndex !== this.offsetHour) {
      this.offsetHour = hourIndex;
      this.offset = zoneOffsetMs(this.timeZone, ts);
    }
    const wall = ts + this.offset;
    const hour = (((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
    // The night of a date runs from its noon to the next noon.
    const nightDay = Math.floor((wall - DAY_MS / 2) / DAY_MS);
    if (nightDay !== this.weatherDay || !this.weather) {
      this.weatherDay = nightDay;
      this.weather = this.weatherOf(localDate('UTC', nightDay * DAY_MS));
    }
    const day = seasonDay(ts);
    return {
      hour,
      waterTemp: profileValue(PROFILES.water_temp, hour, this.skew, steady, day),
      light: profileValue(PROFILES.light, hour, 0, steady, day) / LIGHT_FULL,
      weather: this.weather,
    };
  }
}

/** A sensor's reading of the pond's oxygen: noise of SENSOR_NOISE either way, two decimals, in range. */
export function oxygenReading(value: number, random: () => number = Math.random): number {
  return Math.round(clamp(value + SENSOR_NOISE * (2 * random() - 1)) * 100) / 100;
}

/** The local date (YYYY-MM-DD) whose night an instant belongs to: from its noon to the next noon. */
export function nightOf(ts: number, timeZone: string): string {
  return localDate(timeZone, ts - DAY_MS / 2);
}
