import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { companyDisplays, type CompanyDisplayRow } from '../../../api/site-config-admin';
import { useRequest } from '../../../hooks/use-request';
import { ImageCell } from './components/image-cell';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import './login-bgc-i18n';

/** /system/login-bgc (8011): each visible company's login background and logo. */
export default function LoginBgcPage() {
  const { t } = useTranslation();
  const list = useRequest((signal) => companyDisplays({ main: true, signal }));
  const columns: TableColumnsType<CompanyDisplayRow> = [
    { title: t('loginBgc.company'), dataIndex: 'name', onCell: userDataCell, render: (name: string, row) => `${name} (${row.company_id})` },
    { title: t('loginBgc.bg'), key: 'bg', render: (_, row) => <ImageCell row={row} kind="bg" onChanged={list.reload} /> },
    { title: t('loginBgc.logo'), key: 'logo', render: (_, row) => <ImageCell row={row} kind="logo" onChanged={list.reload} /> },
    {
      title: t('admin.actions'),
      key: 'open',
      render: (_, row) => (
        <Typography.Link href={`/login?company=${row.company_id}`} target="_blank" rel="noreferrer">
          {t('loginBgc.openLogin')}
        </Typography.Link>
      ),
    },
  ];
  return (
    <Card title={t('loginBgc.title')} data-testid="login-bgc-page">
      <Typography.Paragraph type="secondary">
        {/* The query parameter is literal code, the same in both languages. */}
        <Trans i18nKey="loginBgc.hint" components={{ code: <Typography.Text code /> }} />
      </Typography.Paragraph>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<CompanyDisplayRow>
        rowKey="company_id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.status === 'loading'}
        pagination={false}
        locale={{ emptyText: t('loginBgc.empty') }}
      />
    </Card>
  );
}
