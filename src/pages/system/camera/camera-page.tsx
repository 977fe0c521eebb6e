import { useState } from 'react';
import { Button, Card, Empty, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { listCameras } from '../../../api/cameras';
import { removeCameras, type CameraView } from '../../../api/camera-config';
import { useRequest } from '../../../hooks/use-request';
import { USER_DATA, userDataCell } from '../../../lib/user-data';
import { CameraFormModal } from './camera-form-modal';
import { CameraPreviewModal } from './camera-preview-modal';
import { CAMERA_PROVIDERS } from './camera-providers';
import './camera-i18n';

type ProviderFilter = CameraView['provider'] | 'all';

/**
 * /system/camera (8004): the cameras of each video platform with the device each watches; add,
 * edit (name, serial, channel, platform, device), remove, and a live preview.
 */
export default function CameraPage() {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<ProviderFilter>('all');
  const [editing, setEditing] = useState<CameraView | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<CameraView | null>(null);
  const list = useRequest((signal) => listCameras({ main: true, signal }));
  const rows = (list.data?.rows ?? []).filter((c) => provider === 'all' || c.provider === provider);

  const run = useCrudAction(list.reload);

  const columns: TableColumnsType<CameraView> = [
    { title: t('cameraConfig.name'), dataIndex: 'name', onCell: userDataCell },
    { title: t('cameraConfig.serial'), dataIndex: 'deviceSerial', onCell: userDataCell },
    { title: t('cameraConfig.channel'), dataIndex: 'channelNo', width: 140, render: (v: number) => <span data-testid="camera-channel-cell">{v}</span> },
    { title: t('cameraConfig.provider'), dataIndex: 'provider', width: 140, render: (p: CameraView['provider']) => <Tag>{t(`cameraConfig.providers.${p}`)}</Tag> },
    {
      title: t('cameraConfig.device'),
      key: 'device',
      render: (_, row) =>
        row.device_id ? (
          <span {...USER_DATA}>
            {row.device_name ?? row.device_id} <Typography.Text type="secondary">({row.device_id})</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('cameraConfig.unbound')}</Typography.Text>
        ),
    },
    {
      title: t('cameraConfig.actions'),
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setPreviewing(row)} data-testid="camera-preview">
            {t('cameraConfig.preview')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="camera-edit">
            {t('cameraConfig.edit')}
          </Button>
          <RowConfirm title={t('cameraConfig.removeConfirm', { name: row.name })} danger onConfirm={() => void run(() => removeCameras([row.id]), t('cameraConfig.removed'))}>
            <Button type="link" size="small" danger data-testid="camera-remove">
              {t('cameraConfig.remove')}
            </Button>
          </RowConfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('cameraConfig.title')}
      data-testid="camera-config-page"
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="camera-add">
          {t('cameraConfig.add')}
        </Button>
      }
    >
      <Segmented<ProviderFilter>
        style={{ marginBottom: 16 }}
        aria-label={t('cameraConfig.provider')}
        value={provider}
        onChange={setProvider}
        options={(['all', ...CAMERA_PROVIDERS] as ProviderFilter[]).map((p) => ({ value: p, label: t(`cameraConfig.providers.${p}`) }))}
      />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<CameraView>
        rowKey="id"
        size="middle"
        data-testid="camera-table"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('cameraConfig.empty')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      {editing && (
        <CameraFormModal
          camera={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {previewing && <CameraPreviewModal camera={previewing} onClose={() => setPreviewing(null)} />}
    </Card>
  );
}
