import type { HTMLAttributes } from 'react';
import { Alert, Table, Tooltip, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceImportColumn, DeviceImportError, DeviceImportResult, DeviceImportRow } from '../../../../../shared/contract/api/device-import';
import { USER_DATA } from '../../../../lib/user-data';

const ROWS_PER_PAGE = 8;
/** The columns the preview shows: what identifies and places a device; the errors table names any other. */
const SHOWN: readonly DeviceImportColumn[] = ['device_id', 'device_name', 'device_type', 'longitude', 'latitude', 'sim_number', 'sim_type', 'iccid', 'expiry_date'];

/**
 * A checked file: how many rows and whether any is bad; the problems (row, field, the server's
 * sentence in the user's language); then the rows, a bad row marked and its bad cells in red with
 * their problem on hover.
 */
export function DeviceImportPreview({ result }: { result: DeviceImportResult }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The theme's error colours, so a bad cell reads as one in the dark theme too.
  const badCell = { background: token.colorErrorBg, color: token.colorErrorText };
  const problems = new Map<string, string>();
  for (const e of result.errors) problems.set(`${e.row}:${e.field}`, [problems.get(`${e.row}:${e.field}`), e.message].filter(Boolean).join('; '));
  const badRows = new Set(result.errors.map((e) => e.row));
  const label = (field: string | null) => (field ? t(`deviceImport.columns.${field}`) : '-');

  const errorColumns: TableColumnsType<DeviceImportError> = [
    { title: t('deviceImport.row'), dataIndex: 'row', width: 80 },
    { title: t('deviceImport.field'), dataIndex: 'field', width: 130, render: label },
    { title: t('deviceImport.problem'), dataIndex: 'message' },
  ];
  const rowColumns: TableColumnsType<DeviceImportRow> = [
    { title: t('deviceImport.row'), dataIndex: 'row', width: 64, fixed: 'left' },
    ...SHOWN.map((key) => ({
      title: label(key),
      dataIndex: key,
      ellipsis: true,
      onCell: (row: DeviceImportRow) => {
        const problem = problems.get(`${row.row}:${key}`);
        return problem ? ({ ...USER_DATA, style: badCell, 'data-bad': key } as HTMLAttributes<HTMLElement>) : USER_DATA;
      },
      render: (value: string | number | null, row: DeviceImportRow) => {
        const problem = problems.get(`${row.row}:${key}`);
        const text = value === null || value === '' ? '-' : String(value);
        return problem ? <Tooltip title={problem}>{text}</Tooltip> : text;
      },
    })),
  ];
  const bad = result.errors.length;

  return (
    <>
      {bad === 0 ? (
        <Alert type="success" showIcon title={t('deviceImport.ok', { count: result.rows.length })} data-testid="device-import-ok" />
      ) : (
        <>
          <Alert type="error" showIcon title={t('deviceImport.errors', { count: bad })} />
          <Table<DeviceImportError>
            size="small"
            rowKey={(e) => `${e.row}:${e.field}`}
            columns={errorColumns}
            dataSource={result.errors}
            pagination={{ pageSize: ROWS_PER_PAGE }}
            data-testid="device-import-errors"
          />
        </>
      )}
      <Table<DeviceImportRow>
        size="small"
        rowKey="row"
        columns={rowColumns}
        dataSource={result.rows}
        scroll={{ x: 1100 }}
        rowClassName={(r) => (badRows.has(r.row) ? 'ant-table-row-selected' : '')}
        pagination={{ pageSize: ROWS_PER_PAGE, showTotal: (count) => t('deviceImport.rows', { count }) }}
        data-testid="device-import-rows"
      />
    </>
  );
}
