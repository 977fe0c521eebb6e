import { Button, Empty, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RawRow } from '../../../../api/datahis';
import { paramName } from '../../../../lib/param-name';
import { USER_DATA } from '../../../../lib/user-data';

/** A reading's identity in the table and in a mark request. */
export const readingKey = (r: Pick<RawRow, 'device_id' | 'param_key' | 'ts'>) => `${r.device_id}|${r.param_key}|${r.ts}`;

interface ReadingsTableProps {
  rows: readonly RawRow[];
  total: number;
  page: { current: number; size: number };
  onPage: (current: number, size: number) => void;
  loading: boolean;
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  onMark: (dataType: 'valid' | 'invalid') => void;
  marking: boolean;
}

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** The readings with their validity and manual tags, selectable for the bulk marks above them. */
export function ReadingsTable(props: ReadingsTableProps) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<RawRow> = [
    { title: t('raw.time'), dataIndex: 'ts', width: 180, render: (ts: number) => time(ts) },
    { title: t('raw.param'), dataIndex: 'param_key', render: (_, r) => paramName(r, i18n.language) },
    { title: t('raw.value'), dataIndex: 'value', render: (v: number, r) => `${v}${r.unit ? ` ${r.unit}` : ''}` },
    {
      title: t('raw.status'),
      key: 'status',
      render: (_, r) => {
        const tag = (
          <Tag color={r.invalid ? 'error' : 'success'} data-testid="reading-status" data-invalid={String(r.invalid)}>
            {r.invalid ? t('raw.invalid') : t('raw.valid')}
          </Tag>
        );
        return (
          <Space size={4}>
            {r.marked_at !== null ? (
              <Tooltip title={<span {...USER_DATA}>{t('raw.markedBy', { name: r.marked_by || '-', time: time(r.marked_at) })}</span>}>{tag}</Tooltip>
            ) : (
              tag
            )}
            {r.manual && (
              <Tag color="blue" data-testid="reading-manual">
                {t('raw.manual')}
              </Tag>
            )}
          </Space>
        );
      },
    },
  ];
  const count = props.selected.length;
  return (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button disabled={count === 0} loading={props.marking} onClick={() => props.onMark('valid')} data-testid="mark-valid">
          {t('raw.markValid')}
        </Button>
        <Button danger disabled={count === 0} loading={props.marking} onClick={() => props.onMark('invalid')} data-testid="mark-invalid">
          {t('raw.markInvalid')}
        </Button>
        {count > 0 && <Typography.Text type="secondary">{t('raw.selected', { count })}</Typography.Text>}
      </Space>
      <Table<RawRow>
        rowKey={readingKey}
        size="small"
        loading={props.loading}
        columns={columns}
        dataSource={props.rows as RawRow[]}
        rowSelection={{ selectedRowKeys: props.selected as string[], onChange: (keys) => props.onSelect(keys.map(String)), preserveSelectedRowKeys: false }}
        locale={{ emptyText: <Empty description={t('raw.empty')} /> }}
        pagination={{ current: props.page.current, pageSize: props.page.size, total: props.total, showSizeChanger: true, onChange: props.onPage }}
        data-testid="raw-table"
      />
    </>
  );
}
