import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Progress, Segmented, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadPeriodicReport, periodicReport, type Report } from '../../../api/reports';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { DemoHistoryNotice } from '../../../components/demo-history-notice/demo-history-notice';
import { fetchSites, type Site } from '../../../api/sites';
import { ParamCharts } from './components/param-charts';
import { SiteReportView } from './components/site-report-view';
import { useSiteExport } from './use-site-export';
import type { ReportType } from './report-type';
import { StatsTable } from './components/stats-table';
import { useReportDownload } from '../../../components/report-download/use-report-download';
import { ReportSubscribe } from '../../../components/report-subscribe/report-subscribe';
import { zoneTime } from '../../../lib/zone-time';
import { USER_DATA } from '../../../lib/user-data';
import './periodic-i18n';

export type { ReportType };

/** The picker for each period; the server takes any local time inside it and cuts the period in the device's zone. */
const PICKERS: Record<ReportType, { picker?: 'week' | 'month'; format: string; showTime?: { format: string } }> = {
  hour: { format: 'YYYY-MM-DD HH:00', showTime: { format: 'HH' } },
  day: { format: 'YYYY-MM-DD' },
  week: { picker: 'week', format: 'YYYY-wo' },
  month: { picker: 'month', format: 'YYYY-MM' },
};

type State = { status: 'idle' | 'loading' | 'ready' | 'error'; data?: Report; error?: string };
type Scope = 'device' | 'site';

/** The sites the user sees, for the site reports (fetched once the site scope is chosen). */
function useSites(wanted: boolean) {
  const [sites, setSites] = useState<{ status: 'loading' | 'ready' | 'error'; rows: Site[] }>({ status: 'loading', rows: [] });
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetchSites(controller.signal).then(
      (list) => setSites({ status: 'ready', rows: list.rows }),
      () => !controller.signal.aborted && setSites({ status: 'error', rows: [] }),
    );
    return () => controller.abort();
  }, [wanted]);
  return sites;
}

/**
 * The hourly, daily, weekly and monthly reports (/report/hour 5006, day 5001, week 5002, month
 * 5003): a device and a period, then per parameter the count, extremes with their times, mean and
 * shares outside the alarm limits and best range, a chart per parameter and the .xlsx download.
 * By site: every device within a site, a table each, and a workbook made with progress.
 */
