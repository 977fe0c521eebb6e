import { useState } from 'react';
import { Card, Empty, Flex, Radio, Select, Space, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchBacktest, fetchPondForecasts } from '../../../api/forecast';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useRequest } from '../../../hooks/use-request';
import { USER_DATA } from '../../../lib/user-data';
import { BacktestChart } from './backtest-chart';
import { BacktestTable } from './backtest-table';
import './forecast-i18n';

/** The periods a farmer compares over: a week, a month, a season. */
const WINDOWS = [7, 30, 90] as const;
type Days = (typeof WINDOWS)[number];

/**
 * /operation/forecast: per pond, each past night's 20:00 forecast of the minimum DO against the
 * night's lowest reading, on a chart and in a table, with the mean absolute error, so a farmer
 * can judge whether to trust tonight's forecast (GET /forecast/do/backtest).
 */
export default function ForecastPage() {
  const { t } = useTranslation();
  const ponds = useRequest((signal) => fetchPondForecasts({ signal }));
  const [picked, setPicked] = useState<string | null>(null);
  const [days, setDays] = useState<Days>(30);
  const deviceId = picked ?? ponds.data?.[0]?.device_id ?? null;
  const result = useRequest((signal) => (deviceId ? fetchBacktest({ device_id: deviceId, days }, { signal }) : Promise.resolve(null)), `${deviceId}|${days}`);
  const backtest = result.data?.device_id === deviceId ? result.data : null;
  const nights = backtest?.nights ?? [];

  let body: React.ReactNode;
  if (ponds.status === 'error') body = <LoadErrorAlert message={ponds.error?.message || t('opForecast.pondsFailed')} onRetry={ponds.reload} />;
  else if (!ponds.data) body = <Spin />;
  else if (ponds.data.length === 0) body = <Empty description={t('opForecast.noPonds')} data-testid="forecast-no-ponds" />;
  else if (result.status === 'error') body = <LoadErrorAlert message={result.error?.message || t('opForecast.loadFailed')} onRetry={result.reload} />;
  else if (!backtest) body = <Spin />;
  else if (nights.length === 0) body = <Empty description={t('opForecast.empty')} data-testid="forecast-empty" />;
  else {
    body = (
      <Flex vertical gap={16}>
        <Space size={32} align="end">
          <Statistic
            title={t('opForecast.mae')}
            value={backtest.mae === null ? t('opForecast.maeNone') : backtest.mae.toFixed(2)}
            suffix={backtest.mae === null ? undefined : 'mg/L'}
            data-testid="backtest-mae"
          />
          <Typography.Text type="secondary" data-testid="backtest-scored">{t('opForecast.scored', { count: backtest.nights_scored })}</Typography.Text>
        </Space>
        <BacktestChart nights={nights} />
        <BacktestTable nights={nights} loading={result.status === 'loading'} />
      </Flex>
    );
  }

  return (
    <Card title={t('opForecast.title')} data-testid="forecast-page">
      <Typography.Paragraph type="secondary">{t('opForecast.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('opForecast.pond')}</span>
        <Select<string>
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 240 }}
          placeholder={t('opForecast.pickPond')}
          aria-label={t('opForecast.pond')}
          data-testid="forecast-pond"
          // Pond names are user data; the placeholder is still the interface's (src/lib/user-data.ts).
          data-user-data
          loading={ponds.status === 'loading'}
          value={deviceId ?? undefined}
          onChange={setPicked}
          options={(ponds.data ?? []).map((p) => ({ value: p.device_id, label: `${p.device_name} (${p.device_id})` }))}
          optionRender={(option) => <span {...USER_DATA}>{option.label}</span>}
        />
        <span>{t('opForecast.window')}</span>
        <Radio.Group value={days} onChange={(e) => setDays(e.target.value as Days)} optionType="button" options={WINDOWS.map((n) => ({ value: n, label: t('opForecast.days', { n }) }))} />
      </Space>
      {body}
    </Card>
  );
}
