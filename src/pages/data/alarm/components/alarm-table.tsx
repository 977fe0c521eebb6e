import type { ReactNode } from 'react';
import { Button, Space, Table, Tag, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AlarmRow } from '../../../../api/alarms';
import { USER_DATA, userDataCell } from '../../../../lib/user-data';
import { RowConfirm } from '../../../../components/crud/row-confirm';
import { directionWord } from '../../../../i18n/alarm-words-text';

const STATE_COLORS = { active: 'red', acknowledged: 'gold', cleared: 'green' } as const;
const KIND_COLORS = { warning: 'orange', fault: 'volcano', forecast: 'purple' } as const;

const time = (ms: number | null) => (ms === null ? '-' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'));

export interface AlarmTableProps {
  rows: AlarmRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  selected: number[];
  onSelect(ids: number[]): void;
  onAck(ids: number[]): void;
  onClear(ids: number[]): void;
  empty: ReactNode;
}

/** The alarm history: level and state tags, who acknowledged and cleared and when, and the row actions. */
export function AlarmTable({ rows, loading, pagination, selected, onSelect, onAck, onClear, empty }: AlarmTableProps) {
  const { t, i18n } = useTranslation();
  const paramName = (row: AlarmRow) => (row.param_key === null ? null : ((i18n.language === 'en-US' ? row.name_en : row.name) ?? row.param_key));
  const columns: TableColumnsType<AlarmRow> = [
    {
      title: t('dataAlarm.device'),
      key: 'device',
      onCell: userDataCell,
      render: (_, row) => (
        <>
          {row.device_name} <Typography.Text type="secondary">({row.device_id})</Typography.Text>
        </>
      ),
    },
    {
      title: t('dataAlarm.param'),
      key: 'param',
      render: (_, row) => {
        const name = paramName(row);
        return name === null ? t('alarmWords.deviceFault') : <span {...USER_DATA}>{name}</span>;
      },
    },
    { title: t('dataAlarm.level'), dataIndex: 'kind', width: 90, render: (kind: AlarmRow['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`alarmWords.levels.${kind}`)}</Tag> },
    { title: t('dataAlarm.direction'), dataIndex: 'direction', render: (d: AlarmRow['direction']) => directionWord(t, d) },
    {
      title: t('dataAlarm.value'),
      key: 'value',
      render: (_, row) => `${row.value ?? '-'} / ${row.threshold ?? '-'}${row.unit ? ` ${row.unit}` : ''}`,
    },
    { title: t('dataAlarm.raisedAt'), dataIndex: 'raised_at', width: 170, render: time },
    {
      title: t('dataAlarm.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: AlarmRow['state']) => (
        <Tag color={STATE_COLORS[state]} data-testid="data-alarm-state-tag" data-state={state}>
          {t(`dataAlarm.stateTags.${state}`)}
        </Tag>
      ),
    },
    {
      title: t('dataAlarm.ackedBy'),
      key: 'acked',
      render: (_, row) => (row.acked_at === null ? '-' : <><span {...USER_DATA}>{row.acked_by ?? '-'}</span><br /><Typography.Text type="secondary">{time(row.acked_at)}</Typography.Text></>),
    },
    {
      title: t('dataAlarm.clearedBy'),
      key: 'cleared',
      render: (_, row) => {
        if (row.cleared_at === null) return '-';
        const who = row.cleared_by === null ? t('dataAlarm.autoCleared') : <span {...USER_DATA}>{row.cleared_by}</span>;
        return <>{who}<br /><Typography.Text type="secondary">{time(row.cleared_at)}</Typography.Text></>;
      },
    },
    {
      title: t('dataAlarm.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          {row.state === 'active' && (
            <RowConfirm title={t('dataAlarm.ackConfirm')} onConfirm={() => onAck([row.id])}>
              <Button type="link" size="small" data-testid="data-alarm-ack">{t('dataAlarm.ack')}</Button>
            </RowConfirm>
          )}
          {row.state !== 'cleared' && (
            <RowConfirm title={t('dataAlarm.clearConfirm')} onConfirm={() => onClear([row.id])}>
              <Button type="link" size="small" danger data-testid="data-alarm-clear">{t('dataAlarm.clear')}</Button>
            </RowConfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<AlarmRow>
      rowKey="id"
      size="middle"
      data-testid="data-alarm-table"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={pagination}
      locale={{ emptyText: empty }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        // Only an alarm nobody has acknowledged yet can be acknowledged in bulk.
        getCheckboxProps: (row) => ({ disabled: row.state !== 'active' }),
      }}
      scroll={{ x: 1200 }}
    />
  );
}
