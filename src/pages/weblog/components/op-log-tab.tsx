import { Alert, Button, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { opLog, type LogFilter, type OpLogRow } from '../../../api/weblog';
import { formatTime, usePagedList } from '../../base/shared/use-paged-list';
import { describeOp } from '../op-labels';
import { useLogDownload } from '../use-log-download';
import { LogFilterBar } from './log-filter-bar';

/** The operation log written by every mutation: who, what, target, result, time. */
export function OpLogTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const list = usePagedList<LogFilter, OpLogRow>((q) => opLog(q, { main: true }), {});
  const download = useLogDownload('op');
  const columns: TableColumnsType<OpLogRow> = [
    { title: t('weblog.account'), dataIndex: 'user_name', render: (v: string | null) => v || '-' },
    {
      title: t('weblog.action'),
      key: 'action',
      render: (_, row) => (
        <Tooltip title={`${row.method} ${row.path}`}>
          <span>{describeOp(lang, row.method, row.path)}</span>
        </Tooltip>
      ),
    },
    { title: t('weblog.target'), dataIndex: 'target', render: (v: string | null) => v || '-' },
    {
      title: t('weblog.result'),
      key: 'result',
      render: (_, row) => <Tag color={row.success ? 'green' : 'red'}>{`${t(row.success ? 'weblog.ok' : 'weblog.failed')} (${row.status_code})`}</Tag>,
    },
    { title: t('weblog.ip'), dataIndex: 'ip', render: (v: string | null) => v || '-' },
    { title: t('weblog.time'), dataIndex: 'created_at', render: formatTime },
  ];
  return (
    <>
      <LogFilterBar kind="op" onSearch={list.setFilter} onDownload={download} />
      {list.status === 'error' && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error?.message} action={<Button size="small" onClick={list.reload}>{t('common.retry')}</Button>} />}
      <Table<OpLogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('weblog.empty') }}
        data-testid="op-log-table"
      />
    </>
  );
}
