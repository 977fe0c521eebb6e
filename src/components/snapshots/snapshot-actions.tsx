import { Button, Popconfirm, Space } from 'antd';
import { CloudUploadOutlined, DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SnapshotView } from '../../api/cameras';
import './snapshots-i18n';

export interface SnapshotActionsProps {
  snapshot: SnapshotView;
  canManage: boolean;
  onTogglePublish: (snapshot: SnapshotView) => void;
  onDelete: (snapshot: SnapshotView) => void;
}

/** Publish / withdraw and delete (confirmed first) for one snapshot. */
export function SnapshotActions({ snapshot, canManage, onTogglePublish, onDelete }: SnapshotActionsProps) {
  const { t } = useTranslation();
  if (!canManage) return null;
  const published = snapshot.published === 1;
  return (
    <Space size={4}>
      <Button
        size="small"
        type="text"
        icon={published ? <RollbackOutlined /> : <CloudUploadOutlined />}
        onClick={() => onTogglePublish(snapshot)}
        data-testid="snapshot-publish"
      >
        {t(published ? 'pictures.unpublish' : 'pictures.publish')}
      </Button>
      <Popconfirm title={t('pictures.deleteConfirm')} onConfirm={() => onDelete(snapshot)} okButtonProps={{ danger: true, 'data-testid': 'snapshot-delete-ok' } as never}>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} data-testid="snapshot-delete">
          {t('pictures.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
