import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../../components/charts/time-format';
import { formatChange, missingNote, type CompareMode, type CompareRow } from './compare-periods';

/** Periods, their base periods and the percentage change, newest first. */
export function CompareTable({ rows, unit, mode }: { rows: readonly CompareRow[]; unit: string | null; mode: CompareMode }) {
  const { t } = useTranslation();
  const suffix = unit ? ` (${unit})` : '';
  return (
    <Table<CompareRow>
      size="small"
      rowKey="label"
      pagination={false}
      dataSource={[...rows].reverse()}
      data-testid="compare-table"
      onRow={(row) => ({ 'data-period': row.label }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('compare.period'), dataIndex: 'label' },
        { title: t('compare.value') + suffix, dataIndex: 'value', render: (v: number | null) => formatValue(v) },
        { title: t('compare.basePeriod'), dataIndex: 'baseLabel' },
        { title: t('compare.base') + suffix, dataIndex: 'base', render: (v: number | null) => formatValue(v) },
        {
          title: t('compare.change'),
          dataIndex: 'change',
          render: (v: number | null, row: CompareRow) => {
            const note = v === null ? missingNote(row, mode) : null;
            return (
              <Typography.Text type={v === null ? 'secondary' : v > 0 ? 'danger' : 'success'} data-testid="compare-change">
                {note ? t(note.key, { period: note.period }) : formatChange(v)}
              </Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
