import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword, type UserRow } from '../../../../api/admin';
import { passwordRules } from '../user-rules';

interface Values {
  pwd: string;
  confirm: string;
}

/** An administrator sets a new password; the server ends the user's other sessions. */
export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    if (!user) return;
    setSaving(true);
    try {
      await resetPassword(user.id, values.pwd);
      void message.success(t('users.resetPwdDone'));
      form.resetFields();
      onClose();
    } catch (caught) {
      void message.error((caught as Error).message || t('admin.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users.resetPwdTitle', { name: user?.user_name ?? '' })}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form<Values> form={form} name="reset-password" layout="vertical" onFinish={submit}>
        <Form.Item name="pwd" label={t('users.pwd')} rules={passwordRules(t, true)}>
          <Input.Password autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('users.confirmPwd')}
          dependencies={['pwd']}
          rules={[
            { required: true, message: t('users.pwdRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) => (value === getFieldValue('pwd') ? Promise.resolve() : Promise.reject(new Error(t('users.pwdMismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
