import { Type, type Static, type TInteger, type TNumber } from 'typebox';
import { AQI_LEVELS, AQI_POLLUTANTS } from '../air-quality';
import { Nullable, OneOf } from '../schema-bounds';

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD, a local date of the device' });

/** GET /report/aqi: one row per local day from startTime to endTime inclusive (at most 366 days). */
export const AqiQuerySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  startTime: LocalDate,
  endTime: LocalDate,
});
export type AqiQuery = Static<typeof AqiQuerySchema>;
export const AQI_MAX_DAYS = 366;

/** One value per pollutant of a daily AQI (shared/contract/air-quality.ts AQI_POLLUTANTS). */
const PerPollutant = <T extends TNumber | TInteger>(value: () => T) =>
  Type.Object({
    so2: Nullable(value()),
    no2: Nullable(value()),
    pm10: Nullable(value()),
    co: Nullable(value()),
    o3_1h: Nullable(value()),
    o3_8h: Nullable(value()),
    pm25: Nullable(value()),
  });

export const AqiRowSchema = Type.Object({
  date: Type.String(),
  /** Null when the day has too little data for any pollutant (GB 3095-2012 validity rules). */
  aqi: Nullable(Type.Integer()),
  level: Nullable(OneOf(AQI_LEVELS.map((l) => l.level))),
  color: Nullable(OneOf(AQI_LEVELS.map((l) => l.color))),
  primary: Type.Array(OneOf(AQI_POLLUTANTS)),
  iaqi: PerPollutant(() => Type.Integer()),
  /** The day's concentrations the indexes come from (CO in mg/m³, the others µg/m³), null where invalid. */
  concentrations: PerPollutant(() => Type.Number()),
  /** Why there is no AQI: 'insufficient_data' (fewer valid hours than the standard asks). */
  reason: Nullable(Type.Literal('insufficient_data')),
});
export type AqiRow = Static<typeof AqiRowSchema>;

export const AqiResultSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  timezone: Type.String(),
  /** Pollutants the device reports; a device without any answers an empty list of rows. */
  pollutants: Type.Array(Type.String()),
  rows: Type.Array(AqiRowSchema),
});
export type AqiResult = Static<typeof AqiResultSchema>;
