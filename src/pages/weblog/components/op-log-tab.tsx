import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { opLog, type OpLogRow } from '../../../api/weblog';
import { formatTime } from '../../../lib/format-time';
import { describeOp } from '../op-labels';
import { LogTable } from './log-table';
import { userDataCell } from '../../../lib/user-data';

/** The operation log written by every mutation: who, what, target, result, time. */
export function OpLogTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const columns: TableColumnsType<OpLogRow> = [
    { title: t('weblog.account'), dataIndex: 'user_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
    {
      title: t('weblog.action'),
      key: 'action',
      render: (_, row) => (
        <Tooltip title={`${row.method} ${row.path}`}>
          <span>{describeOp(lang, row)}</span>
        </Tooltip>
      ),
    },
    { title: t('weblog.target'), dataIndex: 'target', onCell: userDataCell, render: (v: string | null) => v || '-' },
    {
      title: t('weblog.result'),
      key: 'result',
      render: (_, row) => <Tag color={row.success ? 'green' : 'red'}>{`${t(row.success ? 'weblog.ok' : 'weblog.failed')} (${row.status_code})`}</Tag>,
    },
    { title: t('weblog.ip'), dataIndex: 'ip', render: (v: string | null) => v || '-' },
    { title: t('weblog.time'), dataIndex: 'created_at', render: formatTime },
  ];
  return <LogTable<OpLogRow> kind="op" load={opLog} columns={columns} />;
}
