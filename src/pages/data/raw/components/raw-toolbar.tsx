import { Button, DatePicker, Select, Space, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../../api/devices';
import type { ParamConfig } from '../../../../api/device-params';
import { DeviceSelector } from '../../../../components/device-selector/device-selector';
import { paramName } from '../../../../lib/param-name';

export type Range = [Dayjs, Dayjs];

interface RawToolbarProps {
  devices: readonly DeviceRow[];
  devicesLoading: boolean;
  onReloadDevices: () => void;
  deviceId: string | null;
  onDevice: (id: string) => void;
  params: readonly ParamConfig[];
  paramKey: string | null;
  onParam: (key: string | null) => void;
  range: Range;
  onRange: (range: Range) => void;
  flaggedOnly: boolean;
  onFlaggedOnly: (on: boolean) => void;
  onQuery: () => void;
  onManualEntry: () => void;
}

/** Device, parameter, time range and "flagged only", the query, and the way to manual entry. */
export function RawToolbar(props: RawToolbarProps) {
  const { t, i18n } = useTranslation();
  const paramOptions = [
    { value: '', label: t('raw.allParams') },
    ...props.params.map((p) => ({ value: p.param_key, label: paramName({ name: p.name, name_en: p.name_en }, i18n.language) })),
  ];
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }}>
      <Space>
        <Typography.Text>{t('raw.device')}</Typography.Text>
        <DeviceSelector devices={props.devices} loading={props.devicesLoading} onReload={props.onReloadDevices} value={props.deviceId} onChange={props.onDevice} testId="raw-device" />
      </Space>
      <Space>
        <Typography.Text>{t('raw.param')}</Typography.Text>
        <Select<string>
          aria-label={t('raw.param')}
          value={props.paramKey ?? ''}
          onChange={(v) => props.onParam(v || null)}
          options={paramOptions}
          style={{ minWidth: 160 }}
          data-testid="raw-param"
        />
      </Space>
      <Space>
        <Typography.Text>{t('raw.range')}</Typography.Text>
        <DatePicker.RangePicker
          showTime
          allowClear={false}
          value={props.range}
          onChange={(value) => value?.[0] && value[1] && props.onRange([value[0], value[1]])}
          data-testid="raw-range"
        />
      </Space>
      <Space>
        <Switch checked={props.flaggedOnly} onChange={props.onFlaggedOnly} aria-label={t('raw.flaggedOnly')} data-testid="raw-flagged" />
        <Typography.Text>{t('raw.flaggedOnly')}</Typography.Text>
      </Space>
      <Button type="primary" onClick={props.onQuery} data-testid="raw-query">
        {t('raw.query')}
      </Button>
      <Button onClick={props.onManualEntry} data-testid="raw-manual-entry">
        {t('raw.manualEntry')}
      </Button>
    </Space>
  );
}
