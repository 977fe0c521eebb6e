import { Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../../api/devices';
import { DeviceSelector } from '../../../../components/device-selector/device-selector';

export type Range = [Dayjs, Dayjs];

const PRESETS = [
  ['hour', 1, 'hour'],
  ['day', 24, 'hour'],
  ['week', 7, 'day'],
  ['month', 30, 'day'],
  ['quarter', 3, 'month'],
  ['year', 1, 'year'],
] as const;

interface HistoryToolbarProps {
  devices: readonly DeviceRow[];
  devicesLoading: boolean;
  onReloadDevices: () => void;
  deviceIds: string[];
  onDevices: (ids: string[]) => void;
  range: Range;
  onRange: (range: Range) => void;
  onQuery: () => void;
  onDownload: () => void;
  canDownload: boolean;
  downloading: boolean;
}

/** Devices (several), the time range with presets, query and download. */
export function HistoryToolbar(props: HistoryToolbarProps) {
  const { t } = useTranslation();
  // Presets are relative to the moment they are opened, not to when the page loaded.
  const presets = PRESETS.map(([key, amount, unit]) => ({ label: t(`history.presets.${key}`), value: () => [dayjs().subtract(amount, unit), dayjs()] as Range }));
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }}>
      <Space>
        <Typography.Text>{t('history.devices')}</Typography.Text>
        <DeviceSelector
          multiple
          devices={props.devices}
          loading={props.devicesLoading}
          onReload={props.onReloadDevices}
          value={props.deviceIds}
          onChange={props.onDevices}
          style={{ minWidth: 320 }}
          testId="history-devices"
        />
      </Space>
      <Space>
        <Typography.Text>{t('history.range')}</Typography.Text>
        <DatePicker.RangePicker
          showTime
          value={props.range}
          presets={presets}
          allowClear={false}
          onChange={(value) => value?.[0] && value[1] && props.onRange([value[0], value[1]])}
          data-testid="history-range"
        />
      </Space>
      <Button type="primary" onClick={props.onQuery} data-testid="history-query">
        {t('history.query')}
      </Button>
      <Button onClick={props.onDownload} disabled={!props.canDownload} loading={props.downloading} data-testid="history-download">
        {t('history.download')}
      </Button>
    </Space>
  );
}
