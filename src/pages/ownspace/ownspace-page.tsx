import { Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { findUserinfo } from '../../api/users';
import { useRequest } from '../../hooks/use-request';
import { AvatarCard } from './avatar-card';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './ownspace-i18n';

/** /ownspace (ownSpace): the personal center with the profile, the avatar and the password change. */
export default function OwnspacePage() {
  const { t } = useTranslation();
  const profile = useRequest((signal) => findUserinfo({ main: true, signal }));
  return (
    <Row gutter={[16, 16]} data-testid="ownspace-page">
      <Col xs={24} lg={12}>
        <Card title={t('ownspace.profile')}>
          {profile.status === 'loading' && !profile.data && <Skeleton active />}
          {profile.status === 'error' && (
            <Result status="warning" subTitle={profile.error?.message} extra={<Button onClick={profile.reload}>{t('common.retry')}</Button>} />
          )}
          {profile.data && <ProfileForm profile={profile.data} onSaved={profile.reload} />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <AvatarCard />
          <Card title={t('ownspace.password')}>
            <PasswordForm />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
