import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Spin } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import { useTranslation } from 'react-i18next';
import { addBase, updateBase, type Base } from '../../../../api/farm';
import { BASE_LIMITS } from '../../../../../shared/contract/api/farm';
import { CompanyField, useCompanyChoices } from '../../../../components/crud/company-field';
import '../base-manage-i18n';

interface Props {
  base?: Base;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a base (a breeding-map site): its name and centre, and for a new one its company where the caller may choose (the platform admin must). */
export function BaseFormModal({ base, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = useCompanyChoices();
  const companies = base ? [] : choices.companies;
  // The form shows once the companies are known (CompanyField says why).
  const waiting = !base && choices.loading;
  const required = (label: string) => [{ required: true, whitespace: true, message: t('baseManage.required', { label }) }];
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const { tenant_id: tenantId, ...input } = values;
      if (base) await updateBase(base.id, input);
      else await addBase({ ...input, ...(companies.length > 1 && typeof tenantId === 'number' ? { tenant_id: tenantId } : {}) });
      void message.success(t('baseManage.saved'));
      onSaved();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(base ? 'baseManage.editBase' : 'baseManage.addBase')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={busy} okButtonProps={{ disabled: waiting }} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {waiting ? <Spin style={{ display: 'block', padding: 32 }} /> : <Form form={form} layout="vertical" initialValues={base ?? { longitude: 120.1, latitude: 30.8, tenant_id: choices.initial }} data-testid="base-form">
        <CompanyField companies={companies} initial={choices.initial} />
        <Form.Item name="name" label={t('baseManage.name')} rules={required(t('baseManage.name'))}>
          <Input maxLength={BASE_LIMITS.name} aria-label={t('baseManage.name')} />
        </Form.Item>
        <Form.Item name="name_en" label={t('baseManage.nameEn')}>
          <Input maxLength={BASE_LIMITS.name} aria-label={t('baseManage.nameEn')} />
        </Form.Item>
        <Form.Item name="longitude" label={t('baseManage.longitude')} rules={[{ required: true, message: t('baseManage.required', { label: t('baseManage.longitude') }) }]}>
          <NumberInput min={-180} max={180} style={{ width: '100%' }} aria-label={t('baseManage.longitude')} />
        </Form.Item>
        <Form.Item name="latitude" label={t('baseManage.latitude')} rules={[{ required: true, message: t('baseManage.required', { label: t('baseManage.latitude') }) }]}>
          <NumberInput min={-90} max={90} style={{ width: '100%' }} aria-label={t('baseManage.latitude')} />
        </Form.Item>
      </Form>}
    </Modal>
  );
}
