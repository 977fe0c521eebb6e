import { useEffect, useState } from 'react';
import { Alert, Button, Collapse, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { siteReport, type SiteReport } from '../../../../api/reports';
import { USER_DATA } from '../../../../lib/user-data';
import { zoneTime } from '../../../../lib/zone-time';
import { StatsTable } from './stats-table';
import type { ReportType } from '../report-type';

type State = { status: 'loading' | 'ready' | 'error'; data?: SiteReport; error?: string };
/** Devices whose tables are open at first; the rest open on a click. */
const OPEN_AT_FIRST = 3;

/** Every device of a site over one period: a figures table per device, in a list that folds. */
export function SiteReportView({ type, siteId, at }: { type: ReportType; siteId: number; at: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    siteReport({ type, site_id: siteId, date: at }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error.message });
      },
    );
    return () => controller.abort();
  }, [type, siteId, at, round]);

  const report = state.data;
  if (state.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('periodic.loadFailed', { error: state.error ?? '' })}
        action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('periodic.retry')}</Button>}
        data-testid="report-error"
      />
    );
  }
  if (!report) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (report.devices.length === 0 || report.timezone === null) return <Empty description={t('periodic.siteNoDevice')} data-testid="report-empty" />;
  const timezone = report.timezone;
  return (
    <Spin spinning={state.status === 'loading'}>
      <Typography.Paragraph type="secondary" data-testid="report-range">
        {t('periodic.range', { from: zoneTime(timezone, report.start), to: zoneTime(timezone, report.end) })}
        {` · ${t('periodic.siteDevices', { count: report.devices.length })} · ${t('periodic.zone')} `}
        <span {...USER_DATA}>{timezone}</span>
        <br />
        {t('periodic.hint')}
      </Typography.Paragraph>
      <Collapse
        defaultActiveKey={report.devices.slice(0, OPEN_AT_FIRST).map((d) => d.device_id)}
        data-testid="site-report-devices"
        items={report.devices.map((d) => ({
          key: d.device_id,
          label: <span {...USER_DATA}>{`${d.device_name} (${d.device_id})`}</span>,
          children: <StatsTable report={{ ...d, timezone }} testId={`site-stats-${d.device_id}`} />,
        }))}
      />
    </Spin>
  );
}
