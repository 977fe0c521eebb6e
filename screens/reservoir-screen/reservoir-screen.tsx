import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../src/hooks/use-stream';
import { AlarmTicker } from '../shared/alarm-ticker';
import { devicesOfType, paramOf } from '../shared/device-values';
import { drawBars, drawTimeLines } from '../shared/draw';
import { hourlyMeans, levelFlows } from '../shared/hourly';
import { Panel, PanelEmpty } from '../shared/panel';
import { ScreenDeviceMap } from '../shared/screen-device-map';
import { ScreenCanvas } from '../shared/screen-canvas';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenStage } from '../shared/screen-stage';
import { DAY_MS, screenAlarms$, screenDevices$, screenTrend$ } from '../shared/screen-streams';
import { TrendBody } from '../shared/trend-panel-body';
import { useRotation } from '../shared/use-rotation';
import { ScreenWeather } from '../shared/weather';
import '../shared/screens-i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reservoir water regime: one level-and-rain station at a time (rotating every 15 s) with its water
 * level against the flood-limit line (the parameter's configured max), hourly rainfall, inflow and
 * outflow derived from the level change, every station on the map, and active alarms.
 */
export default function ReservoirScreen() {
  const { t } = useTranslation();
  const devices = useStream(screenDevices$());
  const alarms = useStream(screenAlarms$());
  const stations = useMemo(() => devicesOfType(devices.data, ['EWL', 'ES', 'ET']), [devices.data]);
  const gauges = useMemo(() => devicesOfType(devices.data, ['EWL']), [devices.data]);
  const current = gauges[useRotation(gauges.length)];
  const id = current?.device_id;
  const levelState = useStream(screenTrend$(id ? `${id}:water_level` : ''));
  const rainState = useStream(screenTrend$(id ? `${id}:rainfall` : ''));
  const floodLimit = paramOf(current, 'water_level')?.max ?? null;
  const marks = useMemo(() => (floodLimit === null ? [] : [{ value: floodLimit, color: '#ff5b5b', label: t('screens.level.limit') }]), [floodLimit, t]);
  const name = current ? <span className="screen-sub" data-testid="rotating-device" data-user-data>{current.device_name}</span> : null;

  const at = rainState.updatedAt ?? levelState.updatedAt ?? 0;
  const rain = useMemo(() => hourlyMeans(rainState.data?.series[0]?.points ?? [], at), [rainState.data, at]);
  const drawRain = useCallback(
    (ctx: CanvasRenderingContext2D, w: number, h: number) =>
      drawBars(ctx, w, h, rain.map((r) => ({ label: `${pad(new Date(r.hour).getHours())}`, value: r.value ?? 0 })), '#23d5ff'),
    [rain],
  );
  const flows = useMemo(() => levelFlows(hourlyMeans(levelState.data?.series[0]?.points ?? [], at)), [levelState.data, at]);
  const flowLines = useMemo(() => [
    { label: `${t('screens.flow.inflow')} (m/h)`, color: '#39e08a', points: flows.inflow },
    { label: `${t('screens.flow.outflow')} (m/h)`, color: '#ffb020', points: flows.outflow },
  ], [flows, t]);
  const drawFlow = useCallback(
    (ctx: CanvasRenderingContext2D, w: number, h: number) => drawTimeLines(ctx, w, h - 16, at - DAY_MS, at, flowLines),
    [flowLines, at],
  );
  const noStation = devices.data && gauges.length === 0 ? <PanelEmpty text={t('screens.noData')} /> : null;

  return (
    <ScreenStage testId="reservoir-screen">
      <ScreenHeader title={t('screens.title.reservoir')} weather={<ScreenWeather state={devices} />} />
      <div className="screen-grid">
        <Panel id="level" title={t('screens.level.title')} area={[1, 1, 5, 6]} states={[levelState, devices]} extra={name}>
          {noStation ?? <TrendBody state={levelState} marks={marks} />}
        </Panel>
        <Panel id="rain" title={t('screens.rain.title')} area={[1, 7, 5, 6]} states={[rainState]} extra={name}>
          {noStation ?? (rainState.data ? <ScreenCanvas draw={drawRain} testId="rain-canvas" /> : <PanelEmpty text={t('screens.loading')} busy />)}
        </Panel>
        <Panel id="map" title={t('screens.map.reservoir')} area={[6, 1, 4, 7]} states={[devices]}>
          <ScreenDeviceMap devices={stations} testId="screen-map" />
        </Panel>
        <Panel id="flow" title={t('screens.flow.title')} area={[6, 8, 4, 5]} states={[levelState]} extra={name}>
          {noStation ?? (levelState.data ? <ScreenCanvas draw={drawFlow} testId="flow-canvas" /> : <PanelEmpty text={t('screens.loading')} busy />)}
          <div className="screen-note">{t('screens.flow.note')}</div>
        </Panel>
        <Panel id="alarms" title={t('screens.alarms.title')} area={[10, 1, 3, 12]} states={[alarms]}>
          <AlarmTicker prompts={alarms.data} />
        </Panel>
      </div>
    </ScreenStage>
  );
}
