import { Button, DatePicker, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ParamConfig } from '../../../../api/device-params';
import { paramName } from '../../../../lib/param-name';
import { editDraft, type Draft } from '../drafts';

interface EntryTableProps {
  params: readonly ParamConfig[];
  drafts: readonly Draft[];
  onChange: (draft: Draft) => void;
  onRemove: (id: string) => void;
}

/** The readings being typed in: a time and a value per parameter each, with saved / unsaved / refused state. */
export function EntryTable({ params, drafts, onChange, onRemove }: EntryTableProps) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<Draft> = [
    {
      title: t('manage.time'),
      key: 'ts',
      width: 220,
      render: (_, d) => (
        <DatePicker
          showTime
          aria-label={t('manage.pickTime')}
          placeholder={t('manage.pickTime')}
          value={d.ts === null ? null : dayjs(d.ts)}
          onChange={(v) => onChange(editDraft(d, { ts: v ? v.startOf('second').valueOf() : null }))}
          data-testid="entry-time"
        />
      ),
    },
    ...params.map((p) => {
      const label = `${paramName({ name: p.name, name_en: p.name_en }, i18n.language)}${p.param_unit ? ` (${p.param_unit})` : ''}`;
      return {
        title: label,
        key: p.param_key,
        render: (_: unknown, d: Draft) => (
          <NumberInput
            aria-label={label}
            value={d.values[p.param_key] ?? null}
            onChange={(v) => onChange(editDraft(d, { values: { ...d.values, [p.param_key]: typeof v === 'number' ? v : null } }))}
            style={{ width: 110 }}
            data-testid={`entry-value-${p.param_key}`}
          />
        ),
      };
    }),
    {
      title: t('manage.status'),
      key: 'status',
      render: (_, d) =>
        d.error ? (
          <Typography.Text type="danger" data-testid="entry-error">
            {d.error}
          </Typography.Text>
        ) : (
          <Tag color={d.saved ? 'success' : 'warning'} data-testid="entry-status">
            {d.saved ? t('manage.saved') : t('manage.unsaved')}
          </Tag>
        ),
    },
    {
      title: t('manage.actions'),
      key: 'actions',
      render: (_, d) => (
        <Button type="link" size="small" danger onClick={() => onRemove(d.id)}>
          {t('manage.remove')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Draft>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={drafts as Draft[]}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('manage.emptyEntries')} /> }}
      data-testid="manage-entries"
    />
  );
}
