import { useEffect } from 'react';
import { Button, Descriptions, Modal, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SnapshotView } from '../../api/cameras';
import { SnapshotActions, type SnapshotActionsProps } from './snapshot-actions';
import './snapshots-i18n';

export interface SnapshotViewerProps extends Omit<SnapshotActionsProps, 'snapshot'> {
  list: readonly SnapshotView[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** The full picture with its details; arrows (buttons or keys) move through the list shown. */
export function SnapshotViewer({ list, index, onIndex, ...actions }: SnapshotViewerProps) {
  const { t } = useTranslation();
  const snapshot = index === null ? undefined : list[index];
  const open = snapshot !== undefined;
  useEffect(() => {
    if (!open || index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      if (e.key === 'ArrowRight' && index < list.length - 1) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, list.length, onIndex]);
  return (
    <Modal
      open={open}
      onCancel={() => onIndex(null)}
      footer={null}
      width={960}
      title={snapshot ? (snapshot.camera_name ?? snapshot.deviceSerial) : ''}
      destroyOnHidden
    >
      {snapshot && index !== null && (
        <div data-testid="snapshot-viewer" data-img-name={snapshot.img_name}>
          <img src={snapshot.url} alt={snapshot.camera_name ?? snapshot.deviceSerial} style={{ width: '100%', background: '#000' }} />
          <Space style={{ margin: '12px 0', width: '100%', justifyContent: 'space-between' }}>
            <Space>
              <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => onIndex(index - 1)}>
                {t('pictures.prev')}
              </Button>
              <Button icon={<RightOutlined />} iconPlacement="end" disabled={index >= list.length - 1} onClick={() => onIndex(index + 1)}>
                {t('pictures.next')}
              </Button>
            </Space>
            <SnapshotActions snapshot={snapshot} {...actions} />
          </Space>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('pictures.takenAt')}>{dayjs(snapshot.taken_at).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
            <Descriptions.Item label={t('pictures.camera')}>{snapshot.deviceSerial}</Descriptions.Item>
            <Descriptions.Item label={t('pictures.device')}>{snapshot.device_id ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('pictures.type')}>{snapshot.type}</Descriptions.Item>
            <Descriptions.Item label={t('pictures.size')}>{(snapshot.size_bytes / 1024).toFixed(1)} KB</Descriptions.Item>
            <Descriptions.Item label={t('pictures.published')}>{snapshot.published === 1 ? t('pictures.published') : t('pictures.unpublished')}</Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  );
}
