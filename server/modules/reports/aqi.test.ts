import { describe, expect, it } from 'vitest';
import { dailyAqi, dayMax8h, dayMean, iaqi, type DailyConcentrations } from './aqi';

const none: DailyConcentrations = { so2: null, no2: null, pm10: null, co: null, o3_1h: null, o3_8h: null, pm25: null };

describe('IAQI (HJ 633-2012 table 1, formula 1)', () => {
  it.each([
    ['pm25', 35, 50], ['pm25', 75, 100], ['pm25', 115, 150], ['pm25', 150, 200], ['pm25', 250, 300], ['pm25', 350, 400], ['pm25', 500, 500],
    ['pm10', 50, 50], ['pm10', 150, 100], ['pm10', 600, 500],
    ['so2', 50, 50], ['so2', 150, 100], ['so2', 2620, 500],
    ['no2', 40, 50], ['no2', 80, 100], ['no2', 940, 500],
    ['co', 2, 50], ['co', 4, 100], ['co', 60, 500],
    ['o3_1h', 160, 50], ['o3_1h', 200, 100], ['o3_1h', 1200, 500],
    ['o3_8h', 100, 50], ['o3_8h', 160, 100], ['o3_8h', 800, 300],
  ] as const)('%s at the breakpoint %d is %d', (pollutant, c, expected) => {
    expect(iaqi(pollutant, c)).toBe(expected);
  });

  it('interpolates between breakpoints and rounds up', () => {
    // PM2.5 55: 50 + (100-50)/(75-35) * (55-35) = 75.
    expect(iaqi('pm25', 55)).toBe(75);
    // PM2.5 36: 50 + 50/40 = 51.25 -> 52.
    expect(iaqi('pm25', 36)).toBe(52);
    // CO 2.1 mg/m³: 50 + 50/2 * 0.1 = 52.5 -> 53.
    expect(iaqi('co', 2.1)).toBe(53);
    expect(iaqi('pm25', 0)).toBe(0);
  });

  it('caps at 500 above the table, and gives the 8-hour O3 no index above 800', () => {
    expect(iaqi('pm25', 800)).toBe(500);
    expect(iaqi('o3_8h', 801)).toBeNull();
    expect(iaqi('pm25', null)).toBeNull();
    expect(iaqi('pm25', -1)).toBeNull();
  });
});

describe('daily AQI', () => {
  it('is the largest index, with the primary pollutant only above 50', () => {
    const day = dailyAqi({ ...none, pm25: 80, pm10: 120, so2: 10, no2: 30, co: 0.8, o3_1h: 120, o3_8h: 90 })!;
    // PM2.5 80: 100 + 50/40 * 5 = 106.25 -> 107; PM10 120: 50 + 0.5 * 70 = 85.
    expect(day.aqi).toBe(107);
    expect(day.primary).toEqual(['pm25']);
    expect(day.level).toMatchObject({ level: 'III', color: 'orange', en: 'Lightly polluted', zh: '轻度污染' });
    const clean = dailyAqi({ ...none, pm25: 20, pm10: 30 })!;
    expect(clean.aqi).toBe(Math.max(iaqi('pm25', 20)!, iaqi('pm10', 30)!));
    expect(clean.primary).toEqual([]);
    expect(clean.level.color).toBe('green');
  });

  it('names every pollutant that ties for the largest index', () => {
    const day = dailyAqi({ ...none, pm25: 75, pm10: 150 })!;
    expect(day.aqi).toBe(100);
    expect(day.primary).toEqual(['pm10', 'pm25']);
  });

  it('lets the 1-hour O3 stand for O3 when the 8-hour O3 is over 800', () => {
    const day = dailyAqi({ ...none, o3_8h: 850, o3_1h: 1100, pm25: 30 })!;
    expect(day.iaqi.o3_8h).toBeNull();
    expect(day.aqi).toBe(450);
    expect(day.primary).toEqual(['o3_1h']);
    expect(day.level.color).toBe('maroon');
  });

  it('has no AQI without any valid pollutant', () => {
    expect(dailyAqi(none)).toBeNull();
  });
});

describe('data validity (GB 3095-2012 table 4)', () => {
  const hours = (n: number, value = 10): (number | null)[] => Array.from({ length: 24 }, (_, i) => (i < n ? value : null));

  it('takes a 24-hour mean from 20 hours, not 19', () => {
    expect(dayMean(hours(20))).toBe(10);
    expect(dayMean(hours(19))).toBeNull();
  });

  it('takes the largest 8-hour moving mean from windows of 6 valid hours, needing 14 of them', () => {
    const day = Array.from({ length: 24 }, (_, i) => (i >= 12 && i < 20 ? 200 : 40));
    // The window of hours 12-19 is all 200.
    expect(dayMax8h(day)).toBe(200);
    // Hours 0-4 missing: the windows starting at 0, 1 and 2 have under 6 hours, 14 of 17 stay valid.
    const gappy = day.map((v, i) => (i < 5 ? null : v));
    expect(dayMax8h(gappy)).toBe(200);
    // Hours 0-5 missing: four windows fall out, 13 are too few.
    const tooGappy = day.map((v, i) => (i < 6 ? null : v));
    expect(dayMax8h(tooGappy)).toBeNull();
  });
});
