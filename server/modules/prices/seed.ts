import { registerSeedStep } from '../../db/seed';
import { SEED_COMPANIES } from '../../db/seed-data';
import { insertPrices, type PriceValues } from './repository';
import './tables';

/** Two years of weekly quotes (and the current week). */
export const DEMO_PRICE_WEEKS = 105;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Prices rise this much a year, so the year-on-year change of the demo is visible. */
const YEARLY_RISE = 0.05;

interface DemoSeries { product: string; variety: string; market: string; unit: string; base: number; swing: number; phase: number }

/** The farms' products (shrimp, perch, crab, tomato) as the markets near the demo sites quote them. */
const DEMO_SERIES: DemoSeries[] = [
  { product: '对虾', variety: '南美白对虾', market: '湖州水产批发市场', unit: '元/斤', base: 28, swing: 0.15, phase: 0 },
  { product: '对虾', variety: '南美白对虾', market: '杭州农副产品物流中心', unit: '元/斤', base: 30, swing: 0.12, phase: 0.4 },
  { product: '鲈鱼', variety: '加州鲈', market: '湖州水产批发市场', unit: '元/斤', base: 19, swing: 0.1, phase: 1.2 },
  { product: '河蟹', variety: '中华绒螯蟹', market: '湖州水产批发市场', unit: '元/斤', base: 55, swing: 0.25, phase: 2.4 },
  { product: '番茄', variety: '粉果', market: '寿光农产品物流园', unit: '元/公斤', base: 5.2, swing: 0.3, phase: 3.6 },
  { product: '番茄', variety: '粉果', market: '北京新发地市场', unit: '元/公斤', base: 6.1, swing: 0.28, phase: 3.9 },
];

/** A fixed pseudo-random wobble in [-1, 1] per series and week, so every machine seeds the same curve shape. */
const wobble = (seed: number) => {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};

/** Monday of the current week (UTC), the newest quote day. */
function thisMonday(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  return today - weekday * DAY_MS;
}

/** The demo price list of one company: every series, one quote a week for DEMO_PRICE_WEEKS weeks up to this week. */
export function demoPrices(tenantId: number, now = Date.now()): PriceValues[] {
  const newest = thisMonday(now);
  return DEMO_SERIES.flatMap((series, s) =>
    Array.from({ length: DEMO_PRICE_WEEKS }, (_, w) => {
      const at = newest - (DEMO_PRICE_WEEKS - 1 - w) * WEEK_MS;
      const season = Math.sin((2 * Math.PI * w) / 52 + series.phase);
      const price = series.base * (1 + series.swing * season) * (1 + (YEARLY_RISE * w) / 52) * (1 + 0.03 * wobble(s * 1000 + w));
      return {
        tenant_id: tenantId,
        product: series.product,
        variety: series.variety,
        market: series.market,
        unit: series.unit,
        price: Math.round(price * 100) / 100,
        day: new Date(at).toISOString().slice(0, 10),
        source: '市场周报',
      };
    }),
  );
}

// Every demo company follows the same markets, inside the seed transaction after companies.
registerSeedStep(async (trx) => {
  const names = new Set(SEED_COMPANIES.map((c) => c.name));
  const companies = await trx.selectFrom('companies').select(['id', 'name']).orderBy('id').execute();
  for (const company of companies.filter((c) => names.has(c.name))) await insertPrices(trx, demoPrices(company.id));
});
