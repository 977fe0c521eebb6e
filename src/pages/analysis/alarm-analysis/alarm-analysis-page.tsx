import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Space, Spin, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { faultAnalysis, type FaultAnalysis } from '../../../api/alarms';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { formatTime } from '../../../lib/format-time';
import { paramName } from '../../../lib/param-name';
import { userDataCell, USER_DATA } from '../../../lib/user-data';
import { ParetoChart, type ParetoItem } from './components/pareto-chart';
import { directionWord } from '../../../i18n/alarm-words-text';
import './alarm-analysis-i18n';

/** The range shown at first. */
const DEFAULT_DAYS = 30;

type State = { status: 'loading' | 'ready' | 'error'; data?: FaultAnalysis; error?: string };
type DeviceRow = FaultAnalysis['devices'][number];
type ParamRow = FaultAnalysis['params'][number];
type SpellRow = FaultAnalysis['offlineSpells'][number];

/** "2 d 3 h", "1 h 5 min", "4 min 10 s", in the interface's language. */
function duration(t: TFunction, ms: number): string {
  const s = Math.round(ms / 1000);
  const [d, h, m] = [Math.floor(s / 86_400), Math.floor((s % 86_400) / 3_600), Math.floor((s % 3_600) / 60)];
  if (d > 0) return t('faultAnalysis.duration.d', { d, h });
  if (h > 0) return t('faultAnalysis.duration.h', { h, m });
  if (m > 0) return t('faultAnalysis.duration.m', { m, s: s % 60 });
  return t('faultAnalysis.duration.s', { s });
}

/**
 * /analysis/alarm_analysis (3008): alarms over a range by device, parameter and kind (below the lower
 * limit, above the upper limit, offline, SIM), the sources that alarm most on a Pareto chart, how fast people answered,
 * and the offline spells.
 */
