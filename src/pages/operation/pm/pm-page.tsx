import { useState } from 'react';
import { Alert, Button, Card, Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPm, type PmItem } from '../../../api/optimisation';
import { useRequest } from '../../../hooks/use-request';
import { userDataCell } from '../../../lib/user-data';
import { CompleteModal } from './complete-modal';
import './pm-i18n';
import { formatTime } from '../../../lib/format-time';

const STATE_COLOR = { ok: 'green', due: 'orange', overdue: 'red' } as const;

/**
 * /operation/pm: the maintenance schedule of the caller's devices, most worn first, with the
 * reasons; completing an item records the maintenance and restarts the device's wear counts.
 * Overdue devices reach the message center from the server.
 */
export default function PmPage() {
  const { t } = useTranslation();
  const list = useRequest((signal) => fetchPm({ main: true, signal }));
  const [completing, setCompleting] = useState<PmItem | null>(null);

  const columns: TableColumnsType<PmItem> = [
    { title: t('opPm.device'), dataIndex: 'deviceName', onCell: userDataCell, render: (name: string, item) => `${name} (${item.deviceId})` },
    { title: t('opPm.state'), dataIndex: 'state', width: 90, render: (state: PmItem['state']) => <Tag color={STATE_COLOR[state]}>{t(`opPm.states.${state}`)}</Tag> },
    { title: t('opPm.load'), dataIndex: 'load', width: 160, render: (load: number, item) => <Progress percent={Math.round(load * 100)} size="small" status={item.state === 'overdue' ? 'exception' : 'normal'} aria-label={t('opPm.load')} /> },
    {
      title: t('opPm.reasons'),
      dataIndex: 'reasons',
      render: (reasons: PmItem['reasons']) => reasons.map((r) => <div key={r.code}>{r.text}</div>),
    },
    {
      title: t('opPm.last'),
      dataIndex: 'lastMaintenance',
      width: 180,
      render: (v: string | null) => (v ? formatTime(v) : <Typography.Text type="secondary">{t('opPm.never')}</Typography.Text>),
    },
    {
      title: t('opPm.actions'),
      key: 'actions',
      width: 140,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => setCompleting(item)} data-testid={`pm-complete-${item.deviceId}`}>{t('opPm.complete')}</Button>
      ),
    },
  ];

  return (
    <Card title={t('opPm.title')} data-testid="pm-page" extra={<Button onClick={list.reload}>{t('common.refresh')}</Button>}>
      <Typography.Paragraph type="secondary">{t('opPm.intro')}</Typography.Paragraph>
      {list.status === 'error' && (
        <Alert type="error" showIcon title={t('opPm.loadFailed')} description={list.error?.message} style={{ marginBottom: 16 }} action={<Button size="small" onClick={list.reload}>{t('common.retry')}</Button>} />
      )}
      <Table<PmItem>
        rowKey="deviceId"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('opPm.empty') }}
        pagination={{ pageSize: 20 }}
      />
      {completing && (
        <CompleteModal
          item={completing}
          onClose={() => setCompleting(null)}
          onDone={() => {
            setCompleting(null);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
