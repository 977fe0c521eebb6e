import { useState } from 'react';
import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateCompany, type CompanyRow } from '../../../../api/admin';
import { useCrudAction } from '../../../../components/crud/use-crud-action';

/** Locks a company (asked first: its users can no longer log in) or unlocks it at once. */
export function CompanyLockSwitch({ row, onDone }: { row: CompanyRow; onDone(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const run = useCrudAction(onDone);
  const [busy, setBusy] = useState(false);

  const apply = async (lock: boolean) => {
    setBusy(true);
    await run(() => updateCompany(row.id, { is_lock: lock ? 1 : 0 }), t('admin.statusSuccess'));
    setBusy(false);
  };
  const toggle = (lock: boolean) => {
    if (!lock) return void apply(false);
    modal.confirm({ title: t('company.lock'), content: t('company.lockConfirm', { name: row.name }), onOk: () => apply(true), okText: t('common.ok'), cancelText: t('common.cancel') });
  };

  return (
    <Switch
      checked={row.is_lock === 1}
      loading={busy}
      checkedChildren={t('company.locked')}
      unCheckedChildren={t('company.normal')}
      aria-label={t(row.is_lock === 1 ? 'company.unlock' : 'company.lock')}
      data-testid={`company-lock-${row.id}`}
      onChange={toggle}
    />
  );
}
