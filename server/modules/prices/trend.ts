import type { PriceSeries } from '../../../shared/contract/api/prices';

/** A weekly quote a year back falls within this many days of the same calendar day. */
export const YOY_TOLERANCE_DAYS = 4;
const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;

export interface TrendInput {
  product: string;
  market: string;
  unit: string;
  date: string;
  price: number;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** Percent change, one decimal; null without a base. */
const change = (now: number, before: number | undefined) => (before === undefined || before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);

/**
 * Series per product and market (a day's several quotes averaged), oldest first, with each
 * point's change against the previous quote (sequential) and against the quote closest to one year
 * before (year on year). `rows` may start up to a year before `start`, so the first points of the
 * range have their bases; only points from `start` on are answered.
 */
export function buildSeries(rows: TrendInput[], start: string): PriceSeries[] {
  const groups = new Map<string, { product: string; market: string; unit: string; days: Map<string, number[]> }>();
  for (const row of rows) {
    const key = `${row.product}\u0000${row.market}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { product: row.product, market: row.market, unit: row.unit, days: new Map() }));
    const list = group.days.get(row.date) ?? [];
    list.push(row.price);
    group.days.set(row.date, list);
  }
  const series: PriceSeries[] = [];
  for (const group of groups.values()) {
    const days = [...group.days.entries()]
      .map(([date, prices]) => ({ date, day: dayNumber(date), price: Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 100) / 100 }))
      .sort((a, b) => a.day - b.day);
    const points = days.flatMap((point, i) => {
      if (point.date < start) return [];
      const yearAgo = closest(days, point.day - YEAR_DAYS, i);
      return [{ date: point.date, price: point.price, sequential: change(point.price, days[i - 1]?.price), yoy: change(point.price, yearAgo) }];
    });
    if (points.length > 0) series.push({ product: group.product, market: group.market, unit: group.unit, points });
  }
  return series.sort((a, b) => a.product.localeCompare(b.product) || a.market.localeCompare(b.market));
}

/** The price of the point nearest `target` among points before index `before`, within the tolerance. */
function closest(days: Array<{ day: number; price: number }>, target: number, before: number): number | undefined {
  let best: { distance: number; price: number } | undefined;
  for (let i = before - 1; i >= 0; i--) {
    const distance = Math.abs(days[i].day - target);
    if (days[i].day < target - YOY_TOLERANCE_DAYS) break;
    if (distance <= YOY_TOLERANCE_DAYS && (!best || distance < best.distance)) best = { distance, price: days[i].price };
  }
  return best?.price;
}
