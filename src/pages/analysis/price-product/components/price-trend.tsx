import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Empty, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { priceProduct, type PriceSeries } from '../../../../api/prices';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import type { ChartSeries } from '../../../../components/charts/series-window';
import { colorAt } from '../../../../components/charts/palette';
import { useRequest } from '../../../../hooks/use-request';
import { PriceChanges } from './price-changes';

const DAY_FORMAT = 'YYYY-MM-DD';
/** The first view: the last year, whose year-on-year change reads the year before it. */
const DEFAULT_DAYS = 365;
const ALL = '';

const toChart = (series: PriceSeries[]): ChartSeries[] =>
  series.map((s, i) => ({
    id: `${s.product}\u0000${s.market}`,
    label: `${s.product} · ${s.market}`,
    // Units are the users' own words ("元/斤"): the axis would show them unmarked in either
    // language, so they appear in the tooltip and the table (marked) and the lines share one axis.
    unit: null,
    color: colorAt(i),
    data: {
      xs: Float64Array.from(s.points.map((p) => Date.parse(`${p.date}T00:00:00`))),
      ys: Float64Array.from(s.points.map((p) => p.price)),
    },
  }));

/**
 * The trend of a product at its markets over a range (POST /priceProduct): a line per market and
 * the latest change against the previous quote and a year before. `version` reloads it (after an import).
 */
export function PriceTrend({ version }: { version: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(DEFAULT_DAYS, 'day'), dayjs()]);
  const [product, setProduct] = useState<string | null>(null);
  const [market, setMarket] = useState(ALL);
  const request = useRequest((signal) => priceProduct({ start: range[0].format(DAY_FORMAT), end: range[1].format(DAY_FORMAT) }, { main: true, signal }));
  const { reload } = request;
  const mounted = useRef(false);
  useEffect(() => {
    // The first load is useRequest's own; a later version is an import that changed the prices.
    if (mounted.current) reload();
    mounted.current = true;
  }, [version, reload]);

  const all = useMemo(() => request.data?.series ?? [], [request.data]);
  const products = useMemo(() => [...new Set(all.map((s) => s.product))], [all]);
  // One product at a time by default: its markets share a unit, so the lines share an axis.
  const shownProduct = product ?? products[0] ?? ALL;
  const markets = useMemo(() => [...new Set(all.filter((s) => !shownProduct || s.product === shownProduct).map((s) => s.market))], [all, shownProduct]);
  const shown = useMemo(
    () => all.filter((s) => (!shownProduct || s.product === shownProduct) && (!market || s.market === market)),
    [all, shownProduct, market],
  );
  const chart = useMemo(() => toChart(shown), [shown]);
  const units = useMemo(() => new Map(shown.map((s) => [`${s.product}\u0000${s.market}`, s.unit])), [shown]);

  return (
    <div data-testid="price-trend">
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('priceProduct.range')}
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setRange([v[0], v[1]]);
              request.reload();
            }
          }}
          data-testid="price-range"
        />
        <Select
          aria-label={t('priceProduct.product')}
          style={{ minWidth: 160 }}
          value={shownProduct}
          onChange={(v) => {
            setProduct(v);
            setMarket(ALL);
          }}
          options={[{ value: ALL, label: t('priceProduct.allProducts') }, ...products.map((p) => ({ value: p, label: <span data-user-data="">{p}</span> }))]}
          data-testid="price-product-select"
        />
        <Select
          aria-label={t('priceProduct.market')}
          style={{ minWidth: 200 }}
          value={market}
          onChange={setMarket}
          options={[{ value: ALL, label: t('priceProduct.allMarkets') }, ...markets.map((m) => ({ value: m, label: <span data-user-data="">{m}</span> }))]}
          data-testid="price-market-select"
        />
        <Button onClick={request.reload}>{t('priceProduct.refresh')}</Button>
      </Space>
      {request.status === 'error' && (
        <Alert type="error" showIcon title={request.error?.message || t('priceProduct.loadFailed')} action={<Button size="small" onClick={request.reload}>{t('priceProduct.retry')}</Button>} />
      )}
      {request.status === 'loading' && !request.data && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {request.status !== 'error' && request.data && shown.length === 0 && <Empty description={t('priceProduct.empty')} data-testid="price-trend-empty" />}
      {shown.length > 0 && (
        <Spin spinning={request.status === 'loading'}>
          <TimeSeriesChart series={chart} height={320} zoomable={false} formatValue={(v, s) => `${v.toFixed(2)} ${units.get(s.id) ?? ''}`} testId="price-chart" />
          <PriceChanges series={shown} />
        </Spin>
      )}
    </div>
  );
}
