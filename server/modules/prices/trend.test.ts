import { describe, expect, it } from 'vitest';
import { buildSeries } from './trend';

const row = (date: string, price: number, product = '南美白对虾', market = '湖州') => ({ product, market, unit: '元/斤', date, price });

describe('buildSeries', () => {
  it('answers the range only, with sequential and year-on-year change from the rows before it', () => {
    const [series] = buildSeries([row('2025-03-03', 20), row('2026-02-23', 22), row('2026-03-02', 24.2)], '2026-03-01');
    expect(series.points).toEqual([{ date: '2026-03-02', price: 24.2, sequential: 10, yoy: 21 }]);
  });

  it('averages a day with several quotes and keeps products and markets apart', () => {
    const series = buildSeries([row('2026-03-02', 10), row('2026-03-02', 12), row('2026-03-02', 5, '番茄', '寿光')], '2026-01-01');
    expect(series.map((s) => [s.product, s.points[0].price])).toEqual([['南美白对虾', 11], ['番茄', 5]]);
  });

  it('has no base without a previous quote or a quote near a year before', () => {
    const [series] = buildSeries([row('2025-02-01', 20), row('2026-03-02', 24)], '2026-03-01');
    expect(series.points[0]).toMatchObject({ sequential: 20, yoy: null });
    const [only] = buildSeries([row('2026-03-02', 24)], '2026-03-01');
    expect(only.points[0]).toMatchObject({ sequential: null, yoy: null });
  });
});