export default function AlarmAnalysisPage() {
  const { t, i18n } = useTranslation();
  const list = useDeviceList();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(DEFAULT_DAYS - 1, 'day').startOf('day'), dayjs().endOf('day')]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const query = useMemo(
    () => ({ startTime: range[0].startOf('day').valueOf(), endTime: range[1].endOf('day').valueOf() + 1, ...(deviceId ? { device_id: deviceId } : {}) }),
    [range, deviceId],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    faultAnalysis(query, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error.message });
      },
    );
    return () => controller.abort();
  }, [query, round]);

  const data = state.data;
  const pName = (row: { name: string | null; name_en: string | null }) => paramName(row, i18n.language);
  const pareto: ParetoItem[] = (data?.pareto ?? []).map((p) => ({
    key: `${p.device_id}/${p.param_key ?? ''}`,
    label: `${p.device_name} · ${p.param_key === null ? t('faultAnalysis.offline') : pName(p)}`,
    count: p.count,
    cumulative: p.cumulative,
  }));
  const r = data?.response;

  return (
    <Card title={t('faultAnalysis.title')} data-testid="fault-analysis-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('faultAnalysis.device')}</span>
        <DeviceSelector
          devices={list.devices}
          loading={list.status === 'loading'}
          onReload={list.reload}
          value={deviceId}
          onChange={setDeviceId}
          clearable={{ placeholder: t('faultAnalysis.allDevices'), onClear: () => setDeviceId(null) }}
          testId="fault-device"
        />
        <span>{t('faultAnalysis.range')}</span>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} data-testid="fault-range" />
        <Button onClick={() => setRound((n) => n + 1)} data-testid="fault-query">
          {t('faultAnalysis.query')}
        </Button>
      </Space>
      {state.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('faultAnalysis.loadFailed', { error: state.error ?? '' })}
          action={<Button size="small" onClick={() => setRound((n) => n + 1)}>{t('faultAnalysis.retry')}</Button>}
          data-testid="fault-error"
        />
      ) : !data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <Spin spinning={state.status === 'loading'}>
          <Row gutter={[16, 16]} data-testid="fault-totals">
            {(['total', 'low', 'high', 'offline', 'sim'] as const).map((kind) => (
              <Col key={kind} xs={12} md={8} xl={4}>
                <Statistic title={kind === 'low' || kind === 'high' ? directionWord(t, kind) : t(`faultAnalysis.kinds.${kind}`)} value={data.totals[kind]} data-testid={`fault-total-${kind}`} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} md={12}>
              <Statistic title={t('faultAnalysis.response.ack')} value={r!.meanAckMs === null ? t('faultAnalysis.response.none') : duration(t, r!.meanAckMs)} data-testid="fault-mean-ack" />
              <Typography.Text type="secondary">{t('faultAnalysis.response.ackCount', { count: r!.acknowledged, raised: r!.raised })}</Typography.Text>
            </Col>
            <Col xs={24} md={12}>
              <Statistic title={t('faultAnalysis.response.clear')} value={r!.meanClearMs === null ? t('faultAnalysis.response.none') : duration(t, r!.meanClearMs)} data-testid="fault-mean-clear" />
              <Typography.Text type="secondary">{t('faultAnalysis.response.clearCount', { count: r!.cleared, byHand: r!.clearedByHand })}</Typography.Text>
            </Col>
          </Row>
          {data.totals.total + data.totals.sim === 0 ? (
            <Empty style={{ marginTop: 32 }} description={t('faultAnalysis.empty')} data-testid="fault-empty" />
          ) : (
            <>
              {pareto.length > 0 && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 24 }}>{t('faultAnalysis.pareto')}</Typography.Title>
                  <Typography.Text type="secondary">{t('faultAnalysis.paretoHint')}</Typography.Text>
                  <div {...USER_DATA}>
                    <ParetoChart items={pareto} testId="fault-pareto" />
                  </div>
                </>
              )}
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <Col xs={24} xl={14}>
                  <Typography.Title level={5}>{t('faultAnalysis.byDevice')}</Typography.Title>
                  <Table<DeviceRow>
                    size="small"
                    rowKey="device_id"
                    data-testid="fault-by-device"
                    dataSource={data.devices}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    columns={[
                      { title: t('faultAnalysis.cols.device'), key: 'device', onCell: userDataCell, render: (_, d) => `${d.device_name} (${d.device_id})` },
                      { title: directionWord(t, 'low'), dataIndex: 'low' },
                      { title: directionWord(t, 'high'), dataIndex: 'high' },
                      { title: t('faultAnalysis.cols.offline'), dataIndex: 'offline' },
                      { title: t('faultAnalysis.cols.sim'), key: 'sim', render: (_, d) => (d.sim ? <Tag color="orange">{t('faultAnalysis.cols.expired')}</Tag> : '-') },
                      { title: t('faultAnalysis.cols.total'), dataIndex: 'total' },
                    ]}
                  />
                </Col>
                <Col xs={24} xl={10}>
                  <Typography.Title level={5}>{t('faultAnalysis.byParam')}</Typography.Title>
                  <Table<ParamRow>
                    size="small"
                    rowKey="param_key"
                    data-testid="fault-by-param"
                    dataSource={data.params}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    columns={[
                      { title: t('faultAnalysis.cols.param'), key: 'param', onCell: userDataCell, render: (_, p) => pName(p) },
                      { title: directionWord(t, 'low'), dataIndex: 'low' },
                      { title: directionWord(t, 'high'), dataIndex: 'high' },
                      { title: t('faultAnalysis.cols.total'), dataIndex: 'total' },
                    ]}
                  />
                </Col>
              </Row>
              <Typography.Title level={5} style={{ marginTop: 16 }}>{t('faultAnalysis.spells')}</Typography.Title>
              {data.offlineSpellCount > data.offlineSpells.length && (
                <Typography.Text type="secondary">{t('faultAnalysis.spellsMore', { total: data.offlineSpellCount, shown: data.offlineSpells.length })}</Typography.Text>
              )}
              <Table<SpellRow>
                size="small"
                rowKey={(s) => `${s.device_id}/${s.from}`}
                data-testid="fault-spells"
                dataSource={data.offlineSpells}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: t('faultAnalysis.cols.device'), key: 'device', onCell: userDataCell, render: (_, s) => `${s.device_name} (${s.device_id})` },
                  { title: t('faultAnalysis.cols.from'), key: 'from', render: (_, s) => formatTime(new Date(s.from).toISOString()) },
                  { title: t('faultAnalysis.cols.to'), key: 'to', render: (_, s) => (s.to === null ? <Tag color="red">{t('faultAnalysis.cols.stillOffline')}</Tag> : formatTime(new Date(s.to).toISOString())) },
                  { title: t('faultAnalysis.cols.duration'), key: 'duration', render: (_, s) => duration(t, s.durationMs) },
                ]}
              />
              {data.sim.length > 0 && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 16 }}>{t('faultAnalysis.sims')}</Typography.Title>
                  <Table
                    size="small"
                    rowKey="device_id"
                    data-testid="fault-sims"
                    dataSource={data.sim}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    columns={[
                      { title: t('faultAnalysis.cols.device'), key: 'device', onCell: userDataCell, render: (_, s) => `${s.device_name} (${s.device_id})` },
                      { title: t('faultAnalysis.cols.expiry'), dataIndex: 'expiry_date' },
                    ]}
                  />
                </>
              )}
            </>
          )}
        </Spin>
      )}
    </Card>
  );
}