export function PeriodicReport({ type }: { type: ReportType }) {
  const { t, i18n } = useTranslation();
  const list = useDeviceList();
  const [scope, setScope] = useState<Scope>('device');
  const sites = useSites(scope === 'site');
  const [siteId, setSiteId] = useState<number | null>(null);
  const chosenSite = siteId ?? sites.rows[0]?.id ?? null;
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const [state, setState] = useState<State>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const chosen = deviceId ?? list.devices[0]?.device_id ?? null;
  // A local time of the period as the device's zone reads it (the server cuts the period there).
  const at = useMemo(() => (type === 'week' ? date.startOf('week').add(3, 'day') : date).format('YYYY-MM-DD HH:mm'), [date, type]);
  const download = useReportDownload(() => downloadPeriodicReport({ type, device_id: chosen!, date: at }));
  const siteExport = useSiteExport(() => ({ type, site_id: chosenSite!, date: at }));

  useEffect(() => {
    if (!chosen || scope !== 'device') return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    periodicReport({ type, device_id: chosen, date: at }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error.message });
      },
    );
    return () => controller.abort();
  }, [chosen, type, at, round, scope]);

  const report = state.data;
  const empty = report && Object.values(report.stats).every((s) => s.count === 0);
  const picker = PICKERS[type];
  return (
    <Card title={t(`periodic.titles.${type}`)} data-testid={`report-${type}-page`}>
      <DemoHistoryNotice />
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Scope>
          aria-label={t('periodic.scopeLabel')}
          value={scope}
          onChange={setScope}
          options={[
            { value: 'device', label: t('periodic.scope.device') },
            { value: 'site', label: t('periodic.scope.site') },
          ]}
          data-testid="report-scope"
        />
        {scope === 'device' ? (
          <>
            <span>{t('periodic.device')}</span>
            <DeviceSelector devices={list.devices} loading={list.status === 'loading'} onReload={list.reload} value={chosen} onChange={setDeviceId} testId="report-device" />
          </>
        ) : (
          <>
            <span>{t('periodic.site')}</span>
            <Select<number>
              style={{ minWidth: 240 }}
              loading={sites.status === 'loading'}
              value={chosenSite ?? undefined}
              onChange={setSiteId}
              aria-label={t('periodic.site')}
              options={sites.rows.map((s) => ({ value: s.id, label: (i18n.language === 'en-US' ? s.name_en : null) ?? s.name }))}
              data-user-data
              data-testid="report-site"
            />
          </>
        )}
        <span>{t(`periodic.period.${type}`)}</span>
        <DatePicker
          value={date}
          onChange={(d) => d && setDate(d)}
          picker={picker.picker}
          format={picker.format}
          showTime={picker.showTime}
          allowClear={false}
          data-testid="report-date"
        />
        {scope === 'device' ? (
          <Button type="primary" onClick={download.start} loading={download.downloading} disabled={!report || state.status !== 'ready'} data-testid="report-download">
            {t('periodic.download')}
          </Button>
        ) : (
          <Button type="primary" onClick={siteExport.start} loading={siteExport.progress !== null} disabled={chosenSite === null} data-testid="report-download">
            {t('periodic.download')}
          </Button>
        )}
        <ReportSubscribe
          period={type === 'hour' ? 'day' : type}
          report={
            scope === 'site'
              ? chosenSite === null ? null : { kind: 'site', site_id: chosenSite, name: sites.rows.find((s) => s.id === chosenSite)?.name ?? String(chosenSite) }
              : chosen === null ? null : { kind: 'device', device_id: chosen, name: list.devices.find((d) => d.device_id === chosen)?.device_name ?? chosen }
          }
        />
        {siteExport.progress && (
          <Space data-testid="report-export-progress">
            <Progress type="circle" size={28} percent={siteExport.progress.total ? Math.round((siteExport.progress.done / siteExport.progress.total) * 100) : 0} />
            <Typography.Text type="secondary">{t('periodic.exporting', siteExport.progress)}</Typography.Text>
          </Space>
        )}
      </Space>
      {scope === 'site' ? (
        sites.status === 'error' ? (
          <Alert type="error" showIcon title={t('common.operationFailed')} />
        ) : sites.status === 'ready' && chosenSite === null ? (
          <Empty description={t('periodic.noSite')} />
        ) : chosenSite === null ? (
          <Spin style={{ display: 'block', padding: 48 }} />
        ) : (
          <SiteReportView type={type} siteId={chosenSite} at={at} />
        )
      ) : (
        <>
          {list.status === 'error' && <Alert type="error" showIcon title={t('common.operationFailed')} />}
          {list.status === 'ready' && list.devices.length === 0 ? (
            <Empty description={t('periodic.noDevice')} />
          ) : state.status === 'error' ? (
            <Alert
              type="error"
              showIcon
              title={t('periodic.loadFailed', { error: state.error ?? '' })}
              action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('periodic.retry')}</Button>}
              data-testid="report-error"
            />
          ) : !report ? (
            <Spin style={{ display: 'block', padding: 48 }} />
          ) : (
            <Spin spinning={state.status === 'loading'}>
              <Typography.Paragraph type="secondary" data-testid="report-range">
                {t('periodic.range', { from: zoneTime(report.timezone, report.start), to: zoneTime(report.timezone, report.end) })}
                {` · ${t('periodic.zone')} `}
                {/* The company's zone setting, an IANA name in every language. */}
                <span {...USER_DATA}>{report.timezone}</span>
                <br />
                {t('periodic.hint')}
              </Typography.Paragraph>
              {empty ? (
                <Empty description={t('periodic.empty')} data-testid="report-empty" />
              ) : (
                <>
                  <StatsTable report={report} />
                  <Typography.Title level={5} style={{ marginTop: 24 }}>{t('periodic.charts')}</Typography.Title>
                  <ParamCharts report={report} />
                </>
              )}
            </Spin>
          )}
        </>
      )}
    </Card>
  );
}
