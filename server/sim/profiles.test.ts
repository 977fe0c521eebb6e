import { describe, expect, it } from 'vitest';
import { PROFILES, localHour, profileValue } from './profiles';
import { PARAMS_BY_TYPE, SEED_PARAMS } from '../db/seed-data';

const steady = () => 0.5; // no noise: 2 * 0.5 - 1 = 0

describe('simulator profiles', () => {
  it('has a curve for every seeded parameter, inside its reasonable range', () => {
    const keys = new Set(Object.values(PARAMS_BY_TYPE).flat());
    for (const key of keys) {
      const profile = PROFILES[key];
      expect(profile, key).toBeDefined();
      const param = SEED_PARAMS[key];
      for (let hour = 0; hour < 24; hour += 0.5) {
        const value = profileValue(profile, hour, 0, steady);
        expect(value, `${key} at ${hour}h`).toBeGreaterThanOrEqual(param.startValue);
        expect(value, `${key} at ${hour}h`).toBeLessThanOrEqual(param.endValue);
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

  it('reads the local hour of the company time zone', () => {
    expect(localHour(Date.UTC(2026, 4, 1, 15, 30), 'Asia/Shanghai')).toBe(23.5);
  });
});
