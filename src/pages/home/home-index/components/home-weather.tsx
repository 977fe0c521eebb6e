import { useMemo } from 'react';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStaleSince, weather$ } from '../../../../../streams';
import { useStream } from '../../../../hooks/use-stream';
import type { ForecastDay, WeatherResult } from '../../../../api/weather';
import '../home-index-i18n';

/** Days of the forecast the card has room for. */
const FORECAST_DAYS = 3;

const number = (value: number | null, digits = 1) => (value === null ? '--' : value.toFixed(digits));

/** A setting's name in the server's message (QWEATHER_KEY) reads the same in both languages: shown as code. */
const SETTING_NAME = /([A-Z][A-Z0-9]*_[A-Z0-9_]+)/;
function MessageText({ text }: { text: string }) {
  return text.split(SETTING_NAME).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The stations' current conditions: what they report, or that there is no station. */
function Now({ data }: { data: WeatherResult }) {
  const { t } = useTranslation();
  const now = data.current;
  if (data.stations.length === 0) return <Typography.Text type="secondary" data-testid="home-weather-now" data-state="none">{t('homeIndex.weather.noStation')}</Typography.Text>;
  const figures = [
    { key: 'airTemp', value: now.air_temp, unit: '°C', digits: 1 },
    { key: 'humidity', value: now.air_humidity, unit: '%', digits: 0 },
    { key: 'wind', value: now.wind_speed, unit: 'm/s', digits: 1 },
    { key: 'rain', value: now.rainfall, unit: 'mm', digits: 1 },
  ].filter((f) => f.value !== null);
  return (
    <Flex wrap gap="4px 16px" align="baseline" data-testid="home-weather-now" data-state="stations">
      {figures.map((f) => (
        <span key={f.key}>
          <Typography.Text type="secondary">{t(`homeIndex.weather.${f.key}`)} </Typography.Text>
          <b>{number(f.value, f.digits)}</b> {f.unit}
        </span>
      ))}
      {figures.length === 0 && <Typography.Text type="secondary">{t('homeIndex.weather.noReading')}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('homeIndex.weather.stations', { count: data.stations.length })}</Typography.Text>
    </Flex>
  );
}

function Day({ day, index }: { day: ForecastDay; index: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{index === 0 ? t('homeIndex.weather.today') : day.fxDate.slice(5)}</Typography.Text>
      {/* The provider's wording, in the caller's language as it words it. */}
      <span data-user-data="">{day.textDay}</span>
      <span>{number(day.tempMin, 0)}~{number(day.tempMax, 0)} °C</span>
    </Flex>
  );
}

/** The provider's next days, or why there are none (not configured, no place, the provider's refusal). */
function Forecast({ data }: { data: WeatherResult }) {
  const forecast = data.forecast;
  if (forecast.status !== 'ok' || forecast.daily.length === 0) {
    return <Typography.Text type="secondary" data-testid="home-forecast" data-status={forecast.status}>{forecast.message && <MessageText text={forecast.message} />}</Typography.Text>;
  }
  return (
    <Flex gap={8} data-testid="home-forecast" data-status="ok">
      {forecast.daily.slice(0, FORECAST_DAYS).map((day, i) => <Day key={day.fxDate} day={day} index={i} />)}
    </Flex>
  );
}

/**
 * The home page's weather: the caller's weather stations now and the next days' forecast, from the
 * same POST /apiWeather stream the big screens' weather panels read.
 */
export function HomeWeather() {
  const { t, i18n } = useTranslation();
  const weather = useStream(useMemo(() => weather$(), []));
  const place = weather.data?.location?.name;
  return (
    <Card size="small" title={t('homeIndex.weather.title')} extra={place ? <span data-user-data="">{place}</span> : null} data-testid="home-weather" data-status={weather.status}>
      {weather.status === 'error' ? (
        <Alert type="error" showIcon title={t('homeIndex.loadFailed', { error: (weather.error as Error)?.message ?? '' })} />
      ) : !weather.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={8}>
          <Now data={weather.data} />
          <Forecast data={weather.data} />
          {weather.status === 'stale' && weather.staleSince !== null && <Typography.Text type="warning">{formatStaleSince(weather.staleSince, i18n.language)}</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}
