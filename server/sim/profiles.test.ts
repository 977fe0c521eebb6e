import { describe, expect, it } from 'vitest';
import { PROFILES, localHour, profileValue, seasonDay } from './profiles';
import { PARAMS_BY_TYPE, SEED_PARAMS } from '../db/seed-data';

const steady = () => 0.5; // no noise: 2 * 0.5 - 1 = 0

describe('simulator profiles', () => {
  it('has a curve for every seeded parameter, inside its reasonable range', () => {
    const keys = new Set(Object.values(PARAMS_BY_TYPE).flat());
    for (const key of keys) {
      const profile = PROFILES[key];
      expect(profile, key).toBeDefined();
      const param = SEED_PARAMS[key];
      for (let day = 0; day < 366; day += 30) {
        for (let hour = 0; hour < 24; hour += 0.5) {
          const value = profileValue(profile, hour, 0, steady, day);
          expect(value, `${key} at ${hour}h on day ${day}`).toBeGreaterThanOrEqual(param.startValue);
          expect(value, `${key} at ${hour}h on day ${day}`).toBeLessThanOrEqual(param.endValue);
          // The live simulator runs all year: the plain curve must not sit past an alarm limit.
          if (param.min !== null) expect(value, `${key} at ${hour}h on day ${day}`).toBeGreaterThan(param.min);
          if (param.max !== null) expect(value, `${key} at ${hour}h on day ${day}`).toBeLessThan(param.max);
        }
      }
    }
  });

  it('gives dissolved oxygen a day-night cycle and runs aerators at night', () => {
    const afternoon = profileValue(PROFILES.do, 15, 0, steady);
    const dawn = profileValue(PROFILES.do, 3, 0, steady);
    expect(afternoon - dawn).toBeGreaterThan(3);
    expect(dawn).toBeGreaterThan(SEED_PARAMS.do.min!);
    expect(profileValue(PROFILES.aerator, 23, 0)).toBe(1);
    expect(profileValue(PROFILES.aerator, 12, 0)).toBe(0);
    expect(profileValue(PROFILES.light, 2, 0)).toBe(0);
  });

  it('follows the seasons: warm water and less oxygen in July, the reverse in January', () => {
    const mean = (key: string, ts: number) => {
      let sum = 0;
      for (let hour = 0; hour < 24; hour++) sum += profileValue(PROFILES[key], hour, 0, steady, seasonDay(ts));
      return sum / 24;
    };
    const july = Date.UTC(2026, 6, 15);
    const january = Date.UTC(2026, 0, 15);
    expect(mean('water_temp', july) - mean('water_temp', january)).toBeGreaterThan(10);
    expect(mean('do', july)).toBeLessThan(mean('do', january));
    expect(mean('pm25', january)).toBeGreaterThan(mean('pm25', july));
    expect(seasonDay(Date.UTC(2026, 0, 1))).toBeLessThan(2);
    expect(seasonDay(Date.UTC(2026, 6, 19))).toBeGreaterThan(198);
  });

  it('reads the local hour of the company time zone', () => {
    expect(localHour(Date.UTC(2026, 4, 1, 15, 30), 'Asia/Shanghai')).toBe(23.5);
  });
});
