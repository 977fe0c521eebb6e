import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeAll, type RealtimeDevice } from '../../../api/telemetry';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { useOutbox } from '../../../hooks/use-outbox';
import { PhoneFrame } from '../../../components/phone/phone-frame';
import { StaleNotice } from '../../../components/phone/stale-notice';
import { SimNotice } from '../../../components/phone/sim-notice';
import { DeviceCard } from './components/device-card';
import { usePondForecasts, useSimAlarms, useTodayTrend } from './use-phone-home-data';
import '../../../components/phone/phone-home-words';

// Refused entries are rare; their list (antd's Alert and Button) loads only when there is one.
const AttentionList = lazy(() => import('../../../components/phone/attention-list').then((m) => ({ default: m.AttentionList })));

/**
 * /m: the latest values of the caller's devices, each with its age and today's trend, tonight's
 * oxygen forecast where the pond has one, and the SIM expiry notice; offline, what was kept from
 * the last visit, marked with the time it was read. Plain elements, no antd component: this page
 * is the phone's first load (scripts/check-bundle.mjs holds it under 300 KB gzip).
 */
export default function PhoneHomePage() {
  const { t } = useTranslation();
  const read = useOfflineRead('realtime-all', () => getRealtimeAll());
  const devices: RealtimeDevice[] = read.data?.rows ?? [];
  const trend = useTodayTrend(devices.map((d) => d.device_id));
  const forecasts = usePondForecasts();
  const sim = useSimAlarms();
  const { entries } = useOutbox();
  const refused = entries.some((e) => e.state === 'attention');
  return (
    <PhoneFrame title={t('phone.ponds.title')}>
      <StaleNotice read={read} />
      <SimNotice alarms={sim.alarms} phone={sim.phone} />
      {refused && (
        <Suspense fallback={null}>
          <AttentionList />
        </Suspense>
      )}
      {devices.length === 0 && !read.failed && read.savedAt !== undefined && (
        <p style={{ margin: 0, padding: 24, textAlign: 'center', background: '#fff', borderRadius: 8 }} data-testid="phone-empty">
          {t('phone.ponds.empty')}
        </p>
      )}
      {devices.map((device) => (
        <DeviceCard key={device.device_id} device={device} stale={read.stale} trend={trend} forecast={forecasts.get(device.device_id)} />
      ))}
    </PhoneFrame>
  );
}
