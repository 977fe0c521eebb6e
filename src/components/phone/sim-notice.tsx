import { useTranslation } from 'react-i18next';
import type { SimAlarmItem } from '../../lib/sim-expiry';
import { USER_DATA } from '../../lib/user-data';
import './phone-home-words';

/**
 * The SIM expiry notice on the phone (spec section 9: a SIM a week past its expiry date), one line
 * per card in the console's words ("contact the provider's salesperson ... {phone}"). Plain
 * elements in the colours of antd's warning alert: this is on /m's first load.
 */
export function SimNotice({ alarms, phone }: { alarms: readonly SimAlarmItem[]; phone: string }) {
  const { t } = useTranslation();
  if (alarms.length === 0) return null;
  return (
    <section
      role="alert"
      data-testid="phone-sim-notice"
      style={{ padding: '8px 12px', borderRadius: 8, border: '1px solid #ffe58f', background: '#fffbe6', overflowWrap: 'anywhere' }}
    >
      <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{t('phoneHome.simTitle')}</h2>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {alarms.map((alarm) => (
          <li key={`${alarm.device_id}:${alarm.msisdn}`} data-testid="phone-sim-item">
            {/* The sentence carries a device's name, typed into the database. */}
            <span {...USER_DATA}>{t('sim.message', { ...alarm, phone })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
