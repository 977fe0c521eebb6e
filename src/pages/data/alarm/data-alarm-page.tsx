import { useCallback, useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useCrudList, type CrudQuery } from '../../../components/crud/use-crud-list';
import { acknowledgeAlarms, clearAlarms, searchAlarms, type AlarmFilter, type AlarmRow } from '../../../api/alarms';
import { AlarmFilterBar } from './components/alarm-filter-bar';
import { AlarmTable } from './components/alarm-table';
import { useAlarmDownload } from './components/use-alarm-download';
import './data-alarm-i18n';

/**
 * /data/alarm (7002): the alarm history of the caller's devices (raised, acknowledged, cleared,
 * who and when), filtered by device, parameter, level, state and time; acknowledge (one or in
 * bulk) and clear from the list; export the filtered history as .xlsx. Not a CrudPage (nothing is
 * added or edited, rows are acknowledged and cleared, several at once): the kit's list, write and
 * confirmation parts.
 */
export default function DataAlarmPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const load = useCallback(({ filter, page, pageSize }: CrudQuery, signal: AbortSignal) => searchAlarms({ ...(filter as AlarmFilter), page, pageSize }, { main: true, signal }), []);
  const list = useCrudList<AlarmRow, Awaited<ReturnType<typeof load>>>(load);
  const download = useAlarmDownload();
  const run = useCrudAction(list.reload);

  // A selection is of the rows shown: another page or filter starts none.
  const search = (filter: AlarmFilter) => {
    setSelected([]);
    list.setFilter(filter as Record<string, unknown>);
  };
  const act = async (kind: 'ack' | 'clear', ids: number[]) => {
    const done =
      kind === 'ack'
        ? await run(() => acknowledgeAlarms(ids), (answer) => t('dataAlarm.acked', { count: answer.acknowledged ?? 0 }))
        : await run(() => clearAlarms(ids), (answer) => t('dataAlarm.cleared', { count: answer.cleared ?? 0 }));
    if (done) setSelected([]);
  };

  return (
    <Card
      title={t('dataAlarm.title')}
      data-testid="data-alarm-page"
      extra={
        <RowConfirm title={t('dataAlarm.bulkAckConfirm', { count: selected.length })} disabled={selected.length === 0} onConfirm={() => void act('ack', selected)}>
          <Button disabled={selected.length === 0} data-testid="data-alarm-bulk-ack">
            {t('dataAlarm.bulkAck', { count: selected.length })}
          </Button>
        </RowConfirm>
      }
    >
      <AlarmFilterBar onSearch={search} onDownload={download} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <AlarmTable
        rows={list.rows}
        loading={list.status === 'loading'}
        selected={selected}
        onSelect={setSelected}
        onAck={(ids) => void act('ack', ids)}
        onClear={(ids) => void act('clear', ids)}
        empty={<Empty description={t('dataAlarm.empty')} />}
        pagination={{
          ...list.pagination,
          showTotal: (total) => t('dataAlarm.total', { total }),
          onChange: (page, pageSize) => {
            setSelected([]);
            list.pagination.onChange(page, pageSize);
          },
        }}
      />
    </Card>
  );
}
