import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../src/hooks/use-stream';
import { AlarmTicker } from '../shared/alarm-ticker';
import { devicesOfType } from '../shared/device-values';
import { Panel, PanelEmpty } from '../shared/panel';
import { ScreenDeviceMap } from '../shared/screen-device-map';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenStage } from '../shared/screen-stage';
import { DAY_MS, screenAlarms$, screenDevices$, screenInsects$, screenPrices$, screenTrend$ } from '../shared/screen-streams';
import { TrendBody } from '../shared/trend-panel-body';
import { useRotation } from '../shared/use-rotation';
import { ValueTiles } from '../shared/value-tiles';
import { ScreenWeather } from '../shared/weather';
import '../shared/screens-i18n';
import { PricePanelBody } from './price-panel-body';
import { InsectPanelBody } from './insect-panel-body';

/** The price panel shows the last half year of weekly quotes. */
const PRICE_DAYS = 182;

const CLIMATE = [
  { key: 'air_temp', label: 'screens.climate.airTemp' },
  { key: 'air_humidity', label: 'screens.climate.humidity', digits: 0 },
  { key: 'light', label: 'screens.climate.light', digits: 0 },
  { key: 'co2', label: 'screens.climate.co2', digits: 0 },
];
const SOIL = [
  { key: 'soil_moisture', label: 'screens.soil.moisture' },
  { key: 'soil_temp', label: 'screens.soil.temp' },
];

/**
 * Greenhouse agriculture: one greenhouse monitor at a time (rotating every 15 s) with its soil
 * moisture and temperature (now and 24 h) and climate; the map; alarms; market prices per product
 * (rotating) from the price lists. A panel without a data source says so and shows nothing invented.
 */
export default function AgricultureScreen() {
  const { t } = useTranslation();
  const devices = useStream(screenDevices$());
  const alarms = useStream(screenAlarms$());
  const houses = useMemo(() => devicesOfType(devices.data, ['AG']), [devices.data]);
  const sites = useMemo(() => devicesOfType(devices.data, ['AG', 'ES', 'ET', 'EYZ']), [devices.data]);
  const current = houses[useRotation(houses.length)];
  const soilTrend = useStream(screenTrend$(current ? `${current.device_id}:soil_moisture,${current.device_id}:soil_temp` : ''));
  const name = current ? <span className="screen-sub" data-testid="rotating-device" data-user-data>{current.device_name}</span> : null;
  const prices = useStream(screenPrices$(PRICE_DAYS));
  const insects = useStream(screenInsects$());
  const priceProduct = useRotation(new Set(prices.data?.series.map((x) => x.product)).size);
  const none = devices.data && houses.length === 0 ? <PanelEmpty text={t('screens.noData')} /> : null;

  return (
    <ScreenStage testId="agriculture-screen">
      <ScreenHeader title={t('screens.title.agriculture')} weather={<ScreenWeather state={devices} />} />
      <div className="screen-grid">
        <Panel id="soil" title={t('screens.soil.title')} area={[1, 1, 5, 7]} states={[soilTrend, devices]} extra={name}>
          {none ?? (
            <div style={{ display: 'grid', gridTemplateRows: '110px 1fr', height: '100%', gap: 10 }}>
              <ValueTiles device={current} items={SOIL} />
              <div style={{ position: 'relative' }}><TrendBody state={soilTrend} /></div>
            </div>
          )}
        </Panel>
        <Panel id="climate" title={t('screens.climate.title')} area={[1, 8, 5, 5]} states={[devices]} extra={name}>
          {none ?? <ValueTiles device={current} items={CLIMATE} />}
        </Panel>
        <Panel id="map" title={t('screens.map.title')} area={[6, 1, 4, 8]} states={[devices]}>
          <ScreenDeviceMap devices={sites} testId="screen-map" />
        </Panel>
        <Panel id="alarms" title={t('screens.alarms.title')} area={[6, 9, 4, 4]} states={[alarms]}>
          <AlarmTicker prompts={alarms.data} />
        </Panel>
        <Panel id="insects" title={t('screens.insects.title')} area={[10, 1, 3, 6]} states={[insects]}>
          <InsectPanelBody state={insects} />
        </Panel>
        <Panel id="price" title={t('screens.price.title')} area={[10, 7, 3, 6]} states={[prices]}>
          <PricePanelBody state={prices} index={priceProduct} from={(prices.updatedAt ?? 0) - PRICE_DAYS * DAY_MS} />
        </Panel>
      </div>
    </ScreenStage>
  );
}
