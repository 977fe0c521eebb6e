import { useMemo, useState } from 'react';
import { Card, Empty, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyOptions, routesOfUser, userOptions } from '../../../api/admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { byMenuOrder, routeLabel } from '../../../lib/route-label';
import { CodeHolders } from './components/code-holders';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import './user-auth-i18n';

/**
 * /base/user-auth (9003): the access configuration seen per route. The codes offered are the
 * caller's own (nobody grants what it does not hold); the users are the ones in its scope.
 */
export default function UserAuthPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  const me = useSessionStore((s) => s.user);
  const data = useRequest(async () => {
    const [routes, users, companies] = await Promise.all([routesOfUser(me?.userId ?? 0, { main: true }), userOptions(), companyOptions()]);
    return { entries: routes.allocated.sort(byMenuOrder), users, companies };
  });
  const [code, setCode] = useState<string | null>(null);

  const options = useMemo(() => {
    const entries = data.data?.entries ?? [];
    const byCode = new Map(entries.map((e) => [e.code, e]));
    const groups = entries.filter((e) => e.group === e.code);
    return groups.map((g) => ({
      label: `${g[lang]} (${g.code})`,
      options: entries.filter((e) => e.group === g.code).map((e) => ({ value: e.code, label: routeLabel(e, byCode, lang) })),
    }));
  }, [data.data, lang]);

  return (
    <Card title={t('userAuth.title')} data-testid="user-auth-page">
      {data.status === 'error' && <LoadErrorAlert message={data.error?.message} onRetry={data.reload} />}
      {data.status === 'loading' && !data.data && <Skeleton active />}
      {data.data && (
        <>
          <Select
            value={code}
            onChange={setCode}
            placeholder={t('userAuth.pickRoute')}
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            style={{ width: 420, marginBottom: 8 }}
            aria-label={t('userAuth.route')}
            data-testid="user-auth-route"
          />
          <Typography.Paragraph type="secondary">{t('userAuth.hint')}</Typography.Paragraph>
          {code ? (
            <CodeHolders
              code={code}
              users={data.data.users}
              companies={data.data.companies}
              me={{ userId: me?.userId ?? 0, isAdmin: me?.userType === 'admin' }}
            />
          ) : (
            <Empty description={t('userAuth.pickHint')} />
          )}
        </>
      )}
    </Card>
  );
}
