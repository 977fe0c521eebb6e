import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { saveUser, type CompanyOption, type UserRow, type UserSave } from '../../../../api/admin';
import { formatTime } from '../../../../lib/format-time';
import { accountRules, emailRules, passwordRules, phoneRules } from '../user-rules';

const SCREEN_TYPES = ['fish', 'waterConservancy', 'agriculture', 'fishScreen'] as const;

interface Values {
  user_name: string;
  real_name?: string;
  pwd?: string;
  tenant_id?: number;
  user_type?: 'agent' | 'customer';
  telephone?: string;
  email?: string;
  screen_type?: (typeof SCREEN_TYPES)[number];
}

interface Props {
  /** The user edited; none when adding. */
  user?: UserRow;
  companies: CompanyOption[];
  /** Only the platform admin creates or appoints agent customers. */
  canMakeAgents: boolean;
  onClose(): void;
  onSaved(): void;
}

/**
 * The admin form of spec section 3: account, name, password, company, type, phone, e-mail, big screen.
 * A drawer of its own rather than the kit's dialog: it is long, and "account name already
 * occupied" (409) belongs beside the account field rather than in a message.
 */
export function UserDrawer({ user: editing, companies, canMakeAgents, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const fixedAdmin = editing?.user_type === 'admin';
  const initialValues: Partial<Values> = editing
    ? {
        user_name: editing.user_name,
        real_name: editing.real_name ?? '',
        tenant_id: editing.tenant_id ?? undefined,
        user_type: editing.user_type === 'admin' ? undefined : editing.user_type,
        telephone: editing.telephone ?? '',
        email: editing.email ?? '',
        screen_type: editing.screen_type as Values['screen_type'],
      }
    : { user_type: 'customer', screen_type: 'fish' };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const body: UserSave = {
        ...(editing ? { id: editing.id } : {}),
        user_name: values.user_name.trim(),
        real_name: values.real_name ?? '',
        telephone: values.telephone ?? '',
        email: values.email ?? '',
        ...(values.pwd ? { pwd: values.pwd } : {}),
        ...(fixedAdmin ? {} : { tenant_id: values.tenant_id, user_type: values.user_type }),
        ...(values.screen_type ? { screen_type: values.screen_type } : {}),
      };
      await saveUser(body);
      void message.success(t(editing ? 'admin.modifySuccess' : 'admin.addSuccess'));
      onSaved();
    } catch (error) {
      // "account name already occupied" belongs beside the account field.
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'user_name', errors: [error.message] }]);
      else void message.error((error as Error).message || t(editing ? 'admin.modifyFailed' : 'admin.addFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      title={t(editing ? 'users.editTitle' : 'users.addTitle')}
      size={520}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="user-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} name="user-form" layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="user-form">
        <Form.Item name="user_name" label={t('users.account')} rules={accountRules(t)}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item name="real_name" label={t('users.realName')} rules={[{ max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="pwd" label={t('users.pwd')} rules={passwordRules(t, !editing)} extra={editing ? t('users.pwdKeep') : undefined}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {!fixedAdmin && (
          <>
            <Form.Item name="tenant_id" label={t('users.company')} rules={[{ required: true, message: t('users.companyRequired') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={companies.map((c) => ({ value: c.id, label: c.name }))}
                data-testid="user-company"
              />
            </Form.Item>
            <Form.Item name="user_type" label={t('users.userType')} rules={[{ required: true, message: t('users.typeRequired') }]}>
              <Select
                options={[
                  { value: 'customer', label: t('users.customer') },
                  { value: 'agent', label: t('users.agent'), disabled: !canMakeAgents },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="telephone" label={t('users.telephone')} rules={phoneRules(t)}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t('users.email')} rules={emailRules(t)}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="screen_type" label={t('users.screenType')}>
          <Select options={SCREEN_TYPES.map((value) => ({ value, label: t(`users.screen.${value}`) }))} />
        </Form.Item>
        {editing && (
          <Form.Item label={t('users.lastSignIn')}>
            <Typography.Text type="secondary">{editing.last_sign_in_at ? formatTime(editing.last_sign_in_at) : t('users.never')}</Typography.Text>
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
