import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { devicesStatus$, formatStaleSince } from '../../../../streams';
import DeviceMap, { type DeviceMapHandle } from '../../../../scenes/device-map/device-map';
import { siteFeatures } from '../../../../scenes/device-map/site-features';
import { fitDevices, type MapViewState } from '../../../../scenes/device-map/view';
import { fetchSites } from '../../../api/sites';
import { DevicePanel } from '../../../components/device-panel/device-panel';
import { useStream } from '../../../hooks/use-stream';
import { useRequest } from '../../../hooks/use-request';
import { DeviceList } from './components/device-list';
import { MapFilters } from './components/map-filters';
import { MapTooltip } from './components/map-tooltip';
import { useDeviceBuffers, type DeviceFilter } from '../../../../scenes/device-map/use-device-buffers';
import { installMapProbe } from './components/map-probe';
import './map-index-i18n';

const FLY_ZOOM = 16;
const EMPTY_FILTER: DeviceFilter = { text: '', types: [], statuses: [] };

/**
 * Map index (route `map`, 2001): every device the user may see on the offline basemap with the
 * sites' layouts, coloured live by status, filterable, with hover values, fly-to and the device panel.
 */
export default function MapIndexPage() {
  const { t, i18n } = useTranslation();
  const devices = useStream(useMemo(() => devicesStatus$(), []));
  const sites = useRequest(() => fetchSites());
  const [filter, setFilter] = useState<DeviceFilter>(EMPTY_FILTER);
  const all = useMemo(() => devices.data?.rows ?? [], [devices.data]);
  const model = useDeviceBuffers(all, filter);
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [focus, setFocus] = useState<(MapViewState & { key: number }) | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [initialView, setInitialView] = useState<MapViewState | null>(null);
  const handle = useRef<DeviceMapHandle | null>(null);

  // The first view fits every device once they are known; later data never moves the map.
  useEffect(() => {
    if (initialView || !devices.data || !box.current) return;
    setInitialView(fitDevices(model.buffers, box.current.clientWidth, box.current.clientHeight));
  }, [devices.data, initialView, model.buffers]);

  const features = useMemo(() => siteFeatures(sites.data?.rows ?? []), [sites.data]);
  const rowsRef = useRef(model.rows);
  rowsRef.current = model.rows;
  const flyTo = useCallback((index: number) => {
    const row = rowsRef.current[index];
    if (!row || row.longitude === null || row.latitude === null) return;
    setFocus({ longitude: row.longitude, latitude: row.latitude, zoom: FLY_ZOOM, key: Date.now() });
    setSelected(row.device_id);
  }, []);
  const onReady = useCallback((h: DeviceMapHandle) => {
    handle.current = h;
  }, []);
  useEffect(() => installMapProbe(() => ({ handle: handle.current, model: { buffers: model.buffers, rows: rowsRef.current }, flyTo })), [model.buffers, flyTo]);

  const selectedRow = all.find((row) => row.device_id === selected) ?? null;
  const hovered = hover ? model.rows[hover.index] : undefined;

  return (
    <div data-testid="map-page" style={{ display: 'flex', gap: 12, height: 'calc(100vh - 150px)', minHeight: 480 }}>
      <Card size="small" style={{ width: 300, flex: 'none', display: 'flex', flexDirection: 'column' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, flex: 1, minHeight: 0 } }}>
        <MapFilters value={filter} onChange={setFilter} />
        {devices.status === 'error' && <Alert type="error" showIcon title={t('mapIndex.loadFailed', { error: (devices.error as Error)?.message ?? '' })} />}
        {devices.status === 'stale' && devices.staleSince !== null && <Typography.Text type="warning">{formatStaleSince(devices.staleSince, i18n.language)}</Typography.Text>}
        {sites.status === 'error' && <Alert type="warning" showIcon title={t('mapIndex.sitesFailed', { error: sites.error?.message ?? '' })} />}
        <DeviceList rows={model.rows} total={all.length} onPick={flyTo} />
      </Card>
      <div ref={box} style={{ position: 'relative', flex: 1, borderRadius: 8, overflow: 'hidden', background: '#cfe3f1' }} data-testid="map-canvas" data-version={model.version}>
        {!initialView && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
        {initialView && (
          <DeviceMap
            buffers={model.buffers}
            features={features}
            tiles={sites.data?.tiles ?? null}
            language={i18n.language}
            initialView={initialView}
            focus={focus}
            onHover={(index, x, y) => setHover(index === null ? null : { index, x, y })}
            onSelect={(index) => setSelected(model.rows[index]?.device_id ?? null)}
            onClusterSelect={(longitude, latitude) => setFocus({ longitude, latitude, zoom: (handle.current?.zoom() ?? 10) + 2, key: Date.now() })}
            onReady={onReady}
          />
        )}
        {hover && hovered && <MapTooltip row={hovered} x={hover.x} y={hover.y} />}
      </div>
      <DevicePanel deviceId={selected} known={selectedRow} onClose={() => setSelected(null)} />
    </div>
  );
}
