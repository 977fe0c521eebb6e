import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { devicePage } from '../../api/device-admin';
import { useRequest } from '../../hooks/use-request';
import { USER_DATA } from '../../lib/user-data';
import './device-picker-i18n';

/** Enough for the configuration pages' pickers; beyond it the search box narrows on the server side of the list. */
const PICKER_PAGE_SIZE = 500;

type Props = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> & { testId?: string };

/**
 * A searchable picker of the devices the caller sees ("name (code)"), for the device
 * configuration pages. Loads the caller's device list once per mount. Device names are user data,
 * in the field and in the list (the placeholder is still the interface's: src/lib/user-data.ts).
 */
export function DevicePicker({ testId, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const devices = useRequest(() => devicePage({ page: 1, pageSize: PICKER_PAGE_SIZE }));
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 240 }}
      placeholder={placeholder ?? t('devicePicker.placeholder')}
      // Named by its placeholder where no form label names it (a form's label, passed in rest, wins).
      aria-label={typeof placeholder === 'string' ? placeholder : t('devicePicker.placeholder')}
      data-testid={testId}
      data-user-data
      status={devices.status === 'error' ? 'error' : undefined}
      loading={devices.status === 'loading'}
      options={(devices.data?.rows ?? []).map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` }))}
      optionRender={(option) => <span {...USER_DATA}>{option.label}</span>}
      {...rest}
    />
  );
}
