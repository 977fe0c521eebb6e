import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Pagination, Segmented, Skeleton, Space, Typography } from 'antd';
import { FieldTimeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listCameras, listSnapshots } from '../../../api/cameras';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { CameraSelect } from '../../../components/snapshots/camera-select';
import { SnapshotCard } from '../../../components/snapshots/snapshot-card';
import { SnapshotViewer } from '../../../components/snapshots/snapshot-viewer';
import { useSnapshotActions } from '../../../components/snapshots/use-snapshot-actions';
import { useSerialLink } from '../../../hooks/use-serial-link';
import '../../../components/snapshots/snapshots-i18n';
import './picture-proces-page.css';

const PATH = '/diagnose/picture-proces';
const PAGE_SIZE = 24;
type Published = 'all' | 0 | 1;

/** /diagnose/picture-proces (4003): stored snapshots by camera and time, view, publish, delete. */
export default function PictureProcesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codes = useSessionStore((s) => s.codes);
  const cameras = useRequest(() => listCameras());
  const [deviceSerial, setDeviceSerial] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [published, setPublished] = useState<Published>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);

  useSerialLink(PATH, (serial) => {
    setDeviceSerial(serial);
    setPage(1);
  });

  const query = {
    page,
    pageSize: PAGE_SIZE,
    deviceSerial,
    startTime: range?.[0]?.valueOf(),
    endTime: range?.[1]?.valueOf(),
    published: published === 'all' ? undefined : published,
  };
  const snapshots = useRequest((signal) => listSnapshots(query, { signal, main: true }), JSON.stringify(query));
  const actions = useSnapshotActions(snapshots.reload);
  const rows = snapshots.data?.rows ?? [];
  const total = snapshots.data?.total ?? 0;
  const canManage = codes.includes('4003');
  const canTimeline = codes.includes('4003') || codes.includes('4003001');

  return (
    <Card title={t('pictures.title')} data-testid="picture-proces-page" extra={<Typography.Text type="secondary">{t('pictures.total', { total })}</Typography.Text>}>
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <CameraSelect
          cameras={cameras.data?.rows ?? []}
          loading={cameras.status === 'loading'}
          value={deviceSerial}
          onChange={(serial) => {
            setDeviceSerial(serial);
            setPage(1);
          }}
        />
        {/* Either end may stay empty (an open-ended filter): antd otherwise holds Tab in an empty start field (a keyboard trap, issue 41). */}
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          value={range}
          onChange={(value) => {
            setRange(value);
            setPage(1);
          }}
          aria-label={t('pictures.range')}
          data-testid="picture-range"
        />
        <Segmented<Published>
          aria-label={t('pictures.publishState')}
          value={published}
          onChange={(value) => {
            setPublished(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('pictures.all') },
            { value: 1, label: t('pictures.published') },
            { value: 0, label: t('pictures.unpublished') },
          ]}
        />
        {canTimeline && deviceSerial && (
          <Button icon={<FieldTimeOutlined />} onClick={() => void navigate({ to: '/diagnose/picture-proces/history', search: { deviceSerial } as never })} data-testid="open-timeline">
            {t('pictures.timeline')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={snapshots.reload} aria-label={t('pictures.retry')} />
      </Space>
      {cameras.status === 'error' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('pictures.camerasFailed', { error: cameras.error?.message })} />}
      {snapshots.status === 'error' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('pictures.loadFailed', { error: snapshots.error?.message })}
          action={<Button size="small" onClick={snapshots.reload}>{t('common.retry')}</Button>}
        />
      )}
      {snapshots.status === 'loading' && !snapshots.data ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        snapshots.status !== 'error' && <Empty description={t('pictures.empty')} data-testid="pictures-empty" />
      ) : (
        <div className="snapshot-grid" data-testid="snapshot-grid">
          {rows.map((snapshot, i) => (
            <SnapshotCard
              key={snapshot.id}
              snapshot={snapshot}
              canManage={canManage}
              onView={() => setViewing(i)}
              onTogglePublish={(s) => void actions.togglePublish(s)}
              onDelete={(s) => void actions.remove(s)}
            />
          ))}
        </div>
      )}
      {total > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16 }} current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
      )}
      <SnapshotViewer
        list={rows}
        index={viewing}
        onIndex={setViewing}
        canManage={canManage}
        onTogglePublish={(s) => void actions.togglePublish(s)}
        onDelete={(s) => {
          setViewing(null);
          void actions.remove(s);
        }}
      />
    </Card>
  );
}
