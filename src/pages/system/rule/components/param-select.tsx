import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceParams } from '../../../../api/device-params';
import { useRequest } from '../../../../hooks/use-request';
import { paramName } from '../../../../lib/param-name';

/** The attributes a device reports (its parameter configurations); mount with key={deviceId}. */
export function ParamSelect({ deviceId, value, onChange, status }: { deviceId?: string; value?: string; onChange(key: string): void; status?: 'error' }) {
  const { t, i18n } = useTranslation();
  const params = useRequest(() => (deviceId ? deviceParams(deviceId) : Promise.resolve([])));
  return (
    <Select
      style={{ width: 160 }}
      value={value}
      status={status}
      placeholder={t('rule.param')}
      aria-label={t('rule.param')}
      disabled={!deviceId}
      loading={params.status === 'loading'}
      onChange={onChange}
      options={(params.data ?? []).map((p) => {
        const name = paramName(p, i18n.language);
        return { value: p.param_key, label: p.param_unit ? `${name} (${p.param_unit})` : name };
      })}
    />
  );
}
