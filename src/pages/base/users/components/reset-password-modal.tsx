import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword, type UserRow } from '../../../../api/admin';
import { FormModalShell } from '../../../../components/crud/form-modal-shell';
import { passwordRules } from '../user-rules';

interface Values {
  pwd: string;
  confirm: string;
}

/** An administrator sets a new password; the server ends the user's other sessions. */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <FormModalShell<Values>
      title={t('users.resetPwdTitle', { name: user.user_name })}
      form={form}
      testId="reset-password-form"
      initialValues={{}}
      save={(values) => resetPassword(user.id, values.pwd)}
      done={t('users.resetPwdDone')}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item name="pwd" label={t('users.pwd')} rules={passwordRules(t, true)}>
        <Input.Password autoComplete="new-password" />
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
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModalShell>
  );
}
