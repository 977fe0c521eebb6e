import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Empty, Space, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { auditReadings, createEntry, type RawPage } from '../../../api/datahis';
import { deviceParams, type ParamConfig } from '../../../api/device-params';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { useRequest } from '../../../hooks/use-request';
import { EntryTable } from './components/entry-table';
import { ExistingTable } from './components/existing-table';
import { draftProblem, loadSaved, newDraft, sameMinute, storeSaved, toEntryBody, type Draft } from './drafts';
import './manage-i18n';

const PATH = '/data/manage';
/** The most existing readings one query shows (the server's page limit). */
const EXISTING_LIMIT = 1000;
const NO_PARAMS: ParamConfig[] = [];

/**
 * /data/manage (manual data entry, reached from /data/raw): for devices without a link. The spec's
 * rules: a query is required before adding data (Add stays disabled until the device's readings
 * of a range were queried), save before submitting (Save keeps the rows locally, Submit sends only
 * when every row is saved), and a time conflicting with an earlier reading is refused (the 409's
 * message, naming that time, shows on its row).
 */
export default function ManagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // A cached tab stays mounted on other pages; only this page's own URL is its input.
  const search = useRouterState({ select: (s) => (s.location.pathname === PATH ? (s.location.search as Record<string, unknown>) : null) });
  const searchDevice = typeof search?.deviceId === 'string' ? search.deviceId : null;
  const deviceList = useDeviceList();
  const [deviceId, setDeviceId] = useState<string | null>(searchDevice);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(24, 'hour'), dayjs()]);
  const [queried, setQueried] = useState<{ deviceId: string; from: number; to: number } | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const shownDevice = deviceId ?? deviceList.devices[0]?.device_id ?? null;

  const params = useRequest(() => (queried ? deviceParams(queried.deviceId) : Promise.resolve(NO_PARAMS)));
  const existing = useRequest<RawPage | null>(() =>
    queried ? auditReadings({ device_id: queried.deviceId, startTime: queried.from, endTime: queried.to, page: 1, pageSize: EXISTING_LIMIT }, false, { main: true }) : Promise.resolve(null),
  );
  const openParams = (params.data ?? NO_PARAMS).filter((p) => p.isOpen === 1);

  useEffect(() => {
    if (searchDevice && searchDevice !== deviceId) pick(searchDevice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a revisit with another ?deviceId= switches device.
  }, [searchDevice]);
  useEffect(() => {
    if (!queried) return;
    params.reload();
    existing.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload() is stable; the query is the input.
  }, [queried]);

  function pick(id: string) {
    // Another device: its query must run again before adding, and its own saved rows come back then.
    setDeviceId(id);
    setQueried(null);
    setDrafts([]);
  }

  const runQuery = () => {
    if (!shownDevice) return void message.warning(t('manage.pickDevice'));
    if (queried?.deviceId !== shownDevice) setDrafts(loadSaved(shownDevice));
    setQueried({ deviceId: shownDevice, from: range[0].valueOf(), to: range[1].valueOf() });
  };

  const add = () => setDrafts((list) => [...list, newDraft(openParams.map((p) => p.param_key), dayjs().startOf('minute').valueOf())]);
  const change = (draft: Draft) => setDrafts((list) => list.map((d) => (d.id === draft.id ? draft : d)));
  const remove = (id: string) =>
    setDrafts((list) => {
      const next = list.filter((d) => d.id !== id);
      if (queried) storeSaved(queried.deviceId, next);
      return next;
    });

  const save = () => {
    if (!queried) return;
    for (const d of drafts) {
      const problem = draftProblem(d);
      if (problem) return void message.warning(t(problem));
    }
    if (sameMinute(drafts)) return void message.warning(t('manage.sameMinute'));
    const next = drafts.map((d) => ({ ...d, saved: true, error: undefined }));
    setDrafts(next);
    storeSaved(queried.deviceId, next);
    void message.success(t('manage.savedCount', { count: next.length }));
  };

  const submit = async () => {
    if (!queried) return;
    if (drafts.length === 0) return void message.info(t('manage.nothingToSubmit'));
    // Spec section 5: save before submitting data.
    if (drafts.some((d) => !d.saved)) return void message.warning(t('manage.saveFirst'));
    setSubmitting(true);
    const left: Draft[] = [];
    let done = 0;
    for (const d of drafts) {
      try {
        await createEntry(toEntryBody(queried.deviceId, d));
        done += 1;
      } catch (error) {
        left.push({ ...d, error: (error as Error).message || t('common.operationFailed') });
      }
    }
    setSubmitting(false);
    setDrafts(left);
    storeSaved(queried.deviceId, left);
    if (done > 0) void message.success(t('manage.submitted', { count: done }));
    if (left.length > 0) void message.error(left.length === 1 ? left[0].error : t('manage.submitFailed', { count: left.length }));
    existing.reload();
  };

  const addButton = (
    <Button onClick={add} disabled={!queried || params.status !== 'ready' || openParams.length === 0} data-testid="manage-add">
      {t('manage.add')}
    </Button>
  );

  return (
    <Card title={t('manage.title')} extra={<Button onClick={() => void navigate({ to: '/data/raw' })}>{t('manage.back')}</Button>} data-testid="manage-page">
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Space>
          <Typography.Text>{t('manage.device')}</Typography.Text>
          <DeviceSelector devices={deviceList.devices} loading={deviceList.status === 'loading'} onReload={deviceList.reload} value={shownDevice} onChange={pick} testId="manage-device" />
        </Space>
        <Space>
          <Typography.Text>{t('manage.range')}</Typography.Text>
          <DatePicker.RangePicker showTime allowClear={false} value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} data-testid="manage-range" />
        </Space>
        <Button type="primary" onClick={runQuery} data-testid="manage-query">
          {t('manage.query')}
        </Button>
        {queried ? addButton : <Tooltip title={t('manage.queryFirst')}>{addButton}</Tooltip>}
        <Button onClick={save} disabled={drafts.length === 0} data-testid="manage-save">
          {t('manage.save')}
        </Button>
        <Button type="primary" onClick={() => void submit()} loading={submitting} disabled={drafts.length === 0} data-testid="manage-submit">
          {t('manage.submit')}
        </Button>
      </Space>
      {!queried ? (
        <Alert type="info" showIcon title={t('manage.queryFirst')} description={t('manage.hint')} data-testid="manage-query-first" />
      ) : existing.status === 'error' || params.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('manage.loadFailed', { error: (existing.error ?? params.error)?.message ?? '' })}
          action={<Button size="small" onClick={() => setQueried({ ...queried })}>{t('common.retry')}</Button>}
        />
      ) : params.status === 'ready' && openParams.length === 0 ? (
        <Empty description={t('manage.noParams')} />
      ) : (
        <>
          <Typography.Title level={5}>{t('manage.entries')}</Typography.Title>
          <EntryTable params={openParams} drafts={drafts} onChange={change} onRemove={remove} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('manage.existing')}
          </Typography.Title>
          <ExistingTable params={openParams} rows={existing.data?.rows ?? []} total={existing.data?.total ?? 0} loading={existing.status === 'loading' || params.status === 'loading'} />
        </>
      )}
    </Card>
  );
}
