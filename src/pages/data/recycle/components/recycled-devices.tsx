import { Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { purgeDevice, recycledDevices, restoreDevice, type RecycledDevice } from '../../../../api/device-admin';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { userDataCell } from '../../../../lib/user-data';
import { LoadErrorAlert } from '../../../../components/load-error-alert';
import { RowConfirm } from '../../../../components/crud/row-confirm';
import { useCrudAction } from '../../../../components/crud/use-crud-action';
import { formatTime } from '../../../../lib/format-time';

/** Deleted devices, restored or deleted for good after confirmation. */
export function RecycledDevices() {
  const { t } = useTranslation();
  const list = usePagedList((query, signal) => recycledDevices(query.page, query.pageSize, { main: true, signal }), {});

  const run = useCrudAction(list.reload);

  const columns: TableColumnsType<RecycledDevice> = [
    { title: t('recycle.deviceId'), dataIndex: 'device_id' },
    { title: t('recycle.name'), dataIndex: 'device_name', onCell: userDataCell },
    { title: t('recycle.type'), dataIndex: 'device_type', width: 100 },
    { title: t('recycle.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('recycle.deletedAt'), dataIndex: 'deleted_at', render: (v: string | null) => formatTime(v) },
    {
      title: t('recycle.actions'),
      key: 'actions',
      width: 200,
      render: (_, device) => (
        <Space size={0}>
          <RowConfirm title={t('recycle.restoreConfirm', { id: device.device_id })} onConfirm={() => void run(() => restoreDevice(device.device_id), t('recycle.restored'))}>
            <Button type="link" size="small">{t('recycle.restore')}</Button>
          </RowConfirm>
          <RowConfirm title={t('recycle.purgeConfirm', { id: device.device_id })} danger onConfirm={() => void run(() => purgeDevice(device.device_id), t('recycle.purged'))}>
            <Button type="link" size="small" danger>{t('recycle.purge')}</Button>
          </RowConfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="recycle-devices">
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<RecycledDevice>
        rowKey="device_id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('recycle.empty')} /> }}
        pagination={list.pagination}
      />
    </div>
  );
}
