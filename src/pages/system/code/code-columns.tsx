import { Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CommandCode } from '../../../../shared/contract/api/command-codes';
import { USER_DATA, userDataCell } from '../../../lib/user-data';

/** The code list's columns: the name in the interface's language, the owner a platform tag or the company. */
export function codeColumns({ t, lang }: { t: TFunction; lang: string }): TableColumnsType<CommandCode> {
  return [
    { title: t('code.deviceType'), dataIndex: 'device_type', width: 100 },
    { title: t('code.code'), dataIndex: 'code', render: (v: string) => <Typography.Text code {...USER_DATA}>{v}</Typography.Text> },
    { title: t('code.name'), key: 'name', onCell: userDataCell, render: (_, row) => (lang === 'en-US' ? row.name_en || row.name : row.name) },
    { title: t('code.params'), dataIndex: 'params', ellipsis: true, onCell: userDataCell, render: (v: CommandCode['params']) => (v ? <Typography.Text code>{JSON.stringify(v)}</Typography.Text> : '-') },
    { title: t('code.replyCode'), dataIndex: 'reply_code', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('code.owner'),
      key: 'owner',
      render: (_, row) => (row.tenant_id === null ? <Tag color="blue">{t('code.platform')}</Tag> : <span {...USER_DATA}>{row.tenant_name ?? '-'}</span>),
    },
  ];
}
