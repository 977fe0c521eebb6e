import { useEffect } from 'react';
import { Form, Select } from 'antd';
import { companyOptions, type CompanyOption } from '../../api/device-admin';
import { useRequest } from '../../hooks/use-request';
import { useSessionStore } from '../../stores/session-store';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { useCrudWords } from './crud-words';
import { USER_DATA } from '../../lib/user-data';

/**
 * The companies the caller may add a row to. The list call answers only those who may choose
 * (the platform admin, agents); everyone else is not asked (a refused call is a console error), the
 * list stays empty, no picker shows and the server files the row under the caller's own company.
 */
export interface CompanyChoices {
  companies: CompanyOption[];
  /** Preselected: the only one, else the caller's own; none for the platform admin, who must choose. */
  initial: number | undefined;
  /** The list is still being asked for, by a caller who may have a choice (the platform admin, an agent). */
  loading: boolean;
}

export function useCompanyChoices(wanted = true): CompanyChoices {
  const mayPick = useSessionStore((s) => wanted && s.codes.some((code) => (ROUTE_ACCESS.companyPickers as readonly string[]).includes(code)));
  const companies = useRequest(() => (mayPick ? companyOptions().catch(() => [] as CompanyOption[]) : Promise.resolve([] as CompanyOption[])));
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const list = companies.data ?? [];
  const initial = list.length === 1 ? list[0].id : list.find((c) => c.id === ownTenant)?.id;
  // A customer's list is its own company alone (no picker): only one who may have a choice waits for it.
  const mayHaveChoice = useSessionStore((s) => s.user?.userType === 'admin' || s.user?.userType === 'agent');
  return { companies: list, initial, loading: mayPick && mayHaveChoice && companies.status === 'loading' };
}

interface Props {
  companies: CompanyOption[];
  initial?: number;
  /** Whose words: `<prefix>.company` and `<prefix>.companyRequired`, else the kit's. */
  prefix?: string;
  testId?: string;
}

/**
 * The company of a new row, required, shown only when there is more than one to choose from. A
 * dialog holding it shows its fields once `CompanyChoices.loading` is over (FormModalShell's
 * `loading`): a row appearing above the fields later would push the dialog's buttons down under a
 * pointer already on its way to Save.
 */
export function CompanyField({ companies, initial, prefix = 'crud', testId = 'resource-company' }: Props) {
  const word = useCrudWords(prefix);
  const form = Form.useFormInstance();
  // The list may arrive after the form opened: preselect then, unless someone already chose.
  useEffect(() => {
    if (initial !== undefined && form.getFieldValue('tenant_id') === undefined) form.setFieldsValue({ tenant_id: initial });
  }, [form, initial]);
  if (companies.length <= 1) return null;
  return (
    <Form.Item name="tenant_id" label={word('company')} rules={[{ required: true, message: word('companyRequired') }]}>
      <Select
        data-user-data=""
        showSearch={{ optionFilterProp: 'title' }}
        options={companies.map((c) => ({ value: c.id, title: c.name, label: <span {...USER_DATA}>{c.name}</span> }))}
        placeholder={word('choose', { label: word('company') })}
        aria-label={word('company')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
