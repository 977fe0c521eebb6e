import { useState } from 'react';
import { App, Avatar, Button, Card, Popconfirm, Space, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteAvatar, uploadAvatar } from '../../api/users';
import { setAvatarUrl, useAvatarStore } from '../../stores/avatar-store';

/** What the server accepts (server/modules/users/avatar-service.ts), checked before sending. */
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The personal center's avatar: upload (cropped square by the server), shown in the header at once, or removed. */
export function AvatarCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const url = useAvatarStore((s) => s.url);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) return void message.error(t('ownspace.avatarType'));
    if (file.size > AVATAR_MAX_BYTES) return void message.error(t('ownspace.avatarSize'));
    setBusy(true);
    try {
      setAvatarUrl((await uploadAvatar(file, file.name)).url);
      void message.success(t('common.saveSuccess'));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      await deleteAvatar();
      setAvatarUrl(null);
      void message.success(t('ownspace.avatarRemoved'));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <Card title={t('ownspace.avatar')} data-testid="avatar-card">
      <Space size="large" align="center" wrap>
        <Avatar size={96} src={url ?? undefined} icon={<UserOutlined />} alt={t('ownspace.avatar')} data-testid="avatar-preview" />
        <Space orientation="vertical">
          <Space wrap>
            <Upload
              accept={AVATAR_TYPES.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                void send(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                {t('ownspace.avatarUpload')}
              </Button>
            </Upload>
            {url && (
              <Popconfirm title={t('ownspace.avatarRemoveConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={remove}>
                <Button danger>{t('ownspace.avatarRemove')}</Button>
              </Popconfirm>
            )}
          </Space>
          <Typography.Text type="secondary">{t('ownspace.avatarHint')}</Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
