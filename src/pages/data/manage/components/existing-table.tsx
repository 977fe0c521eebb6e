import { useMemo } from 'react';
import { Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RawRow } from '../../../../api/datahis';
import type { ParamConfig } from '../../../../api/device-params';
import { paramName } from '../../../../lib/param-name';

interface TimeRow {
  ts: number;
  manual: boolean;
  values: Record<string, RawRow>;
}

/** The device's readings of the queried range, one row per time, so a conflicting time is easy to see. */
export function ExistingTable(props: { params: readonly ParamConfig[]; rows: readonly RawRow[]; total: number; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const byTime = useMemo(() => {
    const map = new Map<number, TimeRow>();
    for (const r of props.rows) {
      const row = map.get(r.ts) ?? { ts: r.ts, manual: false, values: {} };
      row.values[r.param_key] = r;
      row.manual ||= r.manual;
      map.set(r.ts, row);
    }
    return [...map.values()];
  }, [props.rows]);
  const columns: TableColumnsType<TimeRow> = [
    { title: t('manage.time'), dataIndex: 'ts', width: 190, render: (ts: number, r) => <>{dayjs(ts).format('YYYY-MM-DD HH:mm:ss')} {r.manual && <Tag color="blue">{t('manage.manual')}</Tag>}</> },
    ...props.params.map((p) => ({
      title: `${paramName({ name: p.name, name_en: p.name_en }, i18n.language)}${p.param_unit ? ` (${p.param_unit})` : ''}`,
      key: p.param_key,
      render: (_: unknown, r: TimeRow) => {
        const reading = r.values[p.param_key];
        if (!reading) return '-';
        return reading.invalid ? <Typography.Text type="danger">{reading.value}</Typography.Text> : reading.value;
      },
    })),
  ];
  return (
    <>
      <Table<TimeRow>
        rowKey="ts"
        size="small"
        loading={props.loading}
        columns={columns}
        dataSource={byTime}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('manage.emptyExisting')} /> }}
        scroll={{ x: true }}
        data-testid="manage-existing"
      />
      {props.total > props.rows.length && <Typography.Text type="secondary">{t('manage.more', { shown: props.rows.length, total: props.total })}</Typography.Text>}
    </>
  );
}
