import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PondForecast } from '../../../../api/forecast';
import type { RealtimeDevice } from '../../../../api/telemetry';
import { ageText } from '../../../../components/phone/age-text';
import { PhoneForecast } from '../../../../components/phone/phone-forecast';
import { Sparkline } from '../../../../components/phone/sparkline';
import type { TrendPoint } from '../../../../components/phone/sparkline-path';
import { PHONE_SECONDARY_TEXT } from '../../../../components/phone/phone-frame';
import { paramName } from '../../../../lib/param-name';
import { USER_DATA } from '../../../../lib/user-data';

const STYLE: Record<string, CSSProperties> = {
  card: { background: '#fff', borderRadius: 8, border: '1px solid #f0f0f0', padding: 12, minWidth: 0 },
  name: { margin: 0, fontSize: 17, fontWeight: 600, overflowWrap: 'anywhere' },
  list: { listStyle: 'none', margin: '8px 0 0', padding: 0 },
  row: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 40, borderTop: '1px solid #f5f5f5' },
  param: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  value: { flexShrink: 0, fontWeight: 600, textAlign: 'right', minWidth: 64 },
};

interface DeviceCardProps {
  device: RealtimeDevice;
  /** The values are the copy kept on the phone (offline): their age is marked. */
  stale: boolean;
  trend: { byParam: Map<string, TrendPoint[]>; from: number; to: number };
  forecast: PondForecast | undefined;
}

/** One device on /m: its name, the age of its newest reading, each value with today's line, tonight's oxygen. */
export function DeviceCard({ device, stale, trend, forecast }: DeviceCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <section style={STYLE.card} data-testid="phone-device" className={stale ? 'phone-card--stale' : undefined} aria-labelledby={`phone-device-${device.device_id}`}>
      <h2 style={STYLE.name} id={`phone-device-${device.device_id}`}>
        <span {...USER_DATA}>{device.device_name}</span>
      </h2>
      {device.last_update !== null && (
        // Dark orange when kept offline (#ad4e00 meets WCAG AA on white), grey when fresh.
        <span style={{ color: stale ? '#ad4e00' : PHONE_SECONDARY_TEXT, fontWeight: stale ? 600 : undefined }} data-testid="phone-device-age" data-stale={stale}>
          {t('phone.ponds.lastReading', { age: ageText(t, device.last_update) })}
        </span>
      )}
      <ul style={STYLE.list}>
        {device.params.map((p) => (
          <li key={p.param_key} style={STYLE.row}>
            <span style={STYLE.param}>{paramName(p, i18n.language)}</span>
            {p.param_type === 'float' && <Sparkline points={trend.byParam.get(`${device.device_id}:${p.param_key}`) ?? []} from={trend.from} to={trend.to} unit={p.unit} />}
            <strong style={STYLE.value}>{p.value === null ? t('phone.ponds.noValue') : `${p.value}${p.unit ? ` ${p.unit}` : ''}`}</strong>
          </li>
        ))}
      </ul>
      {forecast && <PhoneForecast forecast={forecast.forecast} />}
    </section>
  );
}
