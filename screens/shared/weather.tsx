import { useTranslation } from 'react-i18next';
import type { DevicesLive, StreamState } from '../../streams';
import { devicesOfType, formatNumber, meanOf } from './device-values';

/**
 * Local weather from the site's own environment stations (ET weather and ES air-quality devices
 * the user sees): air temperature, humidity and PM2.5 as the mean of their latest values. No
 * outside weather service: the control room sees what its own stations measure.
 */
export function ScreenWeather({ state }: { state: StreamState<DevicesLive> }) {
  const { t } = useTranslation();
  const stations = devicesOfType(state.data, ['ET', 'ES']);
  if (stations.length === 0) {
    return <span className="screen-weather" data-testid="screen-weather">{state.data ? t('screens.weather.none') : ''}</span>;
  }
  const temp = meanOf(stations, 'air_temp');
  const humidity = meanOf(stations, 'air_humidity');
  const pm25 = meanOf(stations, 'pm25');
  return (
    <span className="screen-weather" data-testid="screen-weather">
      <b>{t('screens.weather.title')}</b>
      <span>{t('screens.weather.airTemp')} {formatNumber(temp)} °C</span>
      <span>{t('screens.weather.humidity')} {formatNumber(humidity, 0)} %</span>
      {pm25 !== null && <span>{t('screens.weather.pm25')} {formatNumber(pm25, 0)} μg/m³</span>}
    </span>
  );
}
