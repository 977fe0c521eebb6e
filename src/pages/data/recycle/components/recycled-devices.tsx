import { Alert, App, Button, Empty, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { purgeDevice, recycledDevices, restoreDevice, type RecycledDevice } from '../../../../api/device-admin';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { userDataCell } from '../../../../lib/user-data';

/** Deleted devices, restored or deleted for good after confirmation. */
export function RecycledDevices() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = usePagedList((query, signal) => recycledDevices(query.page, query.pageSize, { main: true, signal }), {});

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<RecycledDevice> = [
    { title: t('recycle.deviceId'), dataIndex: 'device_id' },
    { title: t('recycle.name'), dataIndex: 'device_name', onCell: userDataCell },
    { title: t('recycle.type'), dataIndex: 'device_type', width: 100 },
    { title: t('recycle.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('recycle.deletedAt'), dataIndex: 'deleted_at', render: (v: string | null) => (v ? new Date(v).toLocaleString() : '-') },
    {
      title: t('recycle.actions'),
      key: 'actions',
      width: 200,
      render: (_, device) => (
        <Space size={0}>
          <Popconfirm title={t('recycle.restoreConfirm', { id: device.device_id })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(() => restoreDevice(device.device_id), 'recycle.restored')}>
            <Button type="link" size="small">{t('recycle.restore')}</Button>
          </Popconfirm>
          <Popconfirm title={t('recycle.purgeConfirm', { id: device.device_id })} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => run(() => purgeDevice(device.device_id), 'recycle.purged')}>
            <Button type="link" size="small" danger>{t('recycle.purge')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="recycle-devices">
      {list.status === 'error' && <Alert type="error" showIcon title={list.error?.message} style={{ marginBottom: 16 }} />}
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
