import { useTranslation } from 'react-i18next';
import { useStream } from '../../src/hooks/use-stream';
import type { DevicesLive, StreamState } from '../../streams';
import { devicesOfType, formatNumber, meanOf } from './device-values';
import { screenWeather$ } from './screen-streams';

/**
 * Local weather (POST /apiWeather): air temperature and humidity from the site's own weather
 * stations, today's forecast when the server has a forecast provider, and PM2.5 from the
 * air-quality stations among the devices the screen already watches. Without stations it says so.
 */
export function ScreenWeather({ state }: { state: StreamState<DevicesLive> }) {
  const { t } = useTranslation();
  const weather = useStream(screenWeather$());
  const pm25 = meanOf(devicesOfType(state.data, ['ES']), 'pm25');
  const current = weather.data?.current;
  const today = weather.data?.forecast.status === 'ok' ? weather.data.forecast.daily[0] : undefined;
  const hasStation = (weather.data?.stations.length ?? 0) > 0;
  if (!hasStation && !today && pm25 === null) {
    return <span className="screen-weather" data-testid="screen-weather">{weather.data ? t('screens.weather.none') : ''}</span>;
  }
  return (
    <span className="screen-weather" data-testid="screen-weather">
      <b>{t('screens.weather.title')}</b>
      {hasStation && <span>{t('screens.weather.airTemp')} {formatNumber(current?.air_temp ?? null)} °C</span>}
      {hasStation && <span>{t('screens.weather.humidity')} {formatNumber(current?.air_humidity ?? null, 0)} %</span>}
      {pm25 !== null && <span>{t('screens.weather.pm25')} {formatNumber(pm25, 0)} μg/m³</span>}
      {today && (
        <span data-testid="screen-forecast">
          {t('screens.weather.today')} <span data-user-data="">{today.textDay}</span> {formatNumber(today.tempMin, 0)}~{formatNumber(today.tempMax, 0)} °C
        </span>
      )}
    </span>
  );
}
