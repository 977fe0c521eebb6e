import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyOption, UserType } from '../../../../api/admin';

export interface UserFilter {
  user_name?: string;
  tenant_id?: number;
  user_type?: UserType;
}

interface Props {
  companies: CompanyOption[];
  onQuery(filter: UserFilter): void;
}

/** Account, company and type above the user list, asked with Search and cleared with Reset. */
export function UserFilters({ companies, onQuery }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFilter>();
  return (
    <Form<UserFilter> form={form} name="user-filter" layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(values) => onQuery({ ...values, user_name: values.user_name?.trim() || undefined })}>
      <Form.Item name="user_name" label={t('users.account')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="tenant_id" label={t('users.company')}>
        <Select allowClear style={{ width: 220 }} showSearch={{ optionFilterProp: 'label' }} options={companies.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="user_type" label={t('users.userType')}>
        <Select allowClear style={{ width: 160 }} options={(['admin', 'agent', 'customer'] as const).map((value) => ({ value, label: t(`users.${value}`) }))} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('admin.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onQuery({});
          }}
        >
          {t('admin.reset')}
        </Button>
      </Space>
    </Form>
  );
}
