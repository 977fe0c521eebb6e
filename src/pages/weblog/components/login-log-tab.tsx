import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginLog, type LoginLogRow } from '../../../api/weblog';
import { formatTime } from '../../../lib/format-time';
import { LogTable } from './log-table';
import { userDataCell } from '../../../lib/user-data';

/** The login log (spec "Web log"): account, IP, time, type (platform or other) and the result. */
export function LoginLogTab() {
  const { t } = useTranslation();
  const columns: TableColumnsType<LoginLogRow> = [
    { title: t('weblog.account'), dataIndex: 'user_name', onCell: userDataCell },
    { title: t('weblog.ip'), dataIndex: 'ip', render: (v: string | null) => v || '-' },
    { title: t('weblog.time'), dataIndex: 'created_at', render: formatTime },
    { title: t('weblog.loginType'), dataIndex: 'login_type', render: (v: string) => (v === 'platform' || v === 'other' ? t(`weblog.type.${v}`) : v) },
    {
      title: t('weblog.result'),
      dataIndex: 'success',
      render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'weblog.ok' : 'weblog.failed')}</Tag>,
    },
  ];
  return <LogTable<LoginLogRow> kind="login" load={loginLog} columns={columns} />;
}
