import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginLogTab } from './components/login-log-tab';
import { OpLogTab } from './components/op-log-tab';
import '../../i18n/admin-words';
import './weblog-i18n';

/**
 * The log center (/weblog) and the administration's log page (/base/weblog), both 9004: the login
 * log and the operation log in two tabs. One page serves both manifest entries.
 */
export default function WeblogPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('weblog.title')} data-testid="weblog-page">
      <Tabs
        items={[
          { key: 'login', label: t('weblog.loginTab'), children: <LoginLogTab /> },
          { key: 'op', label: t('weblog.opTab'), children: <OpLogTab /> },
        ]}
      />
    </Card>
  );
}
