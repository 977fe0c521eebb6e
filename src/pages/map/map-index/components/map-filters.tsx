import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_NAMES, type StatusName } from '../../../../../scenes/device-map/device-buffers';
import type { DeviceFilter } from '../../../../../scenes/device-map/use-device-buffers';
import { deviceTypeName } from '../../../../lib/device-type-names';
import { DEVICE_TYPES } from '../../../../../shared/contract/device-types';

export function MapFilters({ value, onChange }: { value: DeviceFilter; onChange: (next: DeviceFilter) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="map-filters">
      <Input.Search
        allowClear
        placeholder={t('mapIndex.search')}
        defaultValue={value.text}
        onSearch={(text) => onChange({ ...value, text })}
        onChange={(e) => e.target.value === '' && onChange({ ...value, text: '' })}
        data-testid="map-search"
      />
      <Select
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={t('mapIndex.types')}
        aria-label={t('mapIndex.types')}
        value={value.types}
        options={DEVICE_TYPES.map((code) => ({ value: code, label: deviceTypeName(code, i18n.language) }))}
        optionFilterProp="label"
        onChange={(types) => onChange({ ...value, types })}
        data-testid="map-type-filter"
      />
      <Select
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={t('mapIndex.statuses')}
        aria-label={t('mapIndex.statuses')}
        value={value.statuses}
        options={STATUS_NAMES.map((s: StatusName) => ({ value: s, label: t(`mapIndex.${s}`) }))}
        onChange={(statuses) => onChange({ ...value, statuses })}
        data-testid="map-status-filter"
      />
    </Space>
  );
}
