import { Alert, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginLog, type LogFilter, type LoginLogRow } from '../../../api/weblog';
import { formatTime, usePagedList } from '../../base/shared/use-paged-list';
import { useLogDownload } from '../use-log-download';
import { LogFilterBar } from './log-filter-bar';

/** The login log (spec "Web log"): account, IP, time, type (platform or other) and the result. */
export function LoginLogTab() {
  const { t } = useTranslation();
  const list = usePagedList<LogFilter, LoginLogRow>((q) => loginLog(q, { main: true }), {});
  const download = useLogDownload('login');
  const columns: TableColumnsType<LoginLogRow> = [
    { title: t('weblog.account'), dataIndex: 'user_name' },
    { title: t('weblog.ip'), dataIndex: 'ip', render: (v: string | null) => v || '-' },
    { title: t('weblog.time'), dataIndex: 'created_at', render: formatTime },
    { title: t('weblog.loginType'), dataIndex: 'login_type', render: (v: string) => (v === 'platform' || v === 'other' ? t(`weblog.type.${v}`) : v) },
    {
      title: t('weblog.result'),
      dataIndex: 'success',
      render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'weblog.ok' : 'weblog.failed')}</Tag>,
    },
  ];
  return (
    <>
      <LogFilterBar kind="login" onSearch={list.setFilter} onDownload={download} />
      {list.status === 'error' && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error?.message} action={<Button size="small" onClick={list.reload}>{t('common.retry')}</Button>} />}
      <Table<LoginLogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('weblog.empty') }}
        data-testid="login-log-table"
      />
    </>
  );
}
