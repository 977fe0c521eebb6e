import { useEffect, useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createCompany, updateCompany, type CompanyRow } from '../../../../api/admin';

interface Props {
  /** null: closed; 'new': create; a row: edit it. */
  target: CompanyRow | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  name: string;
  alias?: string;
}

/** Create or edit a company: the enterprise name is required (spec section 5), the alias optional. */
export function CompanyFormModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue({ name: editing?.name ?? '', alias: editing?.alias ?? '' });
  }, [target, editing, form]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const body = { name: values.name.trim(), alias: values.alias?.trim() || null };
      if (editing) await updateCompany(editing.id, body);
      else await createCompany(body);
      void message.success(t(editing ? 'admin.modifySuccess' : 'admin.addSuccess'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t(editing ? 'admin.modifyFailed' : 'admin.addFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'company.editTitle' : 'company.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form<Values> form={form} name="company-form" layout="vertical" onFinish={submit} data-testid="company-form">
        <Form.Item name="name" label={t('company.name')} rules={[{ required: true, whitespace: true, message: t('company.nameRequired') }, { max: 100 }]}>
          <Input placeholder={t('company.namePlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="alias" label={t('company.alias')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
