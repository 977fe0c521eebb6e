import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Skeleton, Space, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listCameras, listSnapshots } from '../../../../api/cameras';
import { LazyImage } from '../../../../components/lazy-image/lazy-image';
import { useRequest } from '../../../../hooks/use-request';
import { useSessionStore } from '../../../../stores/session-store';
import { CameraSelect } from '../../../../components/snapshots/camera-select';
import { SnapshotViewer } from '../../../../components/snapshots/snapshot-viewer';
import { useSnapshotActions } from '../../../../components/snapshots/use-snapshot-actions';
import { useSerialLink } from '../../../../hooks/use-serial-link';
import { groupByHour } from './group-by-hour';
import '../../../../components/snapshots/snapshots-i18n';
import './picture-history-page.css';

const PATH = '/diagnose/picture-proces/history';
/** The most one call returns (the server's page size limit); a busier day says so. */
const DAY_LIMIT = 500;

/** /diagnose/picture-proces/history (4003001): one camera's images of one day, hour by hour. */
export default function PictureHistoryPage() {
  const { t } = useTranslation();
  const codes = useSessionStore((s) => s.codes);
  const cameras = useRequest(() => listCameras());
  const [deviceSerial, setDeviceSerial] = useState<string | undefined>();
  const [day, setDay] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [viewing, setViewing] = useState<number | null>(null);
  useSerialLink(PATH, setDeviceSerial);

  // Without a link, the first camera: a timeline is always of one camera.
  const first = cameras.data?.rows[0]?.deviceSerial;
  useEffect(() => {
    if (deviceSerial === undefined && first) setDeviceSerial(first);
  }, [deviceSerial, first]);

  const query = { page: 1, pageSize: DAY_LIMIT, deviceSerial, startTime: day.valueOf(), endTime: day.add(1, 'day').valueOf() };
  const snapshots = useRequest(
    (signal) => (deviceSerial ? listSnapshots(query, { signal, main: true }) : Promise.resolve({ rows: [], total: 0 })),
    JSON.stringify(query),
  );
  const actions = useSnapshotActions(snapshots.reload);
  const rows = useMemo(() => snapshots.data?.rows ?? [], [snapshots.data]);
  const groups = useMemo(() => groupByHour(rows), [rows]);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);

  return (
    <Card title={t('pictureHistory.title')} data-testid="picture-history-page" data-serial={deviceSerial ?? ''}>
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <CameraSelect cameras={cameras.data?.rows ?? []} loading={cameras.status === 'loading'} value={deviceSerial} onChange={setDeviceSerial} allowAll={false} />
        <DatePicker value={day} allowClear={false} onChange={(value) => value && setDay(value.startOf('day'))} aria-label={t('pictureHistory.day')} />
        <Typography.Text type="secondary">{t('pictureHistory.count', { count: snapshots.data?.total ?? 0 })}</Typography.Text>
      </Space>
      {cameras.status === 'error' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('pictures.camerasFailed', { error: cameras.error?.message })} />}
      {(snapshots.data?.total ?? 0) > DAY_LIMIT && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('pictureHistory.more', { count: DAY_LIMIT })} />}
      {snapshots.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('pictures.loadFailed', { error: snapshots.error?.message })}
          action={<Button size="small" onClick={snapshots.reload}>{t('common.retry')}</Button>}
        />
      ) : snapshots.status === 'loading' && !snapshots.data ? (
        <Skeleton active />
      ) : !deviceSerial ? (
        <Empty description={cameras.status === 'ready' ? t('pictures.notConfigured') : t('pictureHistory.pickCamera')} />
      ) : groups.length === 0 ? (
        <Empty description={t('pictureHistory.empty')} data-testid="timeline-empty" />
      ) : (
        <Timeline
          data-testid="picture-timeline"
          items={groups.map((group) => ({
            key: group.hour,
            title: group.hour,
            content: (
              <div className="picture-timeline__hour">
                {group.items.map((snapshot) => (
                  <div key={snapshot.id} className="picture-timeline__item" data-testid="timeline-item">
                    <LazyImage src={snapshot.url} alt={snapshot.camera_name ?? snapshot.deviceSerial} retryLabel={t('pictures.retry')} onClick={() => setViewing(indexOf.get(snapshot.id) ?? null)} />
                    <Typography.Text type="secondary">{dayjs(snapshot.taken_at).format('HH:mm:ss')}</Typography.Text>
                  </div>
                ))}
              </div>
            ),
          }))}
        />
      )}
      <SnapshotViewer
        list={rows}
        index={viewing}
        onIndex={setViewing}
        canManage={codes.includes('4003')}
        onTogglePublish={(s) => void actions.togglePublish(s)}
        onDelete={(s) => {
          setViewing(null);
          void actions.remove(s);
        }}
      />
    </Card>
  );
}
