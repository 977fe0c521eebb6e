import { WEATHER_PARAMS, type WeatherParam, type WeatherResult, type WeatherStation } from '../../../shared/contract/api/weather';

export interface Reading {
  device_id: string;
  param_key: string;
  ts: Date;
  value: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Mean of directions in degrees (0 and 350 average to 355, not 175). */
function meanDirection(degrees: number[]): number {
  const rad = Math.PI / 180;
  const x = degrees.reduce((sum, d) => sum + Math.cos(d * rad), 0);
  const y = degrees.reduce((sum, d) => sum + Math.sin(d * rad), 0);
  return round(((Math.atan2(y, x) / rad) + 360) % 360, 0);
}

/** Each station with its newest readings, and the conditions as the mean over the stations that report each parameter. */
export function currentConditions(stations: Array<{ device_id: string; device_name: string }>, readings: Reading[]): Pick<WeatherResult, 'current' | 'stations'> {
  const byDevice = new Map<string, Reading[]>();
  for (const reading of readings) byDevice.set(reading.device_id, [...(byDevice.get(reading.device_id) ?? []), reading]);
  const rows: WeatherStation[] = stations.map((station) => {
    const own = byDevice.get(station.device_id) ?? [];
    const newest = own.reduce<Date | null>((max, r) => (!max || r.ts > max ? r.ts : max), null);
    const value = (param: WeatherParam) => own.find((r) => r.param_key === param)?.value ?? null;
    return {
      device_id: station.device_id,
      device_name: station.device_name,
      updated_at: newest?.toISOString() ?? null,
      air_temp: value('air_temp'),
      air_humidity: value('air_humidity'),
      rainfall: value('rainfall'),
      wind_speed: value('wind_speed'),
      wind_direction: value('wind_direction'),
    };
  });
  const mean = (param: WeatherParam) => {
    const values = rows.map((row) => row[param]).filter((v): v is number => v !== null);
    if (values.length === 0) return null;
    return param === 'wind_direction' ? meanDirection(values) : round(values.reduce((a, b) => a + b, 0) / values.length);
  };
  const updated = rows.map((row) => row.updated_at).filter((v): v is string => v !== null).sort().at(-1) ?? null;
  const current = Object.fromEntries(WEATHER_PARAMS.map((param) => [param, mean(param)])) as Record<WeatherParam, number | null>;
  return { current: { ...current, updated_at: updated }, stations: rows };
}
