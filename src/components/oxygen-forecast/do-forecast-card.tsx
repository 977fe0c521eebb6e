import { useMemo } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestRefresh } from '../../../streams';
import { doForecast$ } from '../../../streams/do-forecast';
import { useStream } from '../../hooks/use-stream';
import type { XYSeries } from '../../lib/lttb';
import { ForecastSummary } from './forecast-summary';
import { NightCurve } from './night-curve';
import './oxygen-forecast-i18n';

/** Readings drawn before the forecast: the evening's fall, enough to see the curve continue it. */
const READINGS_BEFORE_MS = 6 * 3_600_000;

/**
 * A device's DO on the realtime page: its last hours of readings and, after the last one, tonight's
 * forecast dashed with the minimum's band, the low limit and the crossing hour, and the summary
 * line. Without a forecast nothing is drawn and a note says why (the server's words). Reads
 * `doForecast$` (GET /forecast/do, at most every 10 minutes).
 */
export function DoForecastCard({ deviceId, readings }: { deviceId: string; readings: XYSeries | undefined }) {
  const { t, i18n } = useTranslation();
  const state = useStream(useMemo(() => doForecast$(deviceId, i18n.language), [deviceId, i18n.language]));
  const forecast = state.data;
  const before = useMemo(() => {
    if (!forecast || !readings) return [];
    const out: { ts: number; value: number }[] = [];
    for (let i = 0; i < readings.xs.length; i++) {
      const ts = readings.xs[i];
      if (ts > forecast.asof || ts < forecast.asof - READINGS_BEFORE_MS || !Number.isFinite(readings.ys[i])) continue;
      out.push({ ts, value: readings.ys[i] });
    }
    return out;
  }, [forecast, readings]);

  let body: React.ReactNode;
  if (state.status === 'error') {
    body = <Alert type="error" showIcon title={t('oxygenForecast.loadFailed', { error: (state.error as Error)?.message ?? '' })} action={<Button size="small" onClick={requestRefresh}>{t('oxygenForecast.retry')}</Button>} />;
  } else if (!forecast) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (forecast.status !== 'ok') {
    body = (
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }} data-testid="forecast-not-drawn">
        {t('oxygenForecast.notDrawn')}
        <ForecastSummary forecast={forecast} />
      </Typography.Paragraph>
    );
  } else {
    body = (
      <Flex vertical gap={8}>
        <ForecastSummary forecast={forecast} />
        <NightCurve forecast={forecast} readings={before} width={800} height={220} ticks="hours" testId="realtime-forecast" />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('oxygenForecast.nights', { count: forecast.nights_used })}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Card title={t('oxygenForecast.title')} style={{ marginTop: 16 }} data-testid="realtime-do-forecast" data-status={forecast?.status ?? state.status}>
      {body}
    </Card>
  );
}
