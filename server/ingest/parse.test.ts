import { describe, expect, it } from 'vitest';
import type { DeviceEntry, ParamConfig } from './device-registry';
import { DEFAULT_INGEST_LIMITS, MAX_ABS_VALUE, MAX_FUTURE_MS, MAX_PAST_MS } from './ingest-limits';
import { parseTelemetry } from './parse';

const NOW = Date.UTC(2026, 4, 2, 12, 0);

const param = (param_key: string, extra: Partial<ParamConfig> = {}): ParamConfig => ({
  param_key, name: param_key, name_en: null, unit: null, icon_key: null, param_type: 'float', max: null, min: null,
  isHigh: 2, period: 10, maxTime: 0, startValue: 0, endValue: 20, waitTime: 0, correcting: 0,
  valuePerfectL: null, valuePerfectH: null, isOpen: 1, ...extra,
});

const device: DeviceEntry = {
  deviceId: 'AW1', name: 'pond', type: 'AW', tenantId: 1, timezone: 'Asia/Shanghai', enabled: true, secretHash: null, period: 10,
  params: new Map([param('do'), param('ph', { correcting: 1 }), param('aerator', { param_type: 'switch', startValue: 0, endValue: 1 })].map((p) => [p.param_key, p])),
};

const parse = (message: object) => parseTelemetry(message, device, NOW);

describe('parseTelemetry limits', () => {
  it('accepts a reading inside the time window and flags, not refuses, one outside the reasonable range', () => {
    expect(parse({ ts: NOW - MAX_PAST_MS + 1000, values: { do: 25 } })).toEqual({ ok: true, ts: NOW - MAX_PAST_MS + 1000, points: [{ key: 'do', value: 25, invalid: true }] });
    expect(parse({ ts: NOW + MAX_FUTURE_MS - 1000, values: { do: 6 } })).toMatchObject({ ok: true });
  });

  it('refuses a time the window does not hold, with the time as detail', () => {
    expect(parse({ ts: '0001-01-01T00:00:00Z', values: { do: 6 } })).toEqual({ ok: false, reason: 'stale_ts', detail: '0001-01-01T00:00:00.000Z' });
    expect(parse({ ts: NOW - MAX_PAST_MS - 1000, values: { do: 6 } })).toMatchObject({ ok: false, reason: 'stale_ts' });
    expect(parse({ ts: NOW + MAX_FUTURE_MS + 1000, values: { do: 6 } })).toMatchObject({ ok: false, reason: 'future_ts' });
    expect(parse({ ts: '+275760-09-13T00:00:00.000Z', values: { do: 6 } })).toMatchObject({ ok: false, reason: 'future_ts' });
    expect(parse({ ts: 'yesterday', values: { do: 6 } })).toMatchObject({ ok: false, reason: 'bad_ts' });
  });

  it('refuses magnitudes that would overflow a rollup, also after calibration', () => {
    expect(parse({ values: { do: 1e308 } })).toEqual({ ok: false, reason: 'value_out_of_range', detail: 'do=1e+308' });
    expect(parse({ values: { do: -1e13 } })).toMatchObject({ ok: false, reason: 'value_out_of_range' });
    expect(parse({ values: { ph: MAX_ABS_VALUE } })).toMatchObject({ ok: false, reason: 'value_out_of_range' });
    expect(parse({ values: { do: MAX_ABS_VALUE } })).toMatchObject({ ok: true });
  });

  it('holds a switch to off and on', () => {
    expect(parse({ values: { aerator: true } })).toMatchObject({ ok: true, points: [{ key: 'aerator', value: 1 }] });
    expect(parse({ values: { aerator: 2 } })).toMatchObject({ ok: false, reason: 'value_out_of_range', detail: 'aerator=2' });
  });

  it('refuses too many values and over-long keys, quoting at most a short piece of the key', () => {
    const many = Object.fromEntries(Array.from({ length: DEFAULT_INGEST_LIMITS.maxValues + 1 }, (_, i) => [`k${i}`, 1]));
    expect(parse({ values: many })).toEqual({ ok: false, reason: 'too_many_values', detail: String(DEFAULT_INGEST_LIMITS.maxValues + 1) });
    const long = 'x'.repeat(5000);
    const result = parse({ values: { [long]: 1 } });
    expect(result).toMatchObject({ ok: false, reason: 'key_too_long' });
    expect((result as { detail: string }).detail.length).toBeLessThan(100);
  });

  it('takes its limits from the caller', () => {
    const tight = { ...DEFAULT_INGEST_LIMITS, maxPastMs: 60_000, maxAbsValue: 10 };
    expect(parseTelemetry({ ts: NOW - 120_000, values: { do: 6 } }, device, NOW, tight)).toMatchObject({ ok: false, reason: 'stale_ts' });
    expect(parseTelemetry({ values: { do: 11 } }, device, NOW, tight)).toMatchObject({ ok: false, reason: 'value_out_of_range' });
  });
});
