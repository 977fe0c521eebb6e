import { useTranslation } from 'react-i18next';
import type { PondForecast } from '../../shared/contract/api/forecast';
import type { StreamState } from '../../streams';
import { forecastClock, mgL, noForecastText } from '../../src/components/oxygen-forecast/forecast-words';
import { NightCurve } from '../../src/components/oxygen-forecast/night-curve';
import { crosses } from '../../src/components/oxygen-forecast/pond-order';
import { PanelEmpty } from '../shared/panel';

/** The curve's drawing size in a table cell (it scales to the cell's width). */
const CURVE = { width: 160, height: 26 };

function Row({ pond }: { pond: PondForecast }) {
  const { t } = useTranslation();
  const { forecast } = pond;
  const warn = crosses(pond);
  const clock = forecastClock(forecast);
  return (
    <tr data-oxygen-pond={pond.device_id} data-crossing={warn}>
      <td data-user-data>{pond.device_name}</td>
      <td>{pond.live ? mgL(pond.live.value) : '--'}</td>
      {forecast.status === 'ok' && forecast.min ? (
        <>
          <td className={warn ? 'screen-warn' : undefined}>
            {mgL(forecast.min.value)}
            <span className="screen-sub"> {clock(forecast.min.ts)}</span>
          </td>
          <td className={warn ? 'screen-warn' : 'screen-sub'}>{forecast.crosses_low_at !== null ? clock(forecast.crosses_low_at) : t('screens.oxygen.never')}</td>
          <td style={{ width: '30%' }}>
            <NightCurve forecast={forecast} readings={pond.live ? [pond.live] : []} {...CURVE} theme="dark" ticks="none" testId="screen-night-curve" />
          </td>
        </>
      ) : (
        <td colSpan={3} className="screen-sub">{noForecastText(forecast, t)}</td>
      )}
    </tr>
  );
}

/**
 * The fish screen's "tonight's oxygen" panel: each pond's live DO, tonight's forecast minimum and
 * its time, the hour it falls below the low limit (in the warning colour) and a small curve,
 * ponds crossing first. `ponds` are already ordered and cut to what the panel holds.
 */
export function OxygenForecastBody({ state, ponds }: { state: StreamState<PondForecast[]>; ponds: readonly PondForecast[] }) {
  const { t } = useTranslation();
  if (!state.data) return <PanelEmpty text={state.status === 'error' ? t('screens.noData') : t('screens.loading')} busy={state.status !== 'error'} />;
  if (ponds.length === 0) return <PanelEmpty text={t('screens.oxygen.none')} />;
  return (
    <table className="screen-table" data-testid="oxygen-table">
      <thead>
        <tr>
          <th />
          <th>{t('screens.oxygen.live')}</th>
          <th>{t('screens.oxygen.min')}</th>
          <th>{t('screens.oxygen.below')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {ponds.map((pond) => <Row key={pond.device_id} pond={pond} />)}
      </tbody>
    </table>
  );
}
