import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceSeries } from '../../../../api/prices';
import { USER_DATA, userDataCell } from '../../../../lib/user-data';

/**
 * A change in percent, red when prices rose and green when they fell (as Chinese markets colour them);
 * without a base, the quote that is missing in words.
 */
function Change({ value, kind }: { value: number | null; kind: 'sequential' | 'yoy' }) {
  const { t } = useTranslation();
  if (value === null) return <span>{t(kind === 'sequential' ? 'priceProduct.noSequential' : 'priceProduct.noYoy')}</span>;
  const color = value > 0 ? 'red' : value < 0 ? 'green' : 'default';
  return <Tag color={color}>{`${value > 0 ? '+' : ''}${value.toFixed(1)} %`}</Tag>;
}

/** The latest price of each shown series with its sequential and year-on-year change. */
export function PriceChanges({ series }: { series: PriceSeries[] }) {
  const { t } = useTranslation();
  const rows = series.map((s) => ({ key: `${s.product}\u0000${s.market}`, series: s, last: s.points.at(-1)! }));
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: t('priceProduct.series'), key: 'series', render: (_, r) => <span {...USER_DATA}>{`${r.series.product} · ${r.series.market}`}</span> },
    { title: t('priceProduct.latest'), key: 'latest', align: 'right', render: (_, r) => <span><b>{r.last.price.toFixed(2)}</b> <span {...USER_DATA}>{r.series.unit}</span></span> },
    { title: t('priceProduct.latestDate'), key: 'date', onCell: userDataCell, render: (_, r) => r.last.date },
    { title: t('priceProduct.sequential'), key: 'sequential', render: (_, r) => <Change value={r.last.sequential} kind="sequential" /> },
    { title: t('priceProduct.yoy'), key: 'yoy', render: (_, r) => <Change value={r.last.yoy} kind="yoy" /> },
  ];
  return <Table size="small" pagination={false} columns={columns} dataSource={rows} data-testid="price-changes" />;
}
