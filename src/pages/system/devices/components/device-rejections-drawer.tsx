import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceRejections, type RejectionRow } from '../../../../api/ingest-rejections';
import { useRequest } from '../../../../hooks/use-request';
import { formatTime } from '../../../../lib/format-time';

const PAGE_SIZE = 20;

/**
 * The telemetry messages of one device that ingest refused (bad time, impossible value, too large,
 * refused by the database), newest first, so the owner can see why readings are missing.
 */
export function DeviceRejectionsDrawer({ deviceId, onClose }: { deviceId: string; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRequest(() => deviceRejections({ deviceId, page, pageSize: PAGE_SIZE }));

  const columns: TableColumnsType<RejectionRow> = [
    { title: t('devices.rejections.time'), dataIndex: 'received_at', width: 180, render: (ms: number) => formatTime(ms) },
    { title: t('devices.rejections.reason'), dataIndex: 'reason_text', width: 240 },
    { title: t('devices.rejections.detail'), dataIndex: 'detail', ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: t('devices.rejections.payload'),
      dataIndex: 'excerpt',
      ellipsis: true,
      render: (v: string) => (v ? <Typography.Text code ellipsis={{ tooltip: v }}>{v}</Typography.Text> : '-'),
    },
  ];

  return (
    <Drawer open size={900} title={t('devices.rejections.title', { id: deviceId })} onClose={onClose} data-testid="device-rejections">
      <Typography.Paragraph type="secondary">{t('devices.rejections.hint')}</Typography.Paragraph>
      {list.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t('devices.rejections.loadFailed')}
          description={list.error?.message}
          action={<Button size="small" onClick={list.reload}>{t('devices.rejections.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<RejectionRow>
        rowKey="id"
        size="small"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('devices.rejections.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => {
            setPage(next);
            list.reload();
          },
        }}
      />
    </Drawer>
  );
}
