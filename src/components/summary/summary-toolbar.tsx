import { useState } from 'react';
import { Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DeviceSelector } from '../device-selector/device-selector';
import { useDeviceList } from '../device-selector/use-device-list';
import type { SummaryQuery } from './use-summary';
import './summary-i18n';

const PRESETS = [
  ['day', 24, 'hour'],
  ['week', 7, 'day'],
  ['month', 30, 'day'],
  ['quarter', 3, 'month'],
  ['year', 1, 'year'],
] as const;

/** Devices (none = all visible) and a time range for the summary pages; applies on "Query". */
export function SummaryToolbar({ initial, onQuery, testId }: { initial: SummaryQuery; onQuery: (q: SummaryQuery) => void; testId?: string }) {
  const { t } = useTranslation();
  const deviceList = useDeviceList();
  const [deviceIds, setDeviceIds] = useState<string[]>(initial.deviceIds);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(initial.range);
  const presets = PRESETS.map(([key, amount, unit]) => ({ label: t(`summary.presets.${key}`), value: () => [dayjs().subtract(amount, unit), dayjs()] as [Dayjs, Dayjs] }));
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }} data-testid={testId}>
      <Space>
        <Typography.Text>{t('summary.devices')}</Typography.Text>
        <DeviceSelector multiple devices={deviceList.devices} loading={deviceList.status === 'loading'} onReload={deviceList.reload} value={deviceIds} onChange={setDeviceIds} style={{ minWidth: 300 }} />
      </Space>
      <Space>
        <Typography.Text>{t('summary.range')}</Typography.Text>
        <DatePicker.RangePicker showTime value={range} presets={presets} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
      </Space>
      <Button type="primary" onClick={() => onQuery({ range, deviceIds })}>
        {t('summary.query')}
      </Button>
    </Space>
  );
}
