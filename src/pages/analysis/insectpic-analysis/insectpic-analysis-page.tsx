import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Pagination, Row, Select, Skeleton, Space, Statistic, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { insectTraps, pictureSrc, trapDaily, wormDataList, type WormPicture } from '../../../api/insects';
import { useRequest } from '../../../hooks/use-request';
import { formatTime } from '../../../lib/format-time';
import { USER_DATA } from '../../../lib/user-data';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { INSECT_COUNT_PARAM } from '../../../../shared/contract/api/insects';
import { DailyChart } from './components/daily-chart';
import { PictureBoxes } from './components/picture-boxes';
import './insectpic-analysis-i18n';

const PAGE_SIZE = 12;
const DEFAULT_DAYS = 7;
/** The count a new rule on a trap starts from; the user sets the real limit in the editor before saving. */
const RULE_START_COUNT = 50;
type Range = [Dayjs, Dayjs];

/**
 * /analysis/insectpic_analysis (3009): a trap's pictures on a timeline, the chosen one with its
 * detected insects boxed and counted, and the trap's insects per day over the range.
 */
export default function InsectpicAnalysisPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The rule page needs its own code; without it the button is not offered.
  const mayRule = useSessionStore((s) => ROUTE_ACCESS.rules.some((code) => s.codes.includes(code)));
  const traps = useRequest((signal) => insectTraps({ signal, main: true }), 'traps');
  const [chosen, setChosen] = useState<string | null>(null);
  const deviceId = chosen ?? traps.data?.rows[0]?.device_id ?? null;
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(DEFAULT_DAYS - 1, 'day').startOf('day'), dayjs().endOf('day')]);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const span = { beginTime: range[0].valueOf(), endTime: range[1].valueOf() };
  const key = `${deviceId}:${span.beginTime}:${span.endTime}`;
  const pictures = useRequest(
    (signal) => (deviceId ? wormDataList({ device_id: deviceId, ...span, page, pageSize: PAGE_SIZE }, { signal }) : Promise.resolve({ rows: [], total: 0 })),
    `${key}:${page}`,
  );
  const daily = useRequest((signal) => (deviceId ? trapDaily({ device_id: deviceId, ...span }, { signal }) : Promise.resolve({ rows: [] })), key);
  const rows = useMemo(() => pictures.data?.rows ?? [], [pictures.data]);
  const selected: WormPicture | undefined = rows.find((r) => r.id === selectedId) ?? rows[0];

  // A linkage rule on the trap's counts, opened pre-filled on the rule page as the optimisation tips open theirs.
  const openRule = () => {
    const trap = traps.data?.rows.find((r) => r.device_id === deviceId);
    if (!trap) return;
    const search = { device_id: trap.device_id, param_key: INSECT_COUNT_PARAM, operator: 'gt', value: String(RULE_START_COUNT), name: t('insectpic.ruleName', { trap: trap.device_name }) };
    void navigate({ to: '/system/rule', search: search as never });
  };

  if (traps.status === 'error') return <Card><Alert type="error" showIcon title={t('insectpic.loadFailed', { error: traps.error?.message ?? '' })} action={<Button size="small" onClick={traps.reload}>{t('common.retry')}</Button>} /></Card>;
  if (!traps.data) return <Card><Skeleton active /></Card>;
  if (traps.data.rows.length === 0) return <Card><Empty description={t('insectpic.noTraps')} data-testid="insectpic-no-traps" /></Card>;

  return (
    <Card data-testid="insectpic-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('insectpic.trap')}</span>
        <Select
          style={{ minWidth: 220 }}
          value={deviceId}
          aria-label={t('insectpic.trap')}
          data-testid="insectpic-trap"
          onChange={(v) => {
            setChosen(v);
            setPage(1);
            setSelectedId(null);
          }}
          options={traps.data.rows.map((r) => ({ value: r.device_id, label: <span {...USER_DATA}>{`${r.device_name} (${r.device_id})`}</span> }))}
        />
        <span>{t('insectpic.range')}</span>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => {
            if (!v?.[0] || !v[1]) return;
            setRange([v[0].startOf('day'), v[1].endOf('day')]);
            setPage(1);
            setSelectedId(null);
          }}
        />
      </Space>
      <Flex wrap gap={8} align="baseline" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('insectpic.alarmHint')}</Typography.Text>
        {mayRule && <Button size="small" onClick={openRule} data-testid="insectpic-rule">{t('insectpic.newRule')}</Button>}
      </Flex>
      {pictures.status === 'error' ? (
        <Alert type="error" showIcon title={t('insectpic.loadFailed', { error: pictures.error?.message ?? '' })} action={<Button size="small" onClick={pictures.reload}>{t('common.retry')}</Button>} />
      ) : !pictures.data ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('insectpic.noPictures')} data-testid="insectpic-empty" />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            {selected && (
              <>
                <Space size="large" style={{ marginBottom: 8 }}>
                  <Statistic title={t('insectpic.countLabel')} value={selected.count} data-testid="insectpic-count" />
                  <Statistic title={t('insectpic.takenAt')} value={formatTime(selected.taken_at)} />
                  <Typography.Text type="secondary">{t('insectpic.boxes', { count: selected.boxes.length })}</Typography.Text>
                </Space>
                <PictureBoxes src={pictureSrc(selected)} width={selected.width} height={selected.height} boxes={selected.boxes} alt={formatTime(selected.taken_at)} />
              </>
            )}
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Title level={5}>{t('insectpic.pictures')}</Typography.Title>
            <Timeline
              data-testid="insectpic-timeline"
              items={rows.map((r) => ({
                key: r.id,
                color: r.id === selected?.id ? 'red' : 'blue',
                content: (
                  <Button type={r.id === selected?.id ? 'link' : 'text'} size="small" onClick={() => setSelectedId(r.id)} data-testid="insectpic-item">
                    {`${formatTime(r.taken_at)} · ${t('insectpic.count', { count: r.count })}`}
                  </Button>
                ),
              }))}
            />
            <Pagination size="small" current={page} pageSize={PAGE_SIZE} total={pictures.data.total} showSizeChanger={false} onChange={(p) => { setPage(p); setSelectedId(null); }} />
          </Col>
        </Row>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>{t('insectpic.daily')}</Typography.Title>
      {daily.status === 'error' ? (
        <Alert type="error" showIcon title={t('insectpic.loadFailed', { error: daily.error?.message ?? '' })} />
      ) : !daily.data ? (
        <Skeleton active />
      ) : daily.data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('insectpic.noDaily')} />
      ) : (
        <DailyChart days={daily.data.rows} testId="insectpic-daily" />
      )}
    </Card>
  );
}
