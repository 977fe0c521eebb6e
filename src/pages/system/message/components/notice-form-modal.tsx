import { useState } from 'react';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '../../../../api/admin';
import { createNotice } from '../../../../api/notices';

interface Values {
  title: string;
  content: string;
  all: boolean;
  companyIds?: number[];
}

/** The platform admin writes a notice for all companies or for the ones it picks. */
export function NoticeFormModal({ open, companies, onClose, onSaved }: { open: boolean; companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const all = Form.useWatch('all', form);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await createNotice({ title: values.title.trim(), content: values.content.trim(), all: values.all, companyIds: values.all ? [] : values.companyIds ?? [] });
      void message.success(t('notices.published'));
      form.resetFields();
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('admin.addFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('notices.publishTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('notices.publish')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={640}
      forceRender
    >
      <Form<Values> form={form} name="notice-form" layout="vertical" initialValues={{ all: false }} onFinish={submit} data-testid="notice-form">
        <Form.Item name="title" label={t('notices.noticeTitle')} rules={[{ required: true, whitespace: true, message: t('notices.titleRequired') }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('notices.content')} rules={[{ required: true, whitespace: true, message: t('notices.contentRequired') }, { max: 5000 }]}>
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="all" label={t('notices.allCompanies')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!all && (
          <Form.Item name="companyIds" label={t('notices.targets')} rules={[{ required: true, type: 'array', min: 1, message: t('notices.targetsRequired') }]}>
            <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={companies.map((c) => ({ value: c.id, label: c.name }))} data-testid="notice-companies" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
