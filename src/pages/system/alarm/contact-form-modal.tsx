import { useState } from 'react';
import { App, Form, Input, Modal, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { createContact, updateContact, type Contact } from '../../../api/alarm-contacts';
import type { CompanyOption } from '../../../api/device-admin';
import { useSessionStore } from '../../../stores/session-store';
import { contactErrors, contactInput, type ContactValues } from './contact-rules';
import { EMAIL_MAX } from '../../../../shared/contract/field-rules';

type FormShape = ContactValues & { tenant_id?: number };

/**
 * Add or edit an alarm contact with the spec's messages (phone, name required; e-mail format), the
 * phone checked with the server's rule, and the company required when there is one to choose
 * (preselected with the caller's own, which the server would take by default).
 */
export function ContactFormModal({ contact, companies, onClose, onSaved }: { contact?: Contact; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const ownTenant = useSessionStore((s) => s.user?.tenant?.id);
  const defaultTenant = companies.length === 1 ? companies[0].id : companies.find((c) => c.id === ownTenant)?.id;
  // The rule module decides; the form shows its message for the one field being checked.
  const rule = (field: keyof ContactValues): FormRule => ({
    validator: async (_, value: string | undefined) => {
      const key = contactErrors({ phone: 'x', name: 'x', [field]: value })[field];
      if (key) throw new Error(t(key));
    },
  });

  const save = async ({ tenant_id, ...values }: FormShape) => {
    setSaving(true);
    try {
      const input = contactInput(values);
      if (contact) await updateContact(contact.id, input);
      else await createContact({ ...input, ...(tenant_id ? { tenant_id } : {}) });
      void message.success(t(contact ? 'alarm.modified' : 'alarm.added'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(contact ? 'alarm.edit' : 'alarm.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="contact-form"
        initialValues={contact ?? { phone: '', name: '', tenant_id: defaultTenant }}
        onFinish={(v) => void save(v)}
      >
        {!contact && companies.length > 1 && (
          <Form.Item name="tenant_id" label={t('alarm.company')} rules={[{ required: true, message: t('alarm.companyRequired') }]}>
            <Select showSearch optionFilterProp="label" options={companies.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        )}
        <Form.Item name="phone" label={t('alarm.phone')} required rules={[rule('phone')]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t('alarm.name')} required rules={[rule('name')]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="wechat" label={t('alarm.wechat')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="email" label={t('alarm.email')} rules={[rule('email')]}>
          <Input maxLength={EMAIL_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
