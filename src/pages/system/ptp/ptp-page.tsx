import { useState } from 'react';
import { Button, Card, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listP2p, type P2pDirection, type P2pMessage } from '../../../api/p2p';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { useCrudList, type CrudQuery } from '../../../components/crud/use-crud-list';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PtpSendModal } from './ptp-send-modal';
import { userDataCell } from '../../../lib/user-data';
import './ptp-i18n';
import { formatTime } from '../../../lib/format-time';

interface Filter {
  direction?: P2pDirection;
  device_id?: string;
}

const load = ({ filter, page, pageSize }: CrudQuery, signal: AbortSignal) =>
  listP2p({ direction: 'all', ...(filter as Filter), page, pageSize }, { main: true, signal });

/** /system/ptp (8008): point-to-point messages between devices (receive, send, all) and a send form. */
export default function PtpPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useCrudList<P2pMessage, { rows: P2pMessage[]; total: number }>(load);
  const filter = list.query.filter as Filter;
  // Either picker keeps the other's choice and goes back to page 1.
  const change = (next: Filter) => list.setFilter({ ...filter, ...next });

  const columns: TableColumnsType<P2pMessage> = [
    { title: t('ptp.sender'), dataIndex: 'from_device', onCell: userDataCell, render: (id: string, row) => `${row.from_name} (${id})` },
    { title: t('ptp.receiver'), dataIndex: 'to_device', onCell: userDataCell, render: (id: string, row) => `${row.to_name} (${id})` },
    { title: t('ptp.content'), dataIndex: 'content', ellipsis: true, onCell: userDataCell },
    { title: t('ptp.origin'), dataIndex: 'origin', width: 90, render: (v: string) => <Tag color={v === 'device' ? 'blue' : 'purple'}>{t(`ptp.origins.${v}`, v)}</Tag> },
    { title: t('ptp.time'), dataIndex: 'created_at', width: 180, render: (v: string) => formatTime(v) },
  ];

  return (
    <Card title={t('ptp.title')} data-testid="ptp-page" extra={<Button type="primary" onClick={() => setOpen(true)} data-testid="ptp-send">{t('ptp.send')}</Button>}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Segmented<P2pDirection>
          aria-label={t('ptp.direction')}
          value={filter.direction ?? 'all'}
          onChange={(direction) => change({ direction })}
          options={(['receive', 'send', 'all'] as const).map((d) => ({ value: d, label: t(`ptp.directions.${d}`) }))}
        />
        <DevicePicker allowClear placeholder={t('ptp.allDevices')} value={filter.device_id} onChange={(device_id) => change({ device_id })} style={{ width: 260 }} />
      </Space>
      <Typography.Paragraph type="secondary">{t('ptp.directionHint')}</Typography.Paragraph>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<P2pMessage>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {open && (
        <PtpSendModal
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
