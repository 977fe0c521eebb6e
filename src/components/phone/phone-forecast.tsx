import { useTranslation } from 'react-i18next';
import type { DoForecast } from '../../api/forecast';
import { noForecastText, summaryText } from '../oxygen-forecast/forecast-words';
import './phone-home-words';

/**
 * Tonight's dissolved-oxygen forecast of one pond in a line (the console's words,
 * forecast-words.ts), marked when it falls below the low limit; or why there is none, in the
 * server's words. No curve: the phone's first load carries no chart.
 */
export function PhoneForecast({ forecast }: { forecast: DoForecast }) {
  const { t } = useTranslation();
  const text = summaryText(forecast, t);
  const crosses = text !== null && forecast.crosses_low_at !== null;
  return (
    <p
      data-testid="phone-forecast"
      data-status={forecast.status}
      data-crosses={crosses}
      style={{ margin: '8px 0 0', padding: '6px 8px', borderRadius: 6, background: crosses ? '#fff1f0' : '#f0f5ff', color: crosses ? '#820014' : 'rgba(0, 0, 0, 0.88)' }}
    >
      <strong>{t('phoneHome.forecast')}</strong>
      {': '}
      <span>{text ?? noForecastText(forecast, t)}</span>
    </p>
  );
}
