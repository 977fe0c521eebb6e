import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { addFarm, updateFarm, type FarmRow } from '../../api/farm';
import { fieldOf, type ResourceDecl } from '../../../shared/contract/farm';
import { toBodyValue, toFormValue } from './field-input';
import { pick } from './labels';
import { DeclaredFormRows } from './declared-form-rows';
import type { RefOption } from './use-ref-options';
import '../crud/crud-i18n';
import { CompanyField, type CompanyChoices } from '../crud/company-field';
import './resource-i18n';

interface Props {
  decl: ResourceDecl;
  row?: FarmRow;
  /** Values the page fixes (a supplier page's role); not shown, always sent. */
  fixed?: Record<string, string>;
  /** Starting values of a new row (the pond and time the query chose). */
  initial?: Record<string, unknown>;
  options: Record<string, RefOption[]>;
  /** The companies the caller may file a new row under (the page loads them once). */
  choices: CompanyChoices;
  onClose(): void;
  onSaved(row: FarmRow): void;
}

/**
 * Adds or edits one row of a declared resource, laid out as the declaration's form rows. A
 * production log is saved first and then submitted (spec section 5: save before submitting);
 * the server's refusal (a conflicting time, short stock) shows in the form and nothing closes.
 */
export function ResourceFormModal({ decl, row, fixed = {}, initial = {}, options, choices, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keys = decl.form.flat().filter((key) => !(key in fixed));
  // A new row's company: a pond's row is its pond's; others are chosen by whoever may choose (the platform admin must).
  const asksCompany = !row && !decl.fields.some((f) => f.kind === 'pond' && f.required);
  const companies = asksCompany ? choices.companies : [];
  // The fields show once the companies are known (CompanyField says why).
  const waiting = asksCompany && choices.loading;
  const initialValues = { ...Object.fromEntries(keys.map((key) => [key, toFormValue(fieldOf(decl, key), row ? row[key] : initial[key])])), tenant_id: choices.initial };

  const bodyOf = (values: Record<string, unknown>) => ({
    ...Object.fromEntries(keys.map((key) => [key, toBodyValue(fieldOf(decl, key), values[key])])),
    ...(companies.length > 1 && typeof values.tenant_id === 'number' ? { tenant_id: values.tenant_id } : {}),
    ...fixed,
  });

  const submit = async () => {
    if (decl.log && !saved) {
      void message.warning(t('resource.saveFirst'));
      return;
    }
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const stored = row ? await updateFarm(decl, row.id, bodyOf(values)) : await addFarm(decl, bodyOf(values));
      void message.success(t(row ? 'crud.modified' : 'crud.added'));
      onSaved(stored);
    } catch (failure) {
      setError((failure as Error).message);
      setSaved(false);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    await form.validateFields();
    setSaved(true);
  };

  const footer = [
    <Button key="cancel" onClick={onClose}>{t('resource.cancel')}</Button>,
    decl.log && <Button key="save" disabled={waiting} onClick={() => void save().catch(() => undefined)} data-testid="resource-save">{t('resource.save')}</Button>,
    <Button key="submit" type="primary" loading={busy} disabled={waiting} onClick={() => void submit().catch(() => undefined)} data-testid="resource-submit">{t(decl.log ? 'resource.submit' : 'resource.save')}</Button>,
  ];

  return (
    <Modal open title={`${pick(decl.label, lang)} - ${t(row ? 'crud.edit' : 'crud.add')}`} onCancel={onClose} footer={footer} width={720} destroyOnHidden>
      {decl.log && <Alert type={saved ? 'success' : 'info'} showIcon title={t(saved ? 'resource.saved' : 'resource.unsaved')} style={{ marginBottom: 12 }} data-testid="resource-draft-state" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="resource-form-error" />}
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => setSaved(false)} data-testid="resource-form">
        {waiting ? (
          <Spin style={{ display: 'block', padding: 32 }} />
        ) : (
          <>
            <CompanyField companies={companies} initial={choices.initial} />
            <DeclaredFormRows decl={decl} fixed={fixed} options={options} />
          </>
        )}
      </Form>
    </Modal>
  );
}
