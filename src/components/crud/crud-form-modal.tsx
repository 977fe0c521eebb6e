import { Form } from 'antd';
import type { CrudApi, CrudDecl } from './crud-decl';
import type { CrudWord } from './crud-words';
import { CompanyField, type CompanyChoices } from './company-field';
import { DeclaredFields } from './declared-fields';
import { FormModalShell } from './form-modal-shell';

type Values = Record<string, unknown>;

/** Strings trimmed, blanks as null: what most forms send. */
export function trimmedInput(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value ?? null]),
  );
}

interface Props<R extends { id: number }> {
  decl: Pick<CrudDecl<R>, 'ids' | 'form' | 'messages' | 'company'> & { api: Pick<CrudApi<R>, 'add' | 'update'> };
  word: CrudWord;
  row?: R;
  choices: CompanyChoices;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits one row of a declared resource: its fields with their messages, and the company of a new row. */
export function CrudFormModal<R extends { id: number }>({ decl, word, row, choices, onClose, onSaved }: Props<R>) {
  const [form] = Form.useForm<Values>();
  const form$ = decl.form!;
  const fields = form$.fields.filter((f) => !row || !f.newOnly);
  const asksCompany = !row && Boolean(decl.company);
  const companies = asksCompany ? choices.companies : [];
  // Text boxes show '' for a missing value; pickers show their placeholder.
  const initialValues = Object.fromEntries(
    fields.map((f) => [f.name, row ? ((row as Record<string, unknown>)[f.name] ?? (f.kind === 'select' ? undefined : '')) : f.kind === 'select' ? undefined : '']),
  );

  const save = async ({ tenant_id, ...values }: Values) => {
    const input = (form$.toInput ?? trimmedInput)(values);
    if (row) await decl.api.update!(row, input);
    else await decl.api.add!({ ...input, ...(typeof tenant_id === 'number' && companies.length > 1 ? { tenant_id } : {}) });
  };

  return (
    <FormModalShell<Values>
      title={word(row ? 'edit' : 'add')}
      form={form}
      testId={`${decl.ids}-form`}
      initialValues={initialValues}
      save={save}
      done={word(row ? 'modified' : 'added')}
      onClose={onClose}
      onSaved={onSaved}
      width={form$.width}
      loading={asksCompany && choices.loading}
    >
      {decl.company && !row && <CompanyField companies={companies} initial={choices.initial} prefix={decl.messages} testId={`${decl.ids}-company`} />}
      <DeclaredFields fields={fields} word={word} adding={!row} />
    </FormModalShell>
  );
}
