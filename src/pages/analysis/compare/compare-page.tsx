import { useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Segmented, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { findAverage } from '../../../api/telemetry';
import { ComparisonChart } from '../../../components/charts/comparison-chart';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { useRequest } from '../../../hooks/use-request';
import { comparePlan, compareRows, missingNote, type CompareMode, type CompareUnit } from './components/compare-periods';
import { CompareTable } from './components/compare-table';
import './compare-i18n';

const UNITS: CompareUnit[] = ['year', 'quarter', 'month'];
const MODES: CompareMode[] = ['sequential', 'yoy'];

/** /analysis/compare (3003): sequential (环比) and year-on-year (同比) averages by year, quarter or month. */
export default function ComparePage() {
  const { t, i18n } = useTranslation();
  const deviceList = useDeviceList();
  const [picked, setPicked] = useState<string | null>(null);
  const deviceId = picked ?? deviceList.devices[0]?.device_id ?? null;
  const [unit, setUnit] = useState<CompareUnit>('month');
  const [mode, setMode] = useState<CompareMode>('sequential');
  const [anchor, setAnchor] = useState<Dayjs>(() => dayjs());
  const [param, setParam] = useState<string | null>(null);
  const plan = useMemo(() => comparePlan(unit, mode, anchor), [unit, mode, anchor]);
  const key = `${deviceId}|${unit}|${plan.startTime}|${plan.endTime}`;
  const averages = useKeyedAverage(key, deviceId, unit, plan.startTime, plan.endTime);

  const series = averages.data?.series ?? [];
  const current = series.find((s) => s.param_key === param) ?? series[0];
  const rows = useMemo(
    () => (current ? compareRows(unit, mode, plan.periods, new Map(current.rows.map((r) => [r.label, r.avg]))) : []),
    [current, unit, mode, plan],
  );
  const label = (s: { name: string; name_en: string | null }) => (i18n.language === 'en-US' && s.name_en ? s.name_en : s.name);
  const empty = averages.status === 'ready' && rows.every((r) => r.value === null);
  // The chosen (newest) period without a base: say so above the chart, not only in the table.
  const latest = rows.length > 0 ? rows[rows.length - 1] : null;
  const latestNote = latest && latest.value !== null ? missingNote(latest, mode) : null;

  return (
    <Card data-testid="compare-page">
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Space>
          <Typography.Text>{t('compare.device')}</Typography.Text>
          <DeviceSelector devices={deviceList.devices} loading={deviceList.status === 'loading'} onReload={deviceList.reload} value={deviceId} onChange={setPicked} testId="compare-device" />
        </Space>
        <Space>
          <Typography.Text>{t('compare.param')}</Typography.Text>
          <Select
            aria-label={t('compare.param')}
            style={{ minWidth: 160 }}
            value={current?.param_key}
            onChange={setParam}
            options={series.map((s) => ({ value: s.param_key, label: label(s) }))}
            data-testid="compare-param"
          />
        </Space>
        <Segmented<CompareUnit> aria-label={t('compare.unit')} value={unit} onChange={setUnit} options={UNITS.map((u) => ({ value: u, label: t(`compare.units.${u}`) }))} data-testid="compare-unit" />
        <Segmented<CompareMode> aria-label={t('compare.mode')} value={mode} onChange={setMode} options={MODES.map((m) => ({ value: m, label: t(`compare.modes.${m}`) }))} data-testid="compare-mode" />
        <Space>
          <Typography.Text>{t('compare.anchor')}</Typography.Text>
          <DatePicker aria-label={t('compare.anchor')} picker={unit} value={anchor} allowClear={false} onChange={(d) => d && setAnchor(d)} data-testid="compare-anchor" />
        </Space>
      </Space>
      {averages.status === 'error' ? (
        <Alert type="error" showIcon title={t('compare.loadFailed', { error: averages.error?.message ?? '' })} action={<Button size="small" onClick={averages.reload}>{t('common.retry')}</Button>} />
      ) : averages.status === 'loading' && !averages.data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : empty || !current ? (
        <Empty description={t('compare.empty')} data-testid="compare-empty" />
      ) : (
        <Spin spinning={averages.status === 'loading'}>
          {latestNote && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('compare.noBase', { note: t(latestNote.key, { period: latestNote.period }) })}
              data-testid="compare-no-base"
            />
          )}
          <ComparisonChart points={rows} showBase valueLabel={t('compare.value')} baseLabel={t('compare.base')} changeLabel={t('compare.change')} />
          <CompareTable rows={rows} unit={current.unit} mode={mode} />
        </Spin>
      )}
    </Card>
  );
}

/** findAverage for the current choice; a new key loads again (useRequest loads once per mount). */
function useKeyedAverage(key: string, deviceId: string | null, unit: CompareUnit, startTime: string, endTime: string) {
  const state = useRequest(() => (deviceId ? findAverage({ startTime, endTime, device_id: deviceId, dataType: unit }) : Promise.resolve(null)));
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    state.reload();
  }
  return state;
}
