import { useState } from 'react';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateProfile, type OwnProfile, type ProfileInput } from '../../api/users';
import { EMAIL_MAX, PHONE_RE } from '../../../shared/contract/field-rules';
import { formatTime } from '../../lib/format-time';

/** Name, phone, e-mail and department of the logged-in user (POST /userManage action profile). */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileInput>();
  const [saving, setSaving] = useState(false);
  // Initial values, not an effect: effects re-run when a cached tab shows again and would wipe typing.
  const initialValues: ProfileInput = {
    real_name: profile.real_name ?? '',
    telephone: profile.telephone ?? '',
    email: profile.email ?? '',
    department: profile.department ?? '',
  };

  const save = async (values: ProfileInput) => {
    setSaving(true);
    try {
      await updateProfile({ ...values, real_name: values.real_name.trim() });
      void message.success(t('common.saveSuccess'));
      onSaved();
    } catch (error) {
      void message.error((error as Error).message || t('common.modifyFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('ownspace.account')}><span data-user-data>{profile.user_name}</span></Descriptions.Item>
        <Descriptions.Item label={t('ownspace.company')}><span data-user-data>{profile.company_name ?? '-'}</span></Descriptions.Item>
        <Descriptions.Item label={t('ownspace.lastSignIn')}>{profile.last_sign_in_at ? formatTime(profile.last_sign_in_at) : '-'}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={save} data-testid="profile-form">
        <Form.Item name="real_name" label={t('ownspace.realName')} rules={[{ required: true, whitespace: true, message: t('ownspace.nameRequired') }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="telephone"
          label={t('ownspace.telephone')}
          rules={[
            { required: true, message: t('ownspace.phoneRequired') },
            { pattern: PHONE_RE, message: t('ownspace.phoneFormat') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('ownspace.email')}
          rules={[
            { type: 'email', message: t('ownspace.emailFormat') },
            { max: EMAIL_MAX, message: t('ownspace.emailLength') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="department" label={t('ownspace.department')}>
          <Input maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </>
  );
}
