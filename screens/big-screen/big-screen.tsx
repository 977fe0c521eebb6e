import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../src/hooks/use-stream';
import { AlarmTicker } from '../shared/alarm-ticker';
import { devicesOfType, figuresOf } from '../shared/device-values';
import { FigureTiles } from '../shared/figures';
import { WaterGauges } from '../shared/gauges';
import { Panel } from '../shared/panel';
import { ScreenDeviceMap } from '../shared/screen-device-map';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenStage } from '../shared/screen-stage';
import { screenAlarms$, screenDevices$, screenTrend$ } from '../shared/screen-streams';
import { TrendBody } from '../shared/trend-panel-body';
import { useRotation } from '../shared/use-rotation';
import { VideoTile } from '../shared/video-tile';
import { ScreenWeather } from '../shared/weather';
import '../shared/screens-i18n';

/**
 * Aquaculture overview across every base the user sees: device figures, the device map, live
 * water quality of one monitor at a time (rotating every 15 s), its 24 h trend, alarms and video.
 */
export default function BigScreen() {
  const { t } = useTranslation();
  const devices = useStream(screenDevices$());
  const alarms = useStream(screenAlarms$());
  const rows = useMemo(() => devices.data?.rows ?? [], [devices.data]);
  const monitors = useMemo(() => devicesOfType(devices.data, ['AW']), [devices.data]);
  const current = monitors[useRotation(monitors.length)];
  const trendIds = current ? `${current.device_id}:do,${current.device_id}:water_temp` : '';
  const trend = useStream(screenTrend$(trendIds));
  const figures = devices.data ? figuresOf(rows) : null;
  const name = current ? <span className="screen-sub" data-testid="rotating-device" data-user-data>{current.device_name}</span> : null;

  return (
    <ScreenStage testId="big-screen">
      <ScreenHeader title={t('screens.title.big')} weather={<ScreenWeather state={devices} />} />
      <div className="screen-grid">
        <Panel id="figures" title={t('screens.figures.title')} area={[1, 1, 3, 4]} states={[devices]}>
          <FigureTiles figures={figures} />
        </Panel>
        <Panel id="alarms" title={t('screens.alarms.title')} area={[1, 5, 3, 8]} states={[alarms]}>
          <AlarmTicker prompts={alarms.data} />
        </Panel>
        <Panel id="map" title={t('screens.map.title')} area={[4, 1, 6, 7]} states={[devices]}>
          <ScreenDeviceMap devices={rows} testId="screen-map" />
        </Panel>
        <Panel id="gauges" title={t('screens.gauges.title')} area={[4, 8, 6, 5]} states={[devices]} extra={name}>
          <WaterGauges device={current} />
        </Panel>
        <Panel id="trend" title={t('screens.trend.title')} area={[10, 1, 3, 6]} states={[trend]} extra={name}>
          <TrendBody state={trend} />
        </Panel>
        <Panel id="video" title={t('screens.video.title')} area={[10, 7, 3, 6]}>
          <VideoTile />
        </Panel>
      </div>
    </ScreenStage>
  );
}
