import { Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SnapshotView } from '../../api/cameras';
import { LazyImage } from '../lazy-image/lazy-image';
import { SnapshotActions, type SnapshotActionsProps } from './snapshot-actions';
import './snapshots-i18n';
import './snapshot-card.css';

export interface SnapshotCardProps extends Omit<SnapshotActionsProps, 'snapshot'> {
  snapshot: SnapshotView;
  onView: (snapshot: SnapshotView) => void;
}

/** A thumbnail (lazy, retried) with camera, time, publication and actions. */
export function SnapshotCard({ snapshot, onView, ...actions }: SnapshotCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="snapshot-card"
      data-testid="snapshot-card"
      data-img-name={snapshot.img_name}
      data-published={snapshot.published}
      cover={<LazyImage src={snapshot.url} alt={snapshot.camera_name ?? snapshot.deviceSerial} retryLabel={t('pictures.retry')} onClick={() => onView(snapshot)} testId="snapshot-thumb" />}
    >
      <Typography.Text strong ellipsis className="snapshot-card__name">
        {snapshot.camera_name ?? snapshot.deviceSerial}
      </Typography.Text>
      <div className="snapshot-card__meta">
        <Typography.Text type="secondary">{dayjs(snapshot.taken_at).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
        {snapshot.published === 1 && <Tag color="green">{t('pictures.published')}</Tag>}
      </div>
      <SnapshotActions snapshot={snapshot} {...actions} />
    </Card>
  );
}
