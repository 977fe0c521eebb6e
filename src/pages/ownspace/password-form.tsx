import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/users';
import { passwordLengthRule } from '../../lib/form-rules';

interface PasswordInput {
  old_pwd: string;
  pwd: string;
  confirm_pwd: string;
}

/** Old password, new password (6..32) and its confirmation (POST /userManage action password). */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordInput>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordInput) => {
    setSaving(true);
    try {
      await changePassword(values);
      void message.success(t('ownspace.pwdChanged'));
      form.resetFields();
    } catch (error) {
      void message.error((error as Error).message || t('common.modifyFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} data-testid="password-form" autoComplete="off">
      <Form.Item name="old_pwd" label={t('ownspace.oldPwd')} rules={[{ required: true, message: t('ownspace.oldRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="pwd"
        label={t('ownspace.newPwd')}
        rules={[{ required: true, message: t('fieldRules.pwdLength') }, passwordLengthRule(t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_pwd"
        label={t('ownspace.confirmPwd')}
        dependencies={['pwd']}
        rules={[
          { required: true, message: t('ownspace.pwdMismatch') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('pwd') ? Promise.resolve() : Promise.reject(new Error(t('ownspace.pwdMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}
