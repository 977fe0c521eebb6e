import { useMemo } from 'react';
import { companyOptions } from '../../../api/admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { CrudPage } from '../../../components/crud/crud-page';
import { NoticeFormModal } from './components/notice-form-modal';
import { noticesCrud } from './system-message-crud';
import '../../../i18n/admin-words';
import './system-message-i18n';

/** /system/message (8006): system notices; the platform admin publishes and deletes them. */
export default function SystemMessagePage() {
  const isAdmin = useSessionStore((s) => s.user?.userType === 'admin');
  const companies = useRequest(() => (isAdmin ? companyOptions() : Promise.resolve([])));
  const decl = useMemo(() => noticesCrud(isAdmin), [isAdmin]);
  return (
    <CrudPage
      decl={decl}
      slots={
        isAdmin
          ? { form: ({ onClose, onSaved }) => <NoticeFormModal companies={companies.data ?? []} onClose={onClose} onSaved={onSaved} /> }
          : undefined
      }
    />
  );
}
