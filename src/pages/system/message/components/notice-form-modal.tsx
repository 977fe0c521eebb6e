import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '../../../../api/admin';
import { createNotice } from '../../../../api/notices';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';

interface Values {
  title: string;
  content: string;
  all: boolean;
  companyIds?: number[];
}

/** The platform admin writes a notice for all companies or for the ones it picks. */
export function NoticeFormModal({ companies, onClose, onSaved }: { companies: CompanyOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const all = Form.useWatch('all', form);

  const save = (values: Values) =>
    createNotice({ title: values.title.trim(), content: values.content.trim(), all: values.all, companyIds: values.all ? [] : values.companyIds ?? [] });

  return (
    <FormModalShell<Values>
      title={t('notices.addTitle')}
      okText={t('notices.add')}
      form={form}
      testId="notice-form"
      initialValues={{ all: false }}
      save={save}
      done={t('notices.published')}
      onClose={onClose}
      onSaved={onSaved}
      width={640}
    >
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
    </FormModalShell>
  );
}
