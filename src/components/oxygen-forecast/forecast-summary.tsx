import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoForecast } from '../../api/forecast';
import { noForecastText, summaryText } from './forecast-words';

/**
 * Tonight's forecast in one line, or why there is none (too few nights, no recent readings) in
 * the server's words: a pond without a forecast says so rather than showing a guess.
 */
export function ForecastSummary({ forecast, className }: { forecast: DoForecast; className?: string }) {
  const { t } = useTranslation();
  const text = summaryText(forecast, t);
  if (text === null) {
    return (
      <Typography.Text type="secondary" className={className} data-testid="forecast-none" data-status={forecast.status}>
        {noForecastText(forecast, t)}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text className={className} type={forecast.crosses_low_at !== null ? 'warning' : undefined} data-testid="forecast-summary" data-crosses={forecast.crosses_low_at !== null}>
      {text}
    </Typography.Text>
  );
}
