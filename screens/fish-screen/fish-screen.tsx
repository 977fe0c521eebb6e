import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../src/hooks/use-stream';
import { AlarmTicker } from '../shared/alarm-ticker';
import { devicesOfType, formatNumber, valueOf } from '../shared/device-values';
import { Panel, PanelEmpty } from '../shared/panel';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenStage } from '../shared/screen-stage';
import { screenAlarms$, screenDevices$, screenFeedings$, screenTrend$ } from '../shared/screen-streams';
import { FeedingLogBody } from './feeding-log-body';
import { TrendBody } from '../shared/trend-panel-body';
import { useRotation } from '../shared/use-rotation';
import { VideoTile } from '../shared/video-tile';
import { ScreenWeather } from '../shared/weather';
import '../shared/screens-i18n';

/** Feedings the panel lists, newest first (its height holds about this many rows). */
const FEEDINGS_SHOWN = 6;
/** Tonight's oxygen: [column, row, column span, row span], a third of the right column. */
const OXYGEN_AREA = [9, 5, 4, 4] as const;

// Loaded apart from the screen: statically imported, its forecast parts would lengthen the route
// table's preload lists, which are on /login's bundle (decisions, issue 35).
const OxygenPanel = lazy(() => import('./oxygen-panel').then((m) => ({ default: m.OxygenPanel })));

/**
 * One farm: the ponds (water-quality monitors) of the company of the first monitor the user sees
 * (a customer's own company) with DO, temperature and pH, the aerator switch of each, the current
 * pond's 24 h trend (rotating every 15 s), tonight's oxygen forecast per pond, video and alarms,
 * and the latest feedings of the production log.
 */
export default function FishScreen() {
  const { t } = useTranslation();
  const devices = useStream(screenDevices$());
  const alarms = useStream(screenAlarms$());
  const feedings = useStream(screenFeedings$(FEEDINGS_SHOWN));
  const ponds = useMemo(() => {
    const monitors = devicesOfType(devices.data, ['AW']);
    const farm = monitors[0]?.tenant_id;
    return monitors.filter((row) => row.tenant_id === farm);
  }, [devices.data]);
  const farm = useMemo(() => ponds.map((pond) => pond.device_id), [ponds]);
  const index = useRotation(ponds.length);
  const current = ponds[index];
  const trend = useStream(screenTrend$(current ? ['do', 'water_temp', 'ph'].map((k) => `${current.device_id}:${k}`).join(',') : ''));
  const name = current ? <span className="screen-sub" data-testid="rotating-device" data-user-data>{current.device_name}</span> : null;
  const none = devices.data && ponds.length === 0 ? <PanelEmpty text={t('screens.noData')} /> : null;

  return (
    <ScreenStage testId="fish-screen">
      <ScreenHeader title={t('screens.title.fish')} weather={<ScreenWeather state={devices} />} />
      <div className="screen-grid">
        <Panel id="ponds" title={t('screens.ponds.title')} area={[1, 1, 5, 7]} states={[devices]}>
          {none ?? (
            <table className="screen-table" data-testid="pond-table">
              <thead><tr><th /><th>{t('screens.ponds.do')}</th><th>{t('screens.ponds.temp')}</th><th>{t('screens.ponds.ph')}</th></tr></thead>
              <tbody>
                {ponds.slice(0, 10).map((pond, i) => (
                  <tr key={pond.device_id} className={i === index ? 'is-current' : undefined} data-pond={pond.device_id}>
                    <td data-user-data>{pond.device_name}</td>
                    <td className={pond.alarm !== 'normal' ? 'screen-bad' : undefined}>{formatNumber(valueOf(pond, 'do'), 2)}</td>
                    <td>{formatNumber(valueOf(pond, 'water_temp'))}</td>
                    <td>{formatNumber(valueOf(pond, 'ph'), 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel id="trend" title={t('screens.trend.title')} area={[1, 8, 5, 5]} states={[trend]} extra={name}>
          {none ?? <TrendBody state={trend} />}
        </Panel>
        <Panel id="aerators" title={t('screens.aerators.title')} area={[6, 1, 3, 7]} states={[devices]}>
          {none ?? (
            <table className="screen-table" data-testid="aerator-table">
              <tbody>
                {ponds.slice(0, 10).map((pond) => {
                  const state = valueOf(pond, 'aerator');
                  const label = state === null ? 'unknown' : state > 0 ? 'on' : 'off';
                  return (
                    <tr key={pond.device_id} data-aerator={label}>
                      <td data-user-data>{pond.device_name}</td>
                      <td className={label === 'on' ? 'screen-on' : 'screen-off'}>{t(`screens.aerators.${label}`)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel id="feeding" title={t('screens.feeding.title')} area={[6, 8, 3, 5]} states={[feedings]}>
          <FeedingLogBody state={feedings} />
        </Panel>
        <Panel id="video" title={t('screens.video.title')} area={[9, 1, 4, 4]}>
          <VideoTile />
        </Panel>
        <Suspense fallback={<Panel id="oxygen" title={t('screens.oxygen.title')} area={OXYGEN_AREA}><PanelEmpty text={t('screens.loading')} busy /></Panel>}>
          <OxygenPanel farm={farm} area={OXYGEN_AREA} />
        </Suspense>
        <Panel id="alarms" title={t('screens.alarms.title')} area={[9, 9, 4, 4]} states={[alarms]}>
          <AlarmTicker prompts={alarms.data} />
        </Panel>
      </div>
    </ScreenStage>
  );
}
