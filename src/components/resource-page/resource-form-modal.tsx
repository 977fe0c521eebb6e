import { useState } from 'react';
import { Alert, App, Button, Col, Form, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { addFarm, updateFarm, type FarmRow } from '../../api/farm';
import { fieldOf, type FieldDecl, type ResourceDecl } from '../../../shared/contract/farm';
import { rangeOf, textMax } from '../../../shared/contract/farm/schemas';
import { FieldInput, toBodyValue, toFormValue } from './field-input';
import { labelOf, pick } from './labels';
import type { RefOption } from './use-ref-options';
import { CompanyField, type CompanyChoices } from './company-field';
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

/** The form's rules from the declaration: required, range and length, worded like the server's. */
function rulesOf(field: FieldDecl, lang: string, t: (key: string, values?: Record<string, unknown>) => string): Rule[] {
  const label = pick(field.label, lang);
  const rules: Rule[] = [];
  const text = field.kind === 'text' || field.kind === 'longtext';
  // A rule with more keys than `required` checks the value's type (string by default): only text gets `whitespace`.
  if (field.required) rules.push(text ? { required: true, whitespace: true, message: t('resource.required', { label }) } : { required: true, message: t('resource.required', { label }) });
  if (field.kind === 'number' || field.kind === 'integer') {
    const { min, max } = rangeOf(field);
    rules.push({ type: 'number', min, max, message: t('resource.range', { label, min, max }) });
  }
  if (text) rules.push({ max: textMax(field), message: t('resource.tooLong', { label, max: textMax(field) }) });
  return rules;
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
  const companies = !row && !decl.fields.some((f) => f.kind === 'pond' && f.required) ? choices.companies : [];
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
      const stored = row ? await updateFarm(decl.path, row.id, bodyOf(values)) : await addFarm(decl.path, bodyOf(values));
      void message.success(t(row ? 'resource.updated' : 'resource.added'));
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
    decl.log && <Button key="save" onClick={() => void save().catch(() => undefined)} data-testid="resource-save">{t('resource.save')}</Button>,
    <Button key="submit" type="primary" loading={busy} onClick={() => void submit().catch(() => undefined)} data-testid="resource-submit">{t(decl.log ? 'resource.submit' : 'resource.save')}</Button>,
  ];

  return (
    <Modal open title={`${pick(decl.label, lang)} - ${t(row ? 'resource.edit' : 'resource.add')}`} onCancel={onClose} footer={footer} width={720} destroyOnHidden>
      {decl.log && <Alert type={saved ? 'success' : 'info'} showIcon title={t(saved ? 'resource.saved' : 'resource.unsaved')} style={{ marginBottom: 12 }} data-testid="resource-draft-state" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="resource-form-error" />}
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => setSaved(false)} data-testid="resource-form">
        <CompanyField companies={companies} initial={choices.initial} />
        {decl.form.map((line) => (
          <Row gutter={16} key={line.join('-')}>
            {line
              .filter((key) => !(key in fixed))
              .map((key) => {
                const field = fieldOf(decl, key);
                return (
                  <Col span={24 / line.length} key={key}>
                    <Form.Item name={key} label={labelOf(field, lang)} rules={rulesOf(field, lang, t)}>
                      <FieldInput field={field} options={options[key]} />
                    </Form.Item>
                  </Col>
                );
              })}
          </Row>
        ))}
      </Form>
    </Modal>
  );
}
