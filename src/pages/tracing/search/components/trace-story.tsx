import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicTrace } from '../../../../api/tracing';
import { USER_DATA } from '../../../../lib/user-data';
import { OriginMap } from './origin-map';
import { QualitySummary } from './quality-summary';
import { BatchProduction } from './batch-production';

/** One batch's story: picture, product and producer, origin on the map, dates, video, water quality and its production log. */
export function TraceStory({ trace }: { trace: PublicTrace }) {
  const { t } = useTranslation();
  const user = (value: string | null) => (value ? <span {...USER_DATA}>{value}</span> : null);
  const items = [
    ['brand', user(trace.brand_name)],
    ['producer', user(trace.producing_unit)],
    ['origin', user(trace.origin_address)],
    ['stocking', trace.stocking_date],
    ['delivery', trace.delivery_time],
    ['warranty', trace.warranty_months === null ? null : t('traceSearch.months', { count: trace.warranty_months })],
    ['sellingUnit', user(trace.selling_unit)],
    ['salesPhone', trace.sales_phone ? <a href={`tel:${trace.sales_phone.replace(/[^0-9+]/g, '')}`}>{trace.sales_phone}</a> : null],
    ['salesAddress', user(trace.sales_address)],
    ['note', user(trace.note)],
    ['link', trace.trace_link ? <a href={trace.trace_link} target="_blank" rel="noreferrer noopener" {...USER_DATA}>{trace.trace_link}</a> : null],
  ].filter(([, value]) => value !== null && value !== undefined);

  return (
    <Card data-testid="trace-story" styles={{ body: { padding: 16 } }} style={{ marginBottom: 16 }}>
      {trace.image_url && <img src={trace.image_url} alt={t('traceSearch.image')} data-testid="trace-story-image" style={{ width: '100%', borderRadius: 8, marginBottom: 12 }} />}
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="trace-story-product">
        {user(trace.product_name)}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('traceSearch.batch')}: <span {...USER_DATA}>{trace.batch_no}</span>
      </Typography.Text>
      <Descriptions column={1} size="small" style={{ marginTop: 12 }} items={items.map(([key, value]) => ({ key: key as string, label: t(`traceSearch.${key as string}`), children: value }))} />
      {trace.longitude !== null && trace.latitude !== null && (
        <section style={{ margin: '12px 0' }}>
          <Typography.Title level={5}>{t('traceSearch.map')}</Typography.Title>
          <OriginMap longitude={trace.longitude} latitude={trace.latitude} />
        </section>
      )}
      {trace.video_url && (
        <section style={{ margin: '12px 0' }}>
          <Typography.Title level={5}>{t('traceSearch.video')}</Typography.Title>
          <video src={trace.video_url} controls playsInline preload="metadata" style={{ width: '100%', borderRadius: 8 }} />
        </section>
      )}
      <QualitySummary quality={trace.quality} />
      {trace.production.map((history, i) => (
        <BatchProduction key={`${history.sold_on}-${i}`} history={history} />
      ))}
    </Card>
  );
}
