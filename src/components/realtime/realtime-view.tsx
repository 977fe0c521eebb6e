import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ApiError } from '../../api/client';
import { formatStaleSince, getDeviceRealtime$, requestRefresh } from '../../../streams';
import { useClock } from '../../hooks/use-clock';
import { useStream } from '../../hooks/use-stream';
import { useDeviceList } from '../device-selector/use-device-list';
import { useElementWidth } from '../charts/use-element-width';
import { ParamTile } from './param-tile';
import { DEFAULT_RANGE, type RecentRangeKey } from './recent-ranges';
import { PresenceTag, RealtimeToolbar } from './realtime-toolbar';
import { RecentChart } from './recent-chart';
import { useRecentHistory } from './use-recent-history';
import './realtime-i18n';
import './realtime-view.css';

const STALE_REDRAW_MS = 1000;

// Loaded apart from the view: statically imported, its forecast parts would lengthen the route
// table's preload lists, which are on /login's bundle (decisions, issue 35).
const DoForecastCard = lazy(() => import('../oxygen-forecast/do-forecast-card').then((m) => ({ default: m.DoForecastCard })));

/**
 * The live view of one device shared by real-time data (3001) and diagnosis real-time (4001):
 * device, interval and range pickers, a tile per parameter and the recent-range chart, all fed by
 * the shared device stream (polled at the user's interval, pushes merged in between). With
 * `forecast`, a device measuring DO also gets tonight's forecast after its readings.
 */
export function RealtimeView({ testId, forecast = false }: { testId: string; forecast?: boolean }) {
  const { t, i18n } = useTranslation();
  const deviceList = useDeviceList();
  const [picked, setPicked] = useState<string | null>(null);
  const [range, setRange] = useState<RecentRangeKey>(DEFAULT_RANGE);
  const deviceId = picked ?? deviceList.devices[0]?.device_id ?? null;
  const stream$ = useMemo(() => (deviceId ? getDeviceRealtime$(deviceId) : null), [deviceId]);
  const state = useStream(stream$);
  const device = state.data;
  const shown = device?.device_id === deviceId ? device : undefined;
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
  const history = useRecentHistory(deviceId, range, chartWidth, shown);
  // Tonight's oxygen (issue 35) for a device measuring DO, where the page asks for it.
  const withForecast = forecast && (shown?.params.some((p) => p.param_key === 'do') ?? false);
  // The stale label and "updated" time read the clock; re-render once a second while stale.
  useClock(STALE_REDRAW_MS, state.status === 'stale');

  const notFound = (state.error instanceof ApiError && state.error.status === 404) || (deviceList.status === 'ready' && !deviceId);
  const status = (
    <>
      {shown && <PresenceTag status={shown.status} />}
      {state.status === 'stale' && state.staleSince !== null && (
        <Tag color="orange" data-testid="stale-badge">{formatStaleSince(state.staleSince, i18n.language)}</Tag>
      )}
      {state.updatedAt !== null && <span data-testid="updated-at">{t('realtime.updatedAt', { time: dayjs(state.updatedAt).format('HH:mm:ss') })}</span>}
    </>
  );
  const retry = () => {
    deviceList.reload();
    requestRefresh();
  };

  let body: React.ReactNode;
  if (notFound) {
    body = (
      <Result
        status="warning"
        title={t('realtime.notFound')}
        subTitle={t('realtime.notFoundAdvice')}
        extra={<Button onClick={retry}>{t('common.refresh')}</Button>}
        data-testid="device-missing"
      />
    );
  } else if (deviceList.status === 'error') {
    body = <Alert type="error" showIcon title={t('deviceSelector.loadFailed')} action={<Button size="small" onClick={deviceList.reload}>{t('common.retry')}</Button>} />;
  } else if (state.status === 'error') {
    body = <Alert type="error" showIcon title={t('realtime.loadFailed', { error: (state.error as Error)?.message ?? '' })} action={<Button size="small" onClick={requestRefresh}>{t('common.retry')}</Button>} />;
  } else if (!shown) {
    body = <Skeleton active />;
  } else if (shown.params.length === 0 || shown.params.every((p) => p.value === null)) {
    body = <Empty description={t('realtime.noData')} data-testid="no-realtime-data" />;
  } else {
    body = (
      <div className="realtime-view__tiles">
        {shown.params.map((p) => (
          <ParamTile key={p.param_key} param={p} trend={history.series.get(p.param_key)} />
        ))}
      </div>
    );
  }

  return (
    <div data-testid={testId} data-device-id={deviceId ?? ''}>
      <Card>
        <RealtimeToolbar
          devices={deviceList.devices}
          devicesLoading={deviceList.status === 'loading'}
          onReloadDevices={deviceList.reload}
          deviceId={deviceId}
          onDevice={setPicked}
          range={range}
          onRange={setRange}
          status={status}
        />
        {body}
      </Card>
      <Card title={t('realtime.chartTitle', { range: t(`realtime.ranges.${range}`) })} style={{ marginTop: 16 }}>
        <div ref={chartRef}>
          <RecentChart device={shown} history={history} />
        </div>
      </Card>
      {withForecast && deviceId && (
        <Suspense fallback={<Card loading style={{ marginTop: 16 }} />}>
          <DoForecastCard deviceId={deviceId} readings={history.series.get('do')} />
        </Suspense>
      )}
    </div>
  );
}
