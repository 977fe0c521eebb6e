import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime, formatValue } from '../../../../components/charts/time-format';
import type { HistoryColumn, HistoryRow } from './history-rows';
import { SeriesName } from './series-name';

/** The history as a paged table: time, then a column per series. */
export function HistoryTable({ columns, rows }: { columns: readonly HistoryColumn[]; rows: readonly HistoryRow[] }) {
  const { t } = useTranslation();
  const tableColumns: ColumnsType<HistoryRow> = [
    { title: t('history.time'), dataIndex: 'ts', key: 'ts', width: 180, fixed: 'left', render: (ts: number) => formatTime(ts) },
    ...columns.map((c) => ({
      title: (
        <>
          {c.device !== undefined && c.param !== undefined ? <SeriesName device={c.device} param={c.param} /> : c.title}
          {c.unit ? ` (${c.unit})` : ''}
        </>
      ),
      key: c.key,
      render: (_: unknown, row: HistoryRow) => formatValue(row.values[c.key]),
    })),
  ];
  return (
    <Table<HistoryRow>
      size="small"
      rowKey="ts"
      columns={tableColumns}
      dataSource={rows as HistoryRow[]}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => total }}
      data-testid="history-table"
    />
  );
}
