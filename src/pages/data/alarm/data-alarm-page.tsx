import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { acknowledgeAlarms, clearAlarms, searchAlarms, type AlarmFilter } from '../../../api/alarms';
import { useRequest } from '../../../hooks/use-request';
import { AlarmFilterBar } from './components/alarm-filter-bar';
import { AlarmTable } from './components/alarm-table';
import { useAlarmDownload } from './components/use-alarm-download';
import './data-alarm-i18n';

/**
 * /data/alarm (7002): the alarm history of the caller's devices (raised, acknowledged, cleared,
 * who and when), filtered by device, parameter, level, state and time; acknowledge (one or in
 * bulk) and clear from the list; export the filtered history as .xlsx.
 */
export default function DataAlarmPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ page: number; pageSize: number; filter: AlarmFilter }>({ page: 1, pageSize: 20, filter: {} });
  const [selected, setSelected] = useState<number[]>([]);
  const list = useRequest((signal) => searchAlarms({ ...query.filter, page: query.page, pageSize: query.pageSize }, { main: true, signal }));
  const download = useAlarmDownload();

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    setSelected([]);
    list.reload();
  };

  const act = async (kind: 'ack' | 'clear', ids: number[]) => {
    try {
      if (kind === 'ack') void message.success(t('dataAlarm.acked', { count: (await acknowledgeAlarms(ids)).acknowledged ?? 0 }));
      else void message.success(t('dataAlarm.cleared', { count: (await clearAlarms(ids)).cleared ?? 0 }));
      setSelected([]);
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  return (
    <Card
      title={t('dataAlarm.title')}
      data-testid="data-alarm-page"
      extra={
        <Popconfirm
          title={t('dataAlarm.bulkAckConfirm', { count: selected.length })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          disabled={selected.length === 0}
          onConfirm={() => act('ack', selected)}
        >
          <Button disabled={selected.length === 0} data-testid="data-alarm-bulk-ack">
            {t('dataAlarm.bulkAck', { count: selected.length })}
          </Button>
        </Popconfirm>
      }
    >
      <AlarmFilterBar onSearch={(filter) => change({ filter, page: 1 })} onDownload={download} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <AlarmTable
        rows={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        selected={selected}
        onSelect={setSelected}
        onAck={(ids) => void act('ack', ids)}
        onClear={(ids) => void act('clear', ids)}
        empty={<Empty description={t('dataAlarm.empty')} />}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('dataAlarm.total', { total }),
          onChange: (page, pageSize) => change({ page, pageSize }),
        }}
      />
    </Card>
  );
}
