import { describe, expect, it } from 'vitest';
import type { ParamConfig } from '../../../api/device-params';
import { alarmSides, configValuesOf, crossFieldErrors, toConfigInput, type ParamConfigValues } from './param-config-rules';

const BASE: ParamConfigValues = {
  name: 'DO', max: 12, min: 4, isHigh: 2, period: 60, maxTime: 3, startValue: 0, endValue: 20, waitTime: 60,
  correcting: 0, valuePerfectL: 5, valuePerfectH: 8, prompt_id: null, isOpen: 1,
};

describe('parameter configuration rules', () => {
  it('accepts ordered pairs and pairs with a missing side', () => {
    expect(crossFieldErrors(BASE)).toEqual([]);
    expect(crossFieldErrors({ ...BASE, max: null, min: 9 })).toEqual([]);
    expect(crossFieldErrors({ ...BASE, max: 4, min: 4 })).toEqual([]);
  });

  it('refuses a maximum below the minimum, an inverted reasonable range and an inverted best range', () => {
    expect(crossFieldErrors({ ...BASE, max: 3 })).toEqual([{ field: 'max', message: 'parametr.maxBelowMin' }]);
    expect(crossFieldErrors({ ...BASE, endValue: -1 })).toEqual([{ field: 'endValue', message: 'parametr.rangeInverted' }]);
    expect(crossFieldErrors({ ...BASE, valuePerfectH: 4 })).toEqual([{ field: 'valuePerfectH', message: 'parametr.perfectInverted' }]);
  });

  it('sends null for emptied limits and trims the name', () => {
    const input = toConfigInput({ ...BASE, name: ' DO ', max: undefined as unknown as null, correcting: undefined as unknown as number });
    expect(input).toMatchObject({ name: 'DO', max: null, correcting: 0 });
  });

  it('sends a blank reasonable and best range as no range (null), never 0', () => {
    // antd's InputNumber gives null when cleared, undefined when never touched.
    const blank = toConfigInput({ ...BASE, startValue: null, endValue: undefined as unknown as null, valuePerfectL: null, valuePerfectH: undefined as unknown as null });
    expect(blank).toMatchObject({ startValue: null, endValue: null, valuePerfectL: null, valuePerfectH: null });
    expect(toConfigInput({ ...BASE, startValue: 0, endValue: 100 })).toMatchObject({ startValue: 0, endValue: 100 });
  });

  it('shows the configuration under its name in the user\'s language', () => {
    const row = { ...BASE, name: '溶解氧', name_en: 'Dissolved oxygen' } as unknown as ParamConfig;
    expect(configValuesOf(row, 'en-US').name).toBe('Dissolved oxygen');
    expect(configValuesOf(row, 'zh-CN').name).toBe('溶解氧');
  });

  it('explains which side raises an alarm for each warning type', () => {
    expect(alarmSides({ isHigh: 0, min: 4, max: 12 })).toEqual({ below: 4, above: null });
    expect(alarmSides({ isHigh: 1, min: 4, max: 12 })).toEqual({ below: null, above: 12 });
    expect(alarmSides({ isHigh: 2, min: 4, max: null })).toEqual({ below: 4, above: null });
  });
});
