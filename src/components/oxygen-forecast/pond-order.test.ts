import { describe, expect, it } from 'vitest';
import type { DoForecast, PondForecast } from '../../api/forecast';
import { orderPonds } from './pond-order';

const HOUR = 3_600_000;
const forecast = (min: number | null, crossesAt: number | null): DoForecast => ({
  device_id: 'x', asof: 0, status: min === null ? 'too_few_nights' : 'ok', message: null, points: [],
  min: min === null ? null : { ts: 5 * HOUR, value: min, low: min - 0.5, high: min + 0.5 },
  crosses_low_at: crossesAt, low_limit: 3, until: 13 * HOUR, nights_used: 10, nights_needed: 7,
});
const pond = (name: string, f: DoForecast): PondForecast => ({ device_id: name, device_name: name, live: null, forecast: f });

describe('the order ponds are listed in', () => {
  it('puts the ponds crossing their low limit first, soonest first, then the lowest minimum, then those without a forecast', () => {
    const ponds = [
      pond('none', forecast(null, null)),
      pond('high', forecast(5.1, null)),
      pond('late', forecast(2.5, 7 * HOUR)),
      pond('low', forecast(3.4, null)),
      pond('early', forecast(2.9, 4 * HOUR)),
    ];
    expect(orderPonds(ponds).map((p) => p.device_name)).toEqual(['early', 'late', 'low', 'high', 'none']);
  });
});
