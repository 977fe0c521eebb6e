import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyOptions, type UserRow } from '../../../api/admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { CrudPage } from '../../../components/crud/crud-page';
import { DeviceBindingModal } from './components/device-binding-modal';
import { ResetPasswordModal } from './components/reset-password-modal';
import { RouteAssignModal } from './components/route-assign-modal';
import { UserDrawer } from './components/user-drawer';
import { UserFilters } from './components/user-filters';
import { usersCrud, type UserAction } from './users-crud';
import '../../../i18n/admin-words';
import './users-i18n';

/** /base/users (9002): users with filters, the admin form, bound devices, assigned routes, password reset. */
export default function UsersPage() {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.user);
  const companies = useRequest(() => companyOptions());
  const [opened, setOpened] = useState<{ action: UserAction; row: UserRow } | null>(null);
  const decl = useMemo(() => usersCrud({ t, self: me?.userId, open: (action, row) => setOpened({ action, row }) }), [t, me?.userId]);
  const of = (action: UserAction) => (opened?.action === action ? opened.row : null);
  const close = () => setOpened(null);

  return (
    <>
      <CrudPage
        decl={decl}
        slots={{
          filters: (onQuery) => <UserFilters companies={companies.data ?? []} onQuery={onQuery} />,
          form: ({ row, onClose, onSaved }) => <UserDrawer user={row} companies={companies.data ?? []} canMakeAgents={me?.userType === 'admin'} onClose={onClose} onSaved={onSaved} />,
        }}
      />
      <DeviceBindingModal user={of('devices')} onClose={close} />
      <RouteAssignModal user={of('routes')} onClose={close} />
      {opened?.action === 'reset' && <ResetPasswordModal user={opened.row} onClose={close} />}
    </>
  );
}
