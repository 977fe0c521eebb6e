import { useMemo } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../api/devices';
import './device-selector-i18n';

const KNOWN_TYPES = ['AW', 'AG', 'EWL', 'ES', 'ET', 'T', 'EYZ', 'EX', 'PTP'];

interface CommonProps {
  devices: readonly DeviceRow[];
  loading?: boolean;
  /** Offered in the "not found" state: refresh the list from the server. */
  onReload?: () => void;
  style?: React.CSSProperties;
  testId?: string;
}

type DeviceSelectorProps =
  | (CommonProps & {
      multiple?: false;
      value: string | null;
      onChange: (id: string) => void;
      /** Makes the choice clearable (for "every device"); the placeholder then says what no choice means. */
      clearable?: { placeholder: string; onClear: () => void };
    })
  | (CommonProps & { multiple: true; value: string[]; onChange: (ids: string[]) => void });

/** Options grouped by device type, in the order of the known type codes; names searchable with their codes. */
export function groupDevices(devices: readonly DeviceRow[], typeLabel: (code: string) => string) {
  const groups = new Map<string, DeviceRow[]>();
  for (const d of devices) {
    const type = d.device_type && KNOWN_TYPES.includes(d.device_type) ? d.device_type : 'other';
    groups.set(type, [...(groups.get(type) ?? []), d]);
  }
  const order = [...KNOWN_TYPES, 'other'];
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([type, rows]) => ({
      label: typeLabel(type),
      title: type,
      options: rows.map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` })),
    }));
}

/**
 * A searchable device picker grouped by device type (antd Select with option groups). Shows the
 * spec's "Not found the device you need" with a refresh action when nothing matches.
 */
export function DeviceSelector(props: DeviceSelectorProps) {
  const { t } = useTranslation();
  const options = useMemo(() => groupDevices(props.devices, (code) => t(`deviceSelector.types.${code}`)), [props.devices, t]);
  const notFound = (
    <Space orientation="vertical" size={2} data-testid="device-not-found">
      <Typography.Text>{t('deviceSelector.notFound')}</Typography.Text>
      <Typography.Text type="secondary">{t('deviceSelector.notFoundAdvice')}</Typography.Text>
      {props.onReload && (
        <Button size="small" onClick={props.onReload}>
          {t('common.refresh')}
        </Button>
      )}
    </Space>
  );
  const common = {
    showSearch: { optionFilterProp: 'label' as const },
    options,
    loading: props.loading,
    placeholder: t('deviceSelector.placeholder'),
    // A filter with no visible label is named by its placeholder's words (WCAG 1.3.1, 4.1.2).
    'aria-label': t('deviceSelector.placeholder'),
    notFoundContent: props.loading ? undefined : notFound,
    style: { minWidth: 260, ...props.style },
    'data-testid': props.testId,
    // Device names are user data; the placeholder is still the interface's (src/lib/user-data.ts).
    'data-user-data': true,
  };
  if (props.multiple) {
    return <Select<string[]> {...common} mode="multiple" maxTagCount="responsive" value={props.value} onChange={props.onChange} allowClear />;
  }
  const clearable = props.clearable;
  return (
    <Select<string>
      {...common}
      {...(clearable ? { allowClear: true, placeholder: clearable.placeholder, 'aria-label': clearable.placeholder, onClear: clearable.onClear } : {})}
      value={props.value ?? undefined}
      onChange={(id) => (id === undefined ? clearable?.onClear() : props.onChange(id))}
    />
  );
}
