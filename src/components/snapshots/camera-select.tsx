import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CameraView } from '../../api/cameras';
import './snapshots-i18n';

export interface CameraSelectProps {
  cameras: readonly CameraView[];
  value: string | undefined;
  onChange: (deviceSerial: string | undefined) => void;
  allowAll?: boolean;
  loading?: boolean;
}

/** A camera by serial, searchable by name, serial or device. */
export function CameraSelect({ cameras, value, onChange, allowAll = true, loading }: CameraSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowAll}
      loading={loading}
      value={value}
      onChange={(serial) => onChange(serial || undefined)}
      placeholder={allowAll ? t('pictures.allCameras') : t('pictureHistory.pickCamera')}
      aria-label={t('pictures.camera')}
      data-testid="camera-select"
      data-user-data
      style={{ width: 240 }}
      options={cameras.map((c) => ({
        value: c.deviceSerial,
        label: `${c.name} (${c.deviceSerial}${c.device_name ? ` · ${c.device_name}` : ''})`,
      }))}
    />
  );
}
