import { useMemo } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import { CrudPage } from '../../../components/crud/crud-page';
import { companyCrud } from './company-crud';
import '../../../i18n/admin-words';
import './company-i18n';

/** /base/company (9001): companies with search and paging, create/edit, lock/unlock, delete. */
export default function CompanyPage() {
  const isAdmin = useSessionStore((s) => s.user?.userType === 'admin');
  const decl = useMemo(() => companyCrud(isAdmin), [isAdmin]);
  return <CrudPage decl={decl} />;
}
